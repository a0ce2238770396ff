import Database from 'better-sqlite3';
import { GENESIS_HASH, eventHash, stampEvent } from '../src-domain/eventstore/hash-chain.ts';
import type { EventRow } from '../src-domain/eventstore/adapters/sqlite.ts';
import type { EventMetadata } from '../src-domain/eventstore/types.ts';
import { REGISTRY, readRegistry } from '../src-projections/registry.ts';
import { CHECKPOINTS } from '../src-projections/runner.ts';
import type { ReadStore } from '../src-projections/store/types.ts';

/**
 * The offline rewrites of the embedded log (`npm run migrate:credentials`, `npm run migrate:personal-data`):
 * each changes the data of some events, computes the hash chain of every stream it changed again, and
 * records itself as an event of its own maintenance stream. Run with the server stopped.
 */

/** An event as the embedded log's table holds it. */
export type LogRow = EventRow;

export function readLogStream(db: Database.Database, stream: string): LogRow[] {
  return db.prepare<[string], LogRow>('SELECT * FROM events WHERE stream = ? ORDER BY version').all(stream);
}

/** Opens the embedded log for a rewrite. */
export function openLogForRewrite(logPath: string): Database.Database {
  const db = new Database(logPath);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * A stream's rows with new data, chained again from its first event: each event's prevHash and hash are
 * computed over the data it now holds, as the store computes them at append.
 */
export function rechainStream(rows: LogRow[], dataOf: (row: LogRow) => unknown): LogRow[] {
  let prevHash = GENESIS_HASH;
  return rows.map((row) => {
    const data = dataOf(row);
    const metadata = JSON.parse(row.metadata) as EventMetadata;
    metadata.prevHash = prevHash;
    metadata.hash = eventHash(prevHash, {
      stream: row.stream,
      version: row.version,
      eventId: row.event_id,
      type: row.type,
      data,
      metadata,
    });
    prevHash = metadata.hash;
    return { ...row, data: JSON.stringify(data), metadata: JSON.stringify(metadata) };
  });
}

/** Writes rewritten rows and the record of the rewrite in one transaction; the record's position. */
export function commitRewrite(
  db: Database.Database,
  rows: LogRow[],
  record: { stream: string; type: string; data: Record<string, unknown> },
  now: Date,
): number {
  const update = db.prepare('UPDATE events SET data = ?, metadata = ? WHERE position = ?');
  const position = db
    .transaction(() => {
      for (const row of rows) update.run(row.data, row.metadata, row.position);
      return recordMaintenance(db, record, now);
    })
    .immediate();
  // No copy of the old data may stay in the write-ahead log or in free pages.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('VACUUM');
  return position;
}

/** Appends the record of a rewrite to its stream, chained like any append. */
function recordMaintenance(
  db: Database.Database,
  record: { stream: string; type: string; data: Record<string, unknown> },
  now: Date,
): number {
  const head = db
    .prepare<[string], LogRow>('SELECT * FROM events WHERE stream = ? ORDER BY version DESC LIMIT 1')
    .get(record.stream);
  const version = (head?.version ?? 0) + 1;
  const prevHash = head ? (JSON.parse(head.metadata) as EventMetadata).hash! : GENESIS_HASH;
  const stamped = stampEvent(
    record.stream,
    version,
    prevHash,
    { type: record.type, data: record.data, metadata: { actorId: 'system' } },
    now,
  );
  const result = db
    .prepare('INSERT INTO events (stream, version, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      record.stream,
      version,
      stamped.eventId,
      stamped.type,
      JSON.stringify(stamped.data),
      JSON.stringify(stamped.metadata),
    );
  return Number(result.lastInsertRowid);
}

/** Drops a read model with its checkpoint and registry entry, so the next start builds it again. */
export async function forgetReadModel(readStore: ReadStore, collection: string): Promise<void> {
  const entry = await readRegistry(readStore, collection);
  if (!entry) return;
  await readStore.dropCollection(entry.physical);
  await readStore.collection(CHECKPOINTS).deleteOne({ _id: entry.checkpointId });
  await readStore.collection(REGISTRY).deleteOne({ _id: entry._id });
}

/** Rewrites an embedded SQLite file so that no dropped bytes stay in its free pages or write-ahead log. */
export function vacuumDatabase(path: string): void {
  const db = new Database(path);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('VACUUM');
  } finally {
    db.close();
  }
}
