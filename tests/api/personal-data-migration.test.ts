import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { verifyEventLog } from '../../src-domain/eventstore/log-verification.ts';
import type { NewEvent, RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { SqlitePersonalDataKeys } from '../../src-domain/personal-data/adapters/sqlite.ts';
import { MasterKey } from '../../src-domain/personal-data/master-key.ts';
import { defaultPersonalDataKeyFile } from '../../src-server/config.ts';
import { PersonalDataEventStore } from '../../src-domain/personal-data/personal-data-event-store.ts';
import {
  PERSONAL_DATA_ENCRYPTED,
  PERSONAL_DATA_MAINTENANCE_STREAM,
} from '../../src-server/personal-data-migration.ts';
import { script } from '../support/scripts.ts';
import { tempDir } from '../support/temp-dir.ts';

const rawBytes = (path: string) =>
  Buffer.concat([path, `${path}-wal`].filter(existsSync).map((file) => readFileSync(file)));

const created = (userId: string, name: string, email: string): NewEvent => ({
  type: 'UserCreated',
  data: {
    userId,
    organizationId: null,
    name,
    email,
    role: 'user',
    agentCode: 'A-1',
    profile: `${name} inspects kitchens`,
    language: 'sv_SE',
    passwordCredentialId: null,
    hotelIds: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

/**
 * A log written before the personal-data key store (user events with names and e-mail addresses in plain
 * text, appended straight to the store as the code then did), migrated by `npm run migrate:personal-data`:
 * no name or address left in the file, the chains verify, the events read back as they were, and a second
 * run changes nothing.
 */
describe('migrating an embedded log to encrypted personal data', () => {
  const dir = tempDir('inspecta-migrate-pd-');
  const logPath = join(dir.path, 'events.db');
  const PLAIN = ['Ottilie Brannigan', 'Ottie Brannigan', 'ottilie@brannigan.test', 'ottie@brannigan.test'];
  let before: RecordedEvent[];

  const all = async () => {
    const events = new SqliteEventStore({ path: logPath });
    try {
      return await events.readAll({ after: 0, limit: 10_000 });
    } finally {
      await events.close();
    }
  };

  beforeAll(async () => {
    const events = new SqliteEventStore({ path: logPath });
    await events.append('user-u1', [
      created('u1', PLAIN[0]!, PLAIN[2]!),
      { type: 'UserUpdated', data: { changes: { name: PLAIN[1] }, previous: { name: PLAIN[0] } } },
      { type: 'UserEmailChangeRequested', data: { email: PLAIN[3], credentialId: 'c1', expiresAt: 'x' } },
      { type: 'UserEmailChanged', data: { email: PLAIN[3], previousEmail: PLAIN[2], at: 'x' } },
    ]);
    await events.append('hotel-h1', [{ type: 'HotelDeleted', data: { at: 'x' } }]);
    await events.append('user-u2', [
      created('u2', 'Bo Plain', 'bo@plain.test'),
      { type: 'UserLinkedToHotel', data: { hotelId: 'h1' } },
    ]);
    await events.close();
    before = await all();
  });
  afterAll(() => dir.remove());

  it('starts from a log whose chains verify and which holds the names and addresses', () => {
    expect(verifyEventLog(before).ok).toBe(true);
    for (const text of PLAIN) expect(rawBytes(logPath).includes(text)).toBe(true);
  });

  it('encrypts them, records itself once, and npm run verify-log passes', async () => {
    const migrated = await script('migrate-personal-data.ts', dir.path);
    expect(migrated.output).toContain('Encrypted the personal data of 5 events in 2 user streams');
    expect(migrated.code).toBe(0);
    for (const text of [...PLAIN, 'Bo Plain', 'bo@plain.test', 'inspects kitchens'])
      expect(rawBytes(logPath).includes(text), text).toBe(false);
    const after = await all();
    const record = after.filter((e) => e.stream === PERSONAL_DATA_MAINTENANCE_STREAM);
    expect(record.map((e) => [e.type, e.data])).toEqual([
      [PERSONAL_DATA_ENCRYPTED, expect.objectContaining({ streams: 2, events: 5 })],
    ]);
    // Same events at the same positions, with the same ids; only user events' data changed.
    expect(after.slice(0, before.length).map((e) => [e.position, e.eventId, e.type])).toEqual(
      before.map((e) => [e.position, e.eventId, e.type]),
    );
    expect(after.find((e) => e.stream === 'hotel-h1')).toEqual(before.find((e) => e.stream === 'hotel-h1'));
    const verified = await script('verify-log.ts', dir.path);
    expect(verified.output).toContain('Event log intact');
    expect(verified.code).toBe(0);
  }, 120_000); // two scripts, each a cold tsx start: slow on a loaded machine

  it('reads back every event as it was written, with the keys it made', async () => {
    const master = MasterKey.fromBase64(readFileSync(defaultPersonalDataKeyFile(dir.path), 'utf8'))!;
    const keys = new SqlitePersonalDataKeys(join(dir.path, 'keys.db'), master);
    const events = new PersonalDataEventStore(new SqliteEventStore({ path: logPath }), keys);
    try {
      const read = await events.readAll({ after: 0, limit: 10_000 });
      expect(read.slice(0, before.length).map((e) => e.data)).toEqual(before.map((e) => e.data));
    } finally {
      await events.close();
      await keys.close();
    }
  });

  it('changes nothing when run again', async () => {
    const last = await all();
    const again = await script('migrate-personal-data.ts', dir.path);
    expect(again.output).toContain('nothing to migrate');
    expect(again.code).toBe(0);
    expect(await all()).toEqual(last);
  });
});
