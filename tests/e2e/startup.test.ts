import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir.ts';

/** What production needs beyond DATA_DIR: the secrets that must not live in it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'a-token-secret-of-at-least-32-characters',
  PERSONAL_DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
};

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm start`'s entry point with the given environment and collects what it prints. */
function start(
  env: Record<string, string>,
  until: (out: Outcome) => boolean = () => false,
): Promise<Outcome & { kill: () => void }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH!, ...env },
    });
    const out: Outcome = { code: null, stdout: '', stderr: '' };
    const kill = () => child.kill('SIGTERM');
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve({ ...out, kill });
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out.stdout += chunk.toString();
      if (until(out)) settle();
    });
    child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
    child.on('exit', (code) => {
      out.code = code;
      settle();
    });
  });
}

describe('start-up', () => {
  it('starts the embedded deployment on a free port and stops cleanly', async () => {
    const dir = tempDir();
    const running = await start({ DATA_DIR: dir.path, PORT: '0' }, (o) => o.stdout.includes('Listening on'));
    try {
      expect(running.stdout).toContain('Inspecta started (roles: api, projections, jobs; events: SQLite');
      const url = /Listening on (http:\/\/\S+)/.exec(running.stdout)![1]!;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
    } finally {
      running.kill();
      dir.remove();
    }
  });

  const refusals: Array<[string, Record<string, string>, RegExp]> = [
    [
      'a missing DATA_DIR',
      { DATA_DIR: '/nonexistent/inspecta' },
      /^Configuration error: DATA_DIR \/nonexistent\/inspecta does not exist$/,
    ],
    [
      'a malformed MongoDB URL',
      { MONGODB_URL: 'mongo://x' },
      /^Configuration error: MONGODB_URL must be a URL/,
    ],
    [
      'an unreachable MongoDB',
      { MONGODB_URL: 'mongodb://admin:secret@127.0.0.1:9/inspecta' },
      /^Cannot reach MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:9\/inspecta: /,
    ],
    [
      'production without a personal-data master key',
      { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) },
      /^Configuration error: in production set PERSONAL_DATA_KEY or PERSONAL_DATA_KEY_FILE/,
    ],
  ];
  for (const [what, env, line] of refusals) {
    it(`refuses ${what} with one clear line and exit code 1`, async () => {
      const dir = tempDir();
      const outcome = await start({ DATA_DIR: dir.path, PORT: '0', ...env });
      dir.remove();
      expect(outcome.code).toBe(1);
      const lines = outcome.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      expect(outcome.stderr).not.toContain('secret');
    });
  }
});

describe('first administrator of a production install', () => {
  it('seeds nothing in production; create-admin makes a superUser who can sign in', async () => {
    const dir = tempDir();
    try {
      const script = fileURLToPath(new URL('../../scripts/create-admin.ts', import.meta.url));
      const created = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', script, '--email', 'root@example.test', '--name', 'Root Admin'],
          {
            env: { PATH: process.env.PATH!, DATA_DIR: dir.path, ...PRODUCTION },
          },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stdin.end('a long enough password\n');
        child.on('exit', (code) => resolve({ code, out }));
      });
      expect(created.code, created.out).toBe(0);
      expect(created.out).toContain('Created superUser root@example.test');

      const running = await start({ DATA_DIR: dir.path, PORT: '0', ...PRODUCTION }, (o) =>
        o.stdout.includes('Listening on'),
      );
      try {
        expect(running.stdout).not.toContain('Demo');
        const url = /Listening on (http:\/\/\S+)/.exec(running.stdout)![1]!;
        const login = (email: string, password: string) =>
          fetch(`${url}/api/sessions/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
        expect((await login('agent@demo.test', 'demo-password-2026')).status).toBe(401);
        const admin = await login('root@example.test', 'a long enough password');
        expect(admin.status).toBe(200);
        expect(await admin.json()).toMatchObject({ role: 'superUser', name: 'Root Admin' });
      } finally {
        running.kill();
      }
    } finally {
      dir.remove();
    }
  });
});
