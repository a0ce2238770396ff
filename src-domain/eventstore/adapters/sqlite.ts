import { systemClock, type Clock } from '../../shared/clock.ts';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { checkAppendSize } from '../append-size.ts';
import { ChangeSignal } from '../change-signal.ts';
import { privateDatabaseFile } from './private-files.ts';
import { EventIdConflictError, WrongExpectedVersionError, expectationHolds } from '../errors.ts';
import { GENESIS_HASH, stampEvent } from '../hash-chain.ts';
import { pullSubscription } from '../pull-subscription.ts';
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../types.ts';

interface EventRow {
  position: number;
  stream: string;
  version: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

interface PendingAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedVersion;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export interface SqliteEventStoreOptions {
  /** File path, or ':memory:' for tests. */
  path: string;
  /** How often a caught-up subscription looks for appends made by other processes. */
  pollIntervalMs?: number;
  /** Stamps each event's occurredAt; the composition root gives the injected clock. */
  clock?: Clock;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  stream   TEXT    NOT NULL,
  version  INTEGER NOT NULL,
  event_id TEXT    NOT NULL,
  type     TEXT    NOT NULL,
  data     TEXT    NOT NULL,
  metadata TEXT    NOT NULL,
  UNIQUE (stream, version),
  UNIQUE (event_id)
);
CREATE TABLE IF NOT EXISTS log_identity (id TEXT NOT NULL);`;

/**
 * The embedded event log. Appends that arrive while the previous commit runs are group-committed: one
 * transaction and one fsync for the whole group, each append checked on its own savepoint so one failure
 * leaves the others intact. An append's promise settles only after its group has committed.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly signal = new ChangeSignal();
  private readonly pollIntervalMs: number;
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  private closed = false;
  /**
   * The events last read from the log, contiguous by position: every projection reads the same new events
   * moments apart, and all but the first are served from here. A committed position never changes, and
   * SQLite makes commits visible in position order, so a range read once is complete: `recent` holds every
   * event after `recentAfter` up to its last. (Checking the hash chain reads streams from the file, not this.)
   */
  private recent: RecordedEvent[] = [];
  private recentAfter = 0;
  private readonly statements;
  private readonly appendGroup: (group: PendingAppend[]) => Array<AppendResult | { error: unknown }>;

  private readonly clock: Clock;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.clock = options.clock ?? systemClock;
    privateDatabaseFile(options.path);
    this.db = new Database(options.path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    // Written once, when the log is created; never changes after.
    this.db.transaction(() => {
      if (!this.db.prepare('SELECT id FROM log_identity').get())
        this.db.prepare('INSERT INTO log_identity (id) VALUES (?)').run(randomUUID());
    })();
    this.statements = {
      head: this.db.prepare<[string], { version: number; metadata: string }>(
        'SELECT version, metadata FROM events WHERE stream = ? ORDER BY version DESC LIMIT 1',
      ),
      byEventId: this.db.prepare<[string], { stream: string; version: number; position: number }>(
        'SELECT stream, version, position FROM events WHERE event_id = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (stream, version, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db.prepare<[string, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND version >= ? ORDER BY version',
      ),
      readAll: this.db.prepare<[number, number], EventRow>(
        'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
      ),
      headPosition: this.db.prepare<[], { position: number | null }>(
        'SELECT max(position) AS position FROM events',
      ),
    };
    const appendOne = this.db.transaction((request: PendingAppend) => this.appendNow(request));
    this.appendGroup = this.db.transaction((group: PendingAppend[]) =>
      group.map((request) => {
        try {
          return appendOne(request);
        } catch (error) {
          return { error };
        }
      }),
    );
  }

  append(stream: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise((resolve, reject) => {
      this.pending.push({ stream, events, expected: options.expected ?? 'any', resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    let outcomes: Array<AppendResult | { error: unknown }>;
    try {
      outcomes = this.appendGroup(group);
    } catch (error) {
      // The commit itself failed: the whole group rolled back, so nothing of it was written.
      for (const request of group) request.reject(error);
      return;
    }
    group.forEach((request, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) request.reject(outcome.error);
      else request.resolve(outcome);
    });
    this.signal.notify();
  }

  /** Runs inside a savepoint of the group's transaction. */
  private appendNow({ stream, events, expected }: PendingAppend): AppendResult {
    const retried = this.previousAppend(stream, events);
    if (retried) return retried;
    const head = this.statements.head.get(stream);
    const current = head?.version ?? 0;
    if (!expectationHolds(expected, current)) throw new WrongExpectedVersionError(stream, expected, current);
    let prevHash = head ? (JSON.parse(head.metadata).hash as string) : GENESIS_HASH;
    let version = current;
    let position = 0;
    const now = this.clock.now();
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
    return { version: last.version, position: last.position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.statements.readStream.all(stream, options.fromVersion ?? 1).map(toRecorded);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const { after, limit } = options;
    const last = this.recent.at(-1)?.position ?? this.recentAfter;
    if (after >= this.recentAfter && after < last) {
      const start = firstAfter(this.recent, after);
      return this.recent.slice(start, start + limit);
    }
    const read = this.statements.readAll.all(after, limit).map(toRecorded);
    if (read.length > 0) {
      if (after === last && this.recent.length > 0) this.recent = this.recent.concat(read);
      else [this.recent, this.recentAfter] = [read, after];
      if (this.recent.length > RECENT_EVENTS) {
        const dropped = this.recent.length - RECENT_EVENTS;
        this.recentAfter = this.recent[dropped - 1]!.position;
        this.recent = this.recent.slice(dropped);
      }
    }
    return read;
  }

  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription {
    return pullSubscription(
      { readAll: (o) => this.readAll(o), signal: this.signal, pollIntervalMs: this.pollIntervalMs },
      options,
      handler,
    );
  }

  async logId(): Promise<string> {
    return (this.db.prepare('SELECT id FROM log_identity').get() as { id: string }).id;
  }

  async headPosition(): Promise<number> {
    return this.statements.headPosition.get()?.position ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.signal.notify();
    this.db.close();
  }
}

/** How many of the last read events are kept for the other projections' reads. */
const RECENT_EVENTS = 4096;

/** The index of the first event past `position` (binary search: the list is ordered by position). */
function firstAfter(events: RecordedEvent[], position: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.position > position) high = middle;
    else low = middle + 1;
  }
  return low;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    stream: row.stream,
    version: row.version,
    position: row.position,
    eventId: row.event_id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
  };
}

function isUniqueViolation(error: unknown, column: string): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes(column)
  );
}
