import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src-api/auth/passwords.ts';
import { SqliteCredentialStore } from '../../src-domain/credentials/adapters/sqlite.ts';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { LegacySecretsError } from '../../src-domain/user/legacy-secrets.ts';
import { credentialsProjection } from '../../src-projections/credentials/projection.ts';
import { loadConfig } from '../../src-server/config.ts';
import {
  CREDENTIALS_MOVED,
  LOG_MAINTENANCE_STREAM,
  migrateCredentialsOutOfLog,
} from '../../src-server/credentials-migration.ts';
import { startRuntime } from '../../src-server/runtime.ts';
import { verifyEventLog } from '../../src-domain/eventstore/log-verification.ts';
import { ApiClient } from '../support/test-server.ts';
import { script } from '../support/scripts.ts';
import { tempDir } from '../support/temp-dir.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const rawBytes = (path: string) =>
  Buffer.concat([path, `${path}-wal`].filter(existsSync).map((file) => readFileSync(file)));
const NOW = new Date();

const LATER = new Date(NOW.getTime() + 3600_000).toISOString();

/**
 * A log written by the code before the credentials store (user events carrying password and token hashes,
 * appended as that code appended them), migrated by `npm run migrate:credentials`'s function: no secret
 * left in the file, the chains verify, the migration is recorded once, and the server signs in from it.
 */
describe('migrating an old embedded log out of its secrets', () => {
  const dir = tempDir('inspecta-migrate-');
  const logPath = join(dir.path, 'events.db');
  const ada = randomUUID();
  const bo = randomUUID();
  const tokens = {
    used: 'used-reset-token',
    emailChange: 'email-change-token',
    outstanding: 'open-reset-token',
  };
  const secrets: string[] = [];

  const all = async (path = logPath) => {
    const events = new SqliteEventStore({ path });
    try {
      return await events.readAll({ after: 0, limit: 10_000 });
    } finally {
      await events.close();
    }
  };

  beforeAll(async () => {
    const oldPassword = await hashPassword('ada-old-password-2026');
    const newPassword = await hashPassword('ada-new-password-2026');
    const boPassword = await hashPassword('bo-password-2026');
    secrets.push(oldPassword, newPassword, boPassword, ...Object.values(tokens).map(sha256));
    const user = (userId: string, email: string, passwordHash: string) => ({
      type: 'UserCreated',
      data: {
        userId,
        organizationId: null,
        name: email,
        email,
        role: 'superUser',
        agentCode: null,
        language: 'en_GB',
        passwordHash,
        hotelIds: [],
        createdAt: NOW.toISOString(),
      },
    });
    // Appended through the store, so the old events are hash-chained exactly as the old code chained them.
    const events = new SqliteEventStore({ path: logPath });
    await events.append('organization-1', [{ type: 'OrganizationCreated', data: { name: 'Untouched' } }]);
    await events.append(`user-${ada}`, [user(ada, 'ada@x.test', oldPassword)]);
    await events.append(`user-${ada}`, [
      { type: 'PasswordResetRequested', data: { tokenHash: sha256(tokens.used), expiresAt: LATER } },
      {
        type: 'PasswordReset',
        data: { tokenHash: sha256(tokens.used), passwordHash: newPassword, at: NOW.toISOString() },
      },
      {
        type: 'UserEmailChangeRequested',
        data: { email: 'ada.new@x.test', tokenHash: sha256(tokens.emailChange), expiresAt: LATER },
      },
      { type: 'PasswordResetRequested', data: { tokenHash: sha256(tokens.outstanding), expiresAt: LATER } },
    ]);
    await events.append(`user-${bo}`, [
      user(bo, 'bo@x.test', boPassword),
      { type: 'UserDeleted', data: { at: NOW.toISOString() } },
    ]);
    await events.close();
  });
  afterAll(() => dir.remove());

  it('starts from a log whose chains verify and which holds the secrets', async () => {
    expect(verifyEventLog(await all()).ok).toBe(true);
    const bytes = rawBytes(logPath);
    for (const secret of secrets) expect(bytes.includes(secret)).toBe(true);
  });

  it('rewrites the events without their secrets, keeps those in use, records itself, and verifies', async () => {
    const before = await all();
    const credentials = new SqliteCredentialStore(join(dir.path, 'credentials.db'));
    const result = await migrateCredentialsOutOfLog(logPath, credentials, NOW);
    expect(result).toMatchObject({ events: 6, streams: 2, credentialsKept: 3 });

    const bytes = rawBytes(logPath);
    for (const secret of secrets) expect(bytes.includes(secret)).toBe(false);
    const after = await all();
    expect(verifyEventLog(after)).toMatchObject({ ok: true, events: before.length + 1 });
    // Same positions, ids and types; the organization's event as it was; the migration last.
    expect(after.slice(0, -1).map(({ position, eventId, type }) => ({ position, eventId, type }))).toEqual(
      before.map(({ position, eventId, type }) => ({ position, eventId, type })),
    );
    expect(after[0]).toEqual(before[0]);
    const recorded = after.at(-1)!;
    expect(recorded).toMatchObject({
      stream: LOG_MAINTENANCE_STREAM,
      type: CREDENTIALS_MOVED,
      position: result.position,
      data: { events: 6, streams: 2, credentialsKept: 3 },
    });
    const ofAda = after.filter((e) => e.stream === `user-${ada}`) as Array<
      RecordedEvent<string, Record<string, string>>
    >;
    expect(ofAda.map((e) => e.data)).toEqual([
      expect.objectContaining({ passwordCredentialId: expect.any(String) }),
      { credentialId: expect.any(String), expiresAt: LATER },
      {
        resetCredentialId: ofAda[1]!.data.credentialId,
        passwordCredentialId: expect.any(String),
        at: NOW.toISOString(),
      },
      { email: 'ada.new@x.test', credentialId: expect.any(String), expiresAt: LATER },
      { credentialId: expect.any(String), expiresAt: LATER },
    ]);
    // Kept: Ada's current password and her two outstanding links; not the replaced password, the used link
    // or the deleted Bo's password.
    expect(await credentials.get(ofAda[0]!.data.passwordCredentialId!)).toBeNull();
    expect(await credentials.get(ofAda[1]!.data.credentialId!)).toBeNull();
    expect((await credentials.get(ofAda[2]!.data.passwordCredentialId!))!.hash).toBe(secrets[1]);
    expect(await credentials.findByHash('emailChange', sha256(tokens.emailChange))).toMatchObject({
      id: ofAda[3]!.data.credentialId,
      userId: ada,
    });
    expect(await credentials.findByHash('passwordReset', sha256(tokens.outstanding))).toMatchObject({
      id: ofAda[4]!.data.credentialId,
    });
    await credentials.close();
  });

  it('changes nothing and records nothing when run again; npm run verify-log passes', async () => {
    const before = await all();
    const credentials = new SqliteCredentialStore(join(dir.path, 'credentials.db'));
    expect(await migrateCredentialsOutOfLog(logPath, credentials, NOW)).toEqual({
      events: 0,
      streams: 0,
      credentialsKept: 0,
      position: null,
    });
    await credentials.close();
    expect(await script('migrate-credentials.ts', dir.path)).toMatchObject({
      code: 0,
      output: expect.stringContaining('nothing to migrate'),
    });
    expect(await all()).toEqual(before);
    const verified = await script('verify-log.ts', dir.path);
    expect(verified.output).toContain(`Event log intact: ${before.length} events`);
    expect(verified.code).toBe(0);
  }, 60_000);

  it('serves the migrated log: the current password signs in, the old one not, and the open link resets', async () => {
    const runtime = await startRuntime(loadConfig({ DATA_DIR: dir.path, PORT: '0' }, dir.path), {
      log: () => {},
    });
    try {
      expect(runtime.seeded).toBe(false);
      const client = () => new ApiClient(runtime.url!);
      expect((await client().login('ada@x.test', 'ada-new-password-2026')).status).toBe(200);
      expect((await client().login('ada@x.test', 'ada-old-password-2026')).status).toBe(401);
      expect((await client().login('bo@x.test', 'bo-password-2026')).status).toBe(401);
      const reset = await client().request('POST', '/api/sessions/reset-password', {
        token: tokens.outstanding,
        password: 'ada-third-password-2026',
      });
      expect(reset).toMatchObject({ status: 200, body: { msg: 'login.resetSuccess' } });
      expect((await client().login('ada@x.test', 'ada-third-password-2026')).status).toBe(200);
      const used = await client().request('POST', '/api/sessions/reset-password', {
        token: tokens.used,
        password: 'ada-fourth-password-2026',
      });
      expect(used).toMatchObject({ status: 400, body: { msg: 'login.invalidToken' } });
    } finally {
      await runtime.close();
    }
    expect(verifyEventLog(await all()).ok).toBe(true);
  });
});

describe('a log not yet migrated', () => {
  it('stops the credentials read model at the first event still carrying a secret, naming the command', () => {
    const legacy = {
      type: 'UserCreated',
      data: { userId: 'u1', email: 'a@x.test', role: 'user', passwordHash: '$argon2id$v=19$…' },
    } as unknown as Parameters<typeof credentialsProjection.evolve>[1];
    expect(() => credentialsProjection.evolve(null, legacy)).toThrow(LegacySecretsError);
    expect(() => credentialsProjection.evolve(null, legacy)).toThrow(/npm run migrate:credentials/);
  });
});
