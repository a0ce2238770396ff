import type Database from 'better-sqlite3';
import type { PersonalDataKeys } from '../src-domain/personal-data/personal-data-keys.ts';
import { encryptEvent, personOfStream } from '../src-domain/personal-data/personal-events.ts';
import { PERSONAL_FIELDS } from '../src-domain/personal-data/personal-fields.ts';
import {
  commitRewrite,
  openLogForRewrite,
  readLogStream,
  rechainStream,
  type LogRow,
} from './log-rewrite.ts';

/** The stream and event that record the migration in the log it rewrote. */
export const PERSONAL_DATA_MAINTENANCE_STREAM = 'logMaintenance-personalData';
export const PERSONAL_DATA_ENCRYPTED = 'PersonalDataEncrypted';

export interface PersonalDataMigrationResult {
  /** Events whose personal fields were encrypted (0: none was in plain text, and nothing was recorded). */
  events: number;
  streams: number;
  /** Position of the event recording the migration; null when there was nothing to do. */
  position: number | null;
}

type Data = Record<string, unknown>;

/**
 * Encrypts the personal fields of the user events an embedded log holds in plain text (written before the
 * personal-data key store), for `npm run migrate:personal-data`:
 *
 * - each person's key is made in the key store first (the same key on a second run);
 * - every user stream holding a plain name, e-mail or profile gets those fields encrypted under it, exactly
 *   as the application encrypts them at append, and its hash chain computed again;
 * - the migration is recorded (`PersonalDataEncrypted` in `logMaintenance-personalData`), in the same
 *   transaction; the file is then vacuumed, so no plain copy stays in free pages or the write-ahead log.
 *
 * Positions, event ids and the log's identity stay, so read-model checkpoints remain valid (the read models
 * read the same decrypted values as before). Idempotent: a log without plain personal fields is left as it is.
 * Run it with the server stopped.
 */
export async function encryptPersonalDataInLog(
  logPath: string,
  keys: PersonalDataKeys,
  now: Date,
): Promise<PersonalDataMigrationResult> {
  const db = openLogForRewrite(logPath);
  try {
    const streams = streamsWithPlainPersonalData(db);
    if (streams.length === 0) return { events: 0, streams: 0, position: null };
    const rows: LogRow[] = [];
    let events = 0;
    for (const stream of streams) {
      const userId = personOfStream(stream)!;
      const key = await keys.getOrCreate(userId);
      rows.push(
        ...rechainStream(readLogStream(db, stream), (row) => {
          const event = { type: row.type, data: JSON.parse(row.data) as Data };
          const encrypted = encryptEvent(userId, key, event);
          if (encrypted !== event) events++;
          return encrypted.data;
        }),
      );
    }
    const position = commitRewrite(
      db,
      rows,
      {
        stream: PERSONAL_DATA_MAINTENANCE_STREAM,
        type: PERSONAL_DATA_ENCRYPTED,
        data: { streams: streams.length, events, at: now.toISOString() },
      },
      now,
    );
    return { events, streams: streams.length, position };
  } finally {
    db.close();
  }
}

/** The user streams with at least one personal field in plain text. */
function streamsWithPlainPersonalData(db: Database.Database): string[] {
  const types = Object.keys(PERSONAL_FIELDS);
  const rows = db
    .prepare<string[], Pick<LogRow, 'stream' | 'type' | 'data'>>(
      `SELECT stream, type, data FROM events
       WHERE stream LIKE 'user-%' AND type IN (${types.map(() => '?').join(', ')}) ORDER BY position`,
    )
    .all(...types);
  const streams = new Set<string>();
  // A throwaway key: only whether encrypting would change the event matters here.
  const probe = new Uint8Array(32);
  for (const row of rows) {
    if (streams.has(row.stream)) continue;
    const event = { type: row.type, data: JSON.parse(row.data) as Data };
    if (encryptEvent('probe', probe, event) !== event) streams.add(row.stream);
  }
  return [...streams];
}
