import type Database from 'better-sqlite3';
import { AppendTooLargeError, checkAppendSize } from '../append-size.ts';
import { EventIdConflictError, WrongExpectedVersionError, expectationHolds } from '../errors.ts';
import { GENESIS_HASH, stampEvent } from '../hash-chain.ts';
import type { AppendResult, ExpectedVersion, NewEvent } from '../types.ts';

export interface AppendRequest {
  stream: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

/** An append's outcome as it crosses a thread: a result, or its error as plain fields. */
export type AppendOutcome = AppendResult | { error: ErrorFields };

export interface ErrorFields {
  name: string;
  message: string;
  code?: string;
  stream?: string;
  expected?: ExpectedVersion;
  actual?: number;
  eventId?: string;
  bytes?: number;
  limit?: number;
}

/**
 * Pragmas for every connection to the log file. FULL: a commit is on disk before its append settles, so the
 * log is never behind a read model built from it, even after a power cut.
 */
export function configureLogConnection(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
}

/**
 * Writes groups of appends on one connection: one transaction and one fsync for the whole group, each append
 * checked on its own savepoint so one failure leaves the others intact. Stamping (hash chain) happens here,
 * inside the transaction, because the previous hash is the stream's head as stored.
 */
export class SqliteAppender {
  private readonly statements;
  private readonly group: (requests: AppendRequest[], now: Date) => AppendOutcome[];

  constructor(db: Database.Database) {
    this.statements = {
      head: db.prepare<[string], { version: number; metadata: string }>(
        'SELECT version, metadata FROM events WHERE stream = ? ORDER BY version DESC LIMIT 1',
      ),
      byEventId: db.prepare<[string], { stream: string; version: number; position: number }>(
        'SELECT stream, version, position FROM events WHERE event_id = ?',
      ),
      insert: db.prepare(
        'INSERT INTO events (stream, version, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
    };
    const appendOne = db.transaction((request: AppendRequest, now: Date) => this.appendNow(request, now));
    this.group = db.transaction((requests: AppendRequest[], now: Date) =>
      requests.map((request) => {
        try {
          return appendOne(request, now);
        } catch (error) {
          return { error: errorFields(error) };
        }
      }),
    );
  }

  /** Commits the group; throws only when the commit itself fails (then nothing of the group was written). */
  appendGroup(requests: AppendRequest[], now: Date): AppendOutcome[] {
    return this.group(requests, now);
  }

  /** Runs inside a savepoint of the group's transaction. */
  private appendNow({ stream, events, expected }: AppendRequest, now: Date): AppendResult {
    const retried = this.previousAppend(stream, events);
    if (retried) return retried;
    const head = this.statements.head.get(stream);
    const current = head?.version ?? 0;
    if (!expectationHolds(expected, current)) throw new WrongExpectedVersionError(stream, expected, current);
    let prevHash = head ? (JSON.parse(head.metadata).hash as string) : GENESIS_HASH;
    let version = current;
    let position = 0;
    const stampedEvents = events.map((event, index) => {
      const stamped = stampEvent(stream, current + index + 1, prevHash, event, now);
      prevHash = stamped.metadata.hash!;
      return stamped;
    });
    // The same limit as EventStoreDB's, so the embedded deployment accepts nothing the distributed one refuses.
    checkAppendSize(stream, stampedEvents);
    for (const stamped of stampedEvents) {
      version++;
      try {
        const info = this.statements.insert.run(
          stream,
          version,
          stamped.eventId,
          stamped.type,
          JSON.stringify(stamped.data),
          JSON.stringify(stamped.metadata),
        );
        position = Number(info.lastInsertRowid);
      } catch (error) {
        if (isUniqueViolation(error, 'event_id')) throw new EventIdConflictError(stamped.eventId);
        throw error;
      }
    }
    return { version, position };
  }

  /** A retry of an append already written (same event ids, same stream, same count) returns its first result. */
  private previousAppend(stream: string, events: NewEvent[]): AppendResult | null {
    const firstId = events[0]!.eventId;
    if (!firstId) return null;
    const first = this.statements.byEventId.get(firstId);
    if (!first) return null;
    let last = first;
    for (let i = 0; i < events.length; i++) {
      const id = events[i]!.eventId;
      const row = id ? this.statements.byEventId.get(id) : undefined;
      if (!row || row.stream !== stream || row.version !== first.version + i) {
        throw new EventIdConflictError(id ?? firstId);
      }
      last = row;
    }
    return { version: last.version, position: last.position, repeated: true };
  }
}

/** An error as plain fields (what a thread can post), and back: the callers test these classes. */
export function errorFields(error: unknown): ErrorFields {
  const e = error as Partial<ErrorFields> & Error;
  return {
    name: e?.name ?? 'Error',
    message: e?.message ?? String(error),
    ...(e?.code ? { code: e.code } : {}),
    ...(e?.stream !== undefined ? { stream: e.stream } : {}),
    ...(e?.expected !== undefined ? { expected: e.expected } : {}),
    ...(e?.actual !== undefined ? { actual: e.actual } : {}),
    ...(e?.eventId !== undefined ? { eventId: e.eventId } : {}),
    ...(e?.bytes !== undefined ? { bytes: e.bytes } : {}),
    ...(e?.limit !== undefined ? { limit: e.limit } : {}),
  };
}

export function errorFrom(fields: ErrorFields): Error {
  switch (fields.name) {
    case 'WrongExpectedVersionError':
      return new WrongExpectedVersionError(fields.stream!, fields.expected!, fields.actual!);
    case 'EventIdConflictError':
      return new EventIdConflictError(fields.eventId!);
    case 'AppendTooLargeError':
      return new AppendTooLargeError(fields.stream!, fields.bytes!, fields.limit);
    default:
      return Object.assign(new Error(fields.message), { name: fields.name, code: fields.code });
  }
}

function isUniqueViolation(error: unknown, column: string): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes(column)
  );
}
