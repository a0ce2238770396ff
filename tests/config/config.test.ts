import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src-server/config.ts';
import { tempDir } from '../support/temp-dir.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');
const SECRET = 'a-secret-of-at-least-32-characters';

describe('configuration', () => {
  const dir = tempDir();
  afterAll(() => dir.remove());

  it('has defaults that start a newcomer, creating ./data', () => {
    const config = loadConfig({}, dir.path);
    expect(config).toEqual({
      port: 3000,
      healthPort: null,
      dataDir: join(dir.path, 'data'),
      eventStoreUrl: null,
      mongodbUrl: null,
      mongodbTimeoutMs: 10_000,
      smtpUrl: null,
      publicUrl: 'http://localhost:3000',
      tokenSecret: null,
      tokenSecretFile: null,
      personalDataKey: {
        source: 'file',
        path: `${join(dir.path, 'data')}.personal-data.key`,
        createIfMissing: true,
      },
      roles: ['api', 'projections', 'jobs'],
      production: false,
      trustProxy: false,
      dashboardRequestsPerMinute: 60,
      apiKeyRequestsPerMinute: 600,
      webhooksAllowLoopback: false,
      failProjectionStart: null,
      projectionsThread: 'worker',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: dir.path,
        EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
        MONGODB_URL: 'mongodb://mongo:27017/inspecta?replicaSet=rs0',
        MONGODB_TIMEOUT_MS: '5000',
        SMTP_URL: 'smtp://mailpit:1025',
        PUBLIC_URL: 'https://inspecta.example/',
        TOKEN_SECRET: ' a-secret-of-at-least-32-characters ',
        PERSONAL_DATA_KEY: KEY,
        ROLES: 'api, jobs',
        NODE_ENV: 'production',
        DASHBOARD_REQUESTS_PER_MINUTE: '600',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: dir.path,
      publicUrl: 'https://inspecta.example',
      tokenSecret: 'a-secret-of-at-least-32-characters',
      tokenSecretFile: null,
      personalDataKey: { source: 'environment', base64: KEY },
      roles: ['api', 'jobs'],
      production: true,
      dashboardRequestsPerMinute: 600,
      mongodbTimeoutMs: 5000,
    });
  });

  const refusals: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ HEALTH_PORT: 'x' }, /HEALTH_PORT must be a whole number/],
    [{ MONGODB_URL: 'postgres://secret:pw@db' }, /MONGODB_URL must be a URL starting with mongodb:\/\//],
    [{ MONGODB_TIMEOUT_MS: '500' }, /MONGODB_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ MONGODB_TIMEOUT_MS: '10s' }, /MONGODB_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ INSPECTA_TEST_FAIL_PROJECTION_START: 'hotels' }, /must be <projection>:<times>/],
    [{ INSPECTA_TEST_FAIL_PROJECTION_START: 'hotels:0' }, /must be <projection>:<times>/],
    [
      {
        NODE_ENV: 'production',
        TOKEN_SECRET: SECRET,
        PERSONAL_DATA_KEY: KEY,
        INSPECTA_TEST_FAIL_PROJECTION_START: 'hotels:3',
      },
      /INSPECTA_TEST_FAIL_PROJECTION_START is for tests and refused in production/,
    ],
    [{ EVENTSTORE_URL: 'not a url' }, /EVENTSTORE_URL must be a URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must be a URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must be a URL/],
    [{ DASHBOARD_REQUESTS_PER_MINUTE: '0' }, /DASHBOARD_REQUESTS_PER_MINUTE must be a whole number/],
    [{ ROLES: 'api,web' }, /ROLES must be a comma-separated list/],
    [{ TOKEN_SECRET: 'short-secret-pw@' }, /TOKEN_SECRET must be at least 32 characters/],
    [{ DATA_DIR: '/nonexistent/inspecta' }, /DATA_DIR \/nonexistent\/inspecta does not exist/],
    [{ PERSONAL_DATA_KEY: 'c2hvcnQ=' }, /PERSONAL_DATA_KEY must be 32 bytes in base64/],
    [{ PERSONAL_DATA_KEY: `${KEY.slice(0, -2)}!!` }, /PERSONAL_DATA_KEY must be 32 bytes in base64/],
    [
      { PERSONAL_DATA_KEY: KEY, PERSONAL_DATA_KEY_FILE: '/etc/key' },
      /set PERSONAL_DATA_KEY or PERSONAL_DATA_KEY_FILE, not both/,
    ],
    [{ PERSONAL_DATA_KEY_FILE: 'master.key' }, /PERSONAL_DATA_KEY_FILE must be outside DATA_DIR/],
    [{ TOKEN_SECRET_FILE: 'secrets/token' }, /TOKEN_SECRET_FILE must be outside DATA_DIR/],
    [
      { NODE_ENV: 'production', TOKEN_SECRET: SECRET },
      /in production set PERSONAL_DATA_KEY or PERSONAL_DATA_KEY_FILE/,
    ],
    [
      { NODE_ENV: 'production', PERSONAL_DATA_KEY: KEY },
      /in production set TOKEN_SECRET or TOKEN_SECRET_FILE/,
    ],
  ];
  for (const [env, message] of refusals) {
    it(`refuses ${JSON.stringify(env)} with one clear line`, () => {
      // Relative paths are read from the working directory, here DATA_DIR itself.
      const attempt = () => loadConfig({ DATA_DIR: dir.path, ...env }, dir.path);
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(message);
      try {
        attempt();
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
        expect((error as Error).message).not.toContain('pw@');
      }
    });
  }

  it('reads an injected projection start failure outside production', () => {
    const config = loadConfig(
      { DATA_DIR: dir.path, INSPECTA_TEST_FAIL_PROJECTION_START: 'hotels:3' },
      dir.path,
    );
    expect(config.failProjectionStart).toEqual({ projection: 'hotels', times: 3 });
  });

  it('in production takes the secrets from files outside DATA_DIR', () => {
    const config = loadConfig(
      {
        DATA_DIR: dir.path,
        NODE_ENV: 'production',
        TOKEN_SECRET_FILE: '../token-secret',
        PERSONAL_DATA_KEY_FILE: `${dir.path}.key`,
      },
      dir.path,
    );
    expect(config.tokenSecretFile).toBe(join(dir.path, '..', 'token-secret'));
    expect(config.personalDataKey).toEqual({
      source: 'file',
      path: `${dir.path}.key`,
      createIfMissing: false,
    });
  });

  it('refuses a DATA_DIR that is a file', () => {
    const file = join(dir.path, 'file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: file }, dir.path)).toThrow(/is not a directory/);
  });
});
