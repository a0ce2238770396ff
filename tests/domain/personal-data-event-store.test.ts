import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { verifyEventLog } from '../../src-domain/eventstore/log-verification.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { SqlitePersonalDataKeys } from '../../src-domain/personal-data/adapters/sqlite.ts';
import { MasterKey } from '../../src-domain/personal-data/master-key.ts';
import { PersonalDataEventStore } from '../../src-domain/personal-data/personal-data-event-store.ts';
import { ERASED_EMAIL, ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';
import { tempDir } from '../support/temp-dir.ts';

const NAME = 'Zebulon Quartermaine';
const EMAIL = 'zebulon.quartermaine@example.test';

const created = (userId: string) => ({
  type: 'UserCreated',
  data: {
    userId,
    organizationId: null,
    name: NAME,
    email: EMAIL,
    role: 'agent',
    agentCode: 'A7',
    profile: 'Speaks four languages',
    language: 'en',
    passwordCredentialId: null,
    hotelIds: [],
    createdAt: '2026-11-26T08:00:00.000Z',
  },
});

const renamed = {
  type: 'UserUpdated',
  data: { changes: { name: 'Zeb Quartermaine', agentCode: 'A8' }, previous: { name: NAME, agentCode: 'A7' } },
};

describe('the log with personal data encrypted', () => {
  let dir: ReturnType<typeof tempDir>;
  let stored: SqliteEventStore;
  let keys: SqlitePersonalDataKeys;
  let events: PersonalDataEventStore;
  const logPath = () => join(dir.path, 'events.db');

  beforeEach(() => {
    dir = tempDir();
    stored = new SqliteEventStore({ path: logPath(), pollIntervalMs: 20 });
    keys = new SqlitePersonalDataKeys(join(dir.path, 'keys.db'), MasterKey.generate().key);
    events = new PersonalDataEventStore(stored, keys);
  });
  afterEach(async () => {
    await events.close();
    await keys.close();
    dir.remove();
  });

  it('gives back what was appended, on every read path, while the file holds none of it', async () => {
    await events.append('user-u1', [created('u1'), renamed]);
    const [first, second] = await events.readStream('user-u1');
    expect(first!.data).toEqual(created('u1').data);
    expect(second!.data).toEqual(renamed.data);
    expect((await events.readAll({ after: 0, limit: 10 })).map((e) => e.data)).toEqual([
      created('u1').data,
      renamed.data,
    ]);
    const delivered: RecordedEvent[] = [];
    const subscription = events.subscribe({ after: 0 }, (batch) => void delivered.push(...batch));
    await expect.poll(() => delivered.length).toBe(2);
    await subscription.stop();
    expect(delivered[1]!.data).toEqual(renamed.data);

    const raw = (await stored.readStream('user-u1')).map((e) => JSON.stringify(e.data)).join('\n');
    expect(raw).not.toContain('Zebulon');
    expect(raw).not.toContain('Quartermaine');
    expect(raw).toContain('"agentCode":"A8"');
    await stored.close();
    const file = readFileSync(logPath());
    expect(file.includes('Quartermaine')).toBe(false);
  });

  it('reads an erased person as the erased marker, and the chains still verify', async () => {
    await events.append('user-u1', [created('u1'), renamed]);
    await events.append('user-u2', [created('u2')]);
    const before = await stored.readAll({ after: 0, limit: 10 });
    await events.erase('u1');
    await events.append('user-u1', [{ type: 'UserErased', data: { at: '2026-11-26T09:00:00.000Z' } }]);

    const [first, second] = await events.readStream('user-u1');
    expect(first!.data).toMatchObject({ name: ERASED_NAME, email: ERASED_EMAIL, profile: '', erased: true });
    expect(first!.data).toMatchObject({ agentCode: 'A7', role: 'agent' });
    expect(second!.data).toEqual({
      changes: { name: ERASED_NAME, agentCode: 'A8' },
      previous: { name: ERASED_NAME, agentCode: 'A7' },
      erased: true,
    });
    // Someone else's data is untouched.
    expect((await events.readStream('user-u2'))[0]!.data).toEqual(created('u2').data);
    // Nothing stored changed: the same rows, and every chain verifies.
    const after = await stored.readAll({ after: 0, limit: 10 });
    expect(after.slice(0, before.length)).toEqual(before);
    expect(verifyEventLog(after).ok).toBe(true);
  });

  it('another process that kept the key stops using it once it reads the erasure', async () => {
    await events.append('user-u1', [created('u1')]);
    const other = new PersonalDataEventStore(new SqliteEventStore({ path: logPath() }), keys);
    expect((await other.readStream('user-u1'))[0]!.data).toMatchObject({ name: NAME });
    await events.erase('u1');
    await events.append('user-u1', [{ type: 'UserErased', data: { at: '2026-11-26T09:00:00.000Z' } }]);
    await other.readAll({ after: 0, limit: 10 });
    expect((await other.readStream('user-u1'))[0]!.data).toMatchObject({ name: ERASED_NAME, erased: true });
    await other.close();
  });

  it('hands other events on as they are: the same array and the same objects', async () => {
    await events.append('hotel-h1', [{ type: 'HotelDeleted', data: { at: 'x' } }]);
    await events.append('user-u1', [{ type: 'UserLinkedToHotel', data: { hotelId: 'h1' } }]);
    // The arrays the store hands out, to compare with what the wrapper hands on.
    const pages: RecordedEvent[][] = [];
    const watched = Object.create(stored) as SqliteEventStore;
    watched.readAll = async (options) => {
      const page = await stored.readAll(options);
      pages.push(page);
      return page;
    };
    const read = await new PersonalDataEventStore(watched, keys).readAll({ after: 0, limit: 10 });
    expect(read).toHaveLength(2);
    expect(read).toBe(pages[0]);
  });

  it('takes a retried append (same event id) as the first, with the data decrypted as sent', async () => {
    const event = { ...created('u1'), eventId: 'create-u1' };
    const first = await events.append('user-u1', [event], { expected: 'no_stream' });
    const retried = await events.append('user-u1', [event], { expected: 'no_stream' });
    expect(retried).toEqual({ ...first, repeated: true });
    const stream = await events.readStream('user-u1');
    expect(stream).toHaveLength(1);
    expect(stream[0]!.data).toMatchObject({ name: NAME });
  });

  it('decrypts each stored event once for all its readers', async () => {
    await events.append('user-u1', [created('u1')]);
    const a = await events.readAll({ after: 0, limit: 10 });
    const b = await events.readAll({ after: 0, limit: 10 });
    expect(a).not.toBe(b);
    expect(a[0]).toBe(b[0]);
  });
});
