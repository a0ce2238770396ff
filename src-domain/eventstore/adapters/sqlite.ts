import { systemClock, type Clock } from '../../shared/clock.ts';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { ChangeSignal } from '../change-signal.ts';
import { pullSubscription } from '../pull-subscription.ts';
import { SharedReads } from '../shared-reads.ts';
import { privateDatabaseFile } from './private-files.ts';
import { AppendThread } from './sqlite-append-thread.ts';
import {
  configureLogConnection,
  errorFrom,
  SqliteAppender,
  type AppendOutcome,
  type AppendRequest,
} from './sqlite-appender.ts';
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../types.ts';

/** An event as the embedded log's `events` table holds it (the offline rewrites read it so too). */
export interface EventRow {
  position: number;
  stream: string;
  version: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

interface PendingAppend extends AppendRequest {
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
  /**
   * Reads only (the projections' thread): no writer thread is started, and appends are refused. Its
   * subscriptions learn of appends from `appended()`, told by the thread that appends, or by polling.
   */
  readOnly?: boolean;
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
 * transaction and one fsync for the whole group (see `SqliteAppender`). A log in a file commits on its own
 * thread (`AppendThread`), so the server's thread never waits for the disk; an in-memory log, which has no
 * disk to wait for and no file to share, commits on this connection. An append's promise settles only after
 * its group has committed.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly signal = new ChangeSignal();
  private readonly appendListeners = new Set<() => void>();
  private readonly readOnly: boolean;
  /** Subscriptions read the tail through one shared read (each runner used to read it on its own). */
  private readonly tail = new SharedReads((o) => this.readAll(o), this.signal);
  private readonly pollIntervalMs: number;
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  private committing: Promise<void> | null = null;
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
  private readonly commit: (group: AppendRequest[], now: Date) => Promise<AppendOutcome[]>;
  private readonly thread: AppendThread | null;

  private readonly clock: Clock;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.clock = options.clock ?? systemClock;
    this.readOnly = options.readOnly ?? false;
    privateDatabaseFile(options.path);
    this.db = new Database(options.path);
    configureLogConnection(this.db);
    this.db.exec(SCHEMA);
    // Written once, when the log is created; never changes after.
    this.db.transaction(() => {
      if (!this.db.prepare('SELECT id FROM log_identity').get())
        this.db.prepare('INSERT INTO log_identity (id) VALUES (?)').run(randomUUID());
    })();
    this.statements = {
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
    if (this.readOnly) {
      this.thread = null;
      this.commit = () => Promise.reject(new Error('This connection to the event log only reads'));
    } else if (options.path === ':memory:' || options.path === '') {
      const appender = new SqliteAppender(this.db);
      this.thread = null;
      this.commit = async (group, now) => appender.appendGroup(group, now);
    } else {
      const thread = new AppendThread(options.path);
      this.thread = thread;
      this.commit = (group, now) => thread.appendGroup(group, now);
    }
  }

  append(stream: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    if (this.readOnly) return Promise.reject(new Error('This connection to the event log only reads'));
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise((resolve, reject) => {
      this.pending.push({ stream, events, expected: options.expected ?? 'any', resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.committing) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.committing = this.flush().finally(() => {
        this.committing = null;
        if (this.pending.length > 0) this.scheduleFlush();
      });
    });
  }

  /** Commits what is pending as one group; the appends that arrive meanwhile wait for the next group. */
  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    let outcomes: AppendOutcome[];
    try {
      outcomes = await this.commit(
        group.map(({ stream, events, expected }) => ({ stream, events, expected })),
        this.clock.now(),
      );
    } catch (error) {
      // The commit itself failed: the whole group rolled back, so nothing of it was written.
      for (const request of group) request.reject(error);
      return;
    }
    group.forEach((request, index) => {
      const outcome = outcomes[index]!;
      if ('error' in outcome) request.reject(errorFrom(outcome.error));
      else request.resolve(outcome);
    });
    this.signal.notify();
    for (const listener of this.appendListeners) listener();
  }

  /** Called after each group of appends has committed (the projections' thread is told so). */
  onAppended(listener: () => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /** Another connection appended: caught-up subscriptions read at once instead of at their next poll. */
  appended(): void {
    this.signal.notify();
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
      { readAll: (o) => this.tail.read(o), signal: this.signal, pollIntervalMs: this.pollIntervalMs },
      options,
      handler,
    );
  }

  async lastAssignedPosition(): Promise<number> {
    const row = this.db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'events'").get() as
      { seq: number } | undefined;
    return row?.seq ?? 0;
  }

  async logId(): Promise<string> {
    return (this.db.prepare('SELECT id FROM log_identity').get() as { id: string }).id;
  }

  async headPosition(): Promise<number> {
    return this.statements.headPosition.get()?.position ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.committing || this.pending.length > 0) {
      if (this.committing) await this.committing;
      else await this.flush();
    }
    await this.thread?.close();
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
    bytes: row.data.length + row.metadata.length,
  };
}
