import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { GENESIS_HASH, eventHash } from '../../src-domain/eventstore/hash-chain.ts';
import {
  describeVerdict,
  verifyStoredLog,
  type LogVerdict,
} from '../../src-domain/eventstore/log-verification.ts';
import type { SealData } from '../../src-domain/eventstore/seal.ts';
import { sealLog } from '../../src-jobs/seals/seal-log.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { tempDir } from '../support/temp-dir.ts';

interface Row {
  position: number;
  stream: string;
  version: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

/**
 * Tampering with a copy of an embedded log, one kind of change per copy, each as someone with the file would
 * make it with SQL: `verifyStoredLog` (what `npm run verify-log` and the app's check run) finds every one.
 * The log: two streams written, sealed, then written again.
 */
describe('verifying a tampered log', () => {
  const dir = tempDir('inspecta-tamper-');
  const original = join(dir.path, 'events.db');
  let seal: SealData;
  let copies = 0;

  beforeAll(async () => {
    const events = new SqliteEventStore({ path: original });
    for (let i = 1; i <= 4; i++) {
      await events.append('hotel-a', [{ type: 'HotelUpdated', data: { name: `Solvik ${i}` } }]);
      await events.append('user-b', [{ type: 'UserUpdated', data: { changes: { name: `Bo ${i}` } } }]);
    }
    seal = (await sealLog(events, new ManualClock('2026-11-25T08:00:00.000Z')))!;
    await events.append('hotel-a', [{ type: 'HotelUpdated', data: { name: 'Solvik after the seal' } }]);
    await events.append('user-c', [{ type: 'UserUpdated', data: { changes: { name: 'Cy' } } }]);
    await events.close();
  });
  afterAll(() => dir.remove());

  /** A copy of the log changed by `tamper`, then verified through the store, as the command does. */
  async function verifyCopy(
    tamper: (db: Database.Database) => void,
    options: { expectedSeal?: string } = {},
  ): Promise<LogVerdict> {
    const path = join(dir.path, `copy-${++copies}.db`);
    copyFileSync(original, path);
    const db = new Database(path);
    tamper(db);
    db.close();
    const events = new SqliteEventStore({ path });
    try {
      return await verifyStoredLog(events, options);
    } finally {
      await events.close();
    }
  }

  const rows = (db: Database.Database, stream: string) =>
    db.prepare<[string], Row>('SELECT * FROM events WHERE stream = ? ORDER BY version').all(stream);
  /** What a careful forger does after an edit: the stream's whole chain computed again, so it verifies. */
  function rechain(db: Database.Database, stream: string) {
    let prevHash = GENESIS_HASH;
    for (const row of rows(db, stream)) {
      const metadata = { ...JSON.parse(row.metadata), prevHash };
      const event = { ...row, eventId: row.event_id, data: JSON.parse(row.data), metadata };
      metadata.hash = eventHash(prevHash, event);
      prevHash = metadata.hash;
      db.prepare('UPDATE events SET metadata = ? WHERE position = ?').run(
        JSON.stringify(metadata),
        row.position,
      );
    }
  }
  const edit = (db: Database.Database, position: number) =>
    db
      .prepare('UPDATE events SET data = ? WHERE position = ?')
      .run(JSON.stringify({ name: 'Solvik, edited' }), position);

  it('passes the untouched copy, with its seal', async () => {
    const verdict = await verifyCopy(() => {});
    expect(verdict).toMatchObject({ ok: true, events: 11, lastSeal: { value: seal.value, position: 8 } });
    expect(seal).toMatchObject({ position: 8, events: 8, streams: 2, previous: null });
    expect(describeVerdict(verdict)).toMatch(/^Event log intact: 11 events in 4 streams/);
  });

  it('finds an edited event by its hash', async () => {
    const verdict = await verifyCopy((db) => edit(db, 3));
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'hash', stream: 'hotel-a', version: 2 } });
    expect(describeVerdict(verdict)).toContain('TAMPERED: hotel-a version 2');
  });

  it('finds an edited event whose chain was computed again, by the seal', async () => {
    const verdict = await verifyCopy((db) => {
      edit(db, 3);
      rechain(db, 'hotel-a');
    });
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'seal', sealedPosition: 8 } });
  });

  it('finds a deleted event by the gap in its stream', async () => {
    const verdict = await verifyCopy((db) => db.prepare('DELETE FROM events WHERE position = 3').run());
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'version', stream: 'hotel-a', version: 3 } });
  });

  it("finds a stream's last sealed event deleted, which leaves no gap, by the seal", async () => {
    // user-b's last event (position 8) goes; nothing after it in user-b shows a gap.
    const verdict = await verifyCopy((db) => db.prepare('DELETE FROM events WHERE position = 8').run());
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'seal' } });
  });

  it('finds two events of a stream swapped', async () => {
    const verdict = await verifyCopy((db) => {
      db.prepare('UPDATE events SET position = 100 WHERE position = 1').run();
      db.prepare('UPDATE events SET position = 1 WHERE position = 3').run();
      db.prepare('UPDATE events SET position = 3 WHERE position = 100').run();
    });
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'version', stream: 'hotel-a', version: 2 } });
  });

  it('finds an appended event that does not chain', async () => {
    const verdict = await verifyCopy((db) => {
      const [head] = rows(db, 'user-c');
      const metadata = {
        ...JSON.parse(head!.metadata),
        eventId: 'forged',
        prevHash: JSON.parse(head!.metadata).hash,
      };
      db.prepare(
        'INSERT INTO events (stream, version, event_id, type, data, metadata) VALUES (?, 2, ?, ?, ?, ?)',
      ).run(
        'user-c',
        'forged',
        'UserRoleChanged',
        JSON.stringify({ role: 'superUser' }),
        JSON.stringify(metadata),
      );
    });
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'hash', stream: 'user-c', version: 2 } });
  });

  it('finds an event slipped in before the seal with a chain that verifies, by the seal', async () => {
    const verdict = await verifyCopy((db) => {
      // Positions after 4 moved up one, a well-chained hotel-a event put at 5, and hotel-a chained again.
      db.prepare('UPDATE events SET position = position + 1000 WHERE position > 4').run();
      db.prepare('UPDATE events SET position = position - 999 WHERE position > 1000').run();
      db.prepare('UPDATE events SET version = version + 1000 WHERE stream = ? AND version >= 3').run(
        'hotel-a',
      );
      db.prepare('UPDATE events SET version = version - 999 WHERE stream = ? AND version > 1000').run(
        'hotel-a',
      );
      db.prepare(
        'INSERT INTO events (position, stream, version, event_id, type, data, metadata) VALUES (5, ?, 3, ?, ?, ?, ?)',
      ).run(
        'hotel-a',
        'slipped-in',
        'HotelUpdated',
        JSON.stringify({ name: 'Forged' }),
        JSON.stringify({ eventId: 'slipped-in' }),
      );
      rechain(db, 'hotel-a');
    });
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'seal' } });
  });

  it('finds the end of the log cut off, seal and all, by the position the log had reached', async () => {
    const verdict = await verifyCopy((db) => db.prepare('DELETE FROM events WHERE position >= 9').run());
    expect(verdict).toMatchObject({ ok: false, problem: { kind: 'truncated', head: 8, expected: 11 } });
    expect(describeVerdict(verdict)).toContain('TRUNCATED');
  });

  it('finds a cut-off end whose counter was reset too, given the seal shown before', async () => {
    const cut = (db: Database.Database) => {
      db.prepare('DELETE FROM events WHERE position >= 9').run();
      db.prepare("UPDATE sqlite_sequence SET seq = 8 WHERE name = 'events'").run();
    };
    expect((await verifyCopy(cut)).ok).toBe(true);
    expect(await verifyCopy(cut, { expectedSeal: seal.value })).toMatchObject({
      ok: false,
      problem: { kind: 'truncated', expected: seal.value },
    });
  });
});
