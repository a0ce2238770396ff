import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { backoffDelay } from '../../shared/retry-backoff.ts';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  MaxAppendSizeExceededError,
  NO_STREAM,
  START,
  StreamDeletedError as EsdbStreamDeleted,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { AppendTooLargeError, checkAppendSize, eventBytes } from '../append-size.ts';
import { ChangeSignal } from '../change-signal.ts';
import { allPositionOf, compareAllPositions, toReadPosition } from '../log-position.ts';
import {
  EventIdConflictError,
  StreamDeletedError,
  WrongExpectedVersionError,
  expectationHolds,
} from '../errors.ts';
import { GENESIS_HASH, stampEvent } from '../hash-chain.ts';
import { pullSubscription } from '../pull-subscription.ts';
import { SharedReads } from '../shared-reads.ts';
import { UUID_PATTERN, stableUuid } from '../stable-uuid.ts';
import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  EventMetadata,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../types.ts';

/**
 * How far back a retried append is recognised by its event ids. Only appends that carry caller-supplied ids
 * look back at all (the CommandHandler already recognises a retried command from the stream it folds, so
 * this is the store's own last line); every other append reads just the stream's head event.
 */
const IDEMPOTENCY_WINDOW = 100n;
/** Retries of our own read-then-append when the caller accepted any version, with jittered backoff. */
const INTERNAL_RETRIES = 30;
const BACKOFF_BASE_MS = 2;
const BACKOFF_MAX_MS = 100;
/** The stream whose metadata (`$$inspecta-log`) holds the log's identity, written once. */
const IDENTITY_STREAM = 'inspecta-log';
/** Reopening the live wake-up subscription after it broke: soon at first, then at most every 30 s. */
const LIVE_RETRY_BASE_MS = 200;
const LIVE_RETRY_MAX_MS = 30_000;

/**
 * The distributed event log on EventStoreDB. Versions are revision + 1, so they mean the same as in the
 * embedded store; positions are the events' prepare positions in $all, and each recorded event carries both
 * its commit and prepare positions (`allPosition`), which followers resume from and compare by. The hash chain needs the previous
 * event's hash, so every append reads the stream's head event and appends with that exact revision, turning
 * 'any' and 'stream_exists' into a checked revision and retrying internally (with backoff) when another
 * writer won.
 *
 * Event ids: EventStoreDB has no index by event id, so reuse of an id is refused only within the stream's
 * last IDEMPOTENCY_WINDOW events; reuse in another stream is not detected (the contract says so).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly signal = new ChangeSignal();
  /** Subscriptions read the tail through one shared read (each runner used to read it on its own). */
  private readonly tail = new SharedReads((o) => this.readAll(o), this.signal);
  private live: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;
  private liveRetry: NodeJS.Timeout | null = null;
  private liveFailures = 0;
  private closed = false;
  private identity: Promise<string> | null = null;

  constructor(
    connectionString: string,
    private readonly pollIntervalMs = 1000,
    /** Stamps each event's occurredAt; the composition root gives the injected clock. */
    private readonly clock: Clock = systemClock,
  ) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(stream: string, events: NewEvent[], options: AppendOptions = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = options.expected ?? 'any';
    const carriesIds = events.some((e) => e.eventId !== undefined);
    for (let attempt = 0; ; attempt++) {
      const recent = await this.readStreamEvents(stream, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: carriesIds ? IDEMPOTENCY_WINDOW : 1n,
      });
      const retried = carriesIds ? findPreviousAppend(stream, events, recent) : null;
      if (retried) return retried;
      const head = recent[0];
      const current = head?.version ?? 0;
      if (!expectationHolds(expected, current))
        throw new WrongExpectedVersionError(stream, expected, current);

      let prevHash = head?.metadata.hash ?? GENESIS_HASH;
      const now = this.clock.now();
      const stamped = events.map((event, index) => {
        const s = stampEvent(stream, current + index + 1, prevHash, event, now);
        prevHash = s.metadata.hash!;
        return s;
      });
      // Refused here with the same error as the embedded store, before the server refuses it less clearly.
      checkAppendSize(stream, stamped);
      let written;
      try {
        written = await this.client.appendToStream(
          stream,
          stamped.map((s) =>
            jsonEvent({ id: toUuid(s.eventId), type: s.type, data: s.data as never, metadata: s.metadata }),
          ),
          { expectedRevision: head ? BigInt(current - 1) : NO_STREAM },
        );
      } catch (error) {
        // The server's limit may be set lower than ours: refused the same way as our own check refuses.
        if (error instanceof MaxAppendSizeExceededError) {
          const bytes = stamped.reduce((sum, s) => sum + eventBytes(s), 0);
          throw new AppendTooLargeError(stream, bytes, error.maxAppendSize);
        }
        if (error instanceof EsdbStreamDeleted) throw new StreamDeletedError(stream);
        if (error instanceof EsdbWrongExpectedVersion) {
          if (typeof expected === 'number' || expected === 'no_stream') {
            const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) + 1 : 0;
            throw new WrongExpectedVersionError(stream, expected, actual);
          }
          if (attempt < INTERNAL_RETRIES) {
            await backoff(attempt);
            continue;
          }
        }
        throw error;
      }
      const version = Number(written.nextExpectedRevision) + 1;
      // A one-event append's write position is that event's position (its prepare and commit are one record).
      // An append of several events shares one commit; the last event's prepare position is read once.
      if (events.length === 1 && written.position)
        return { version, position: Number(written.position.prepare) };
      const [last] = await this.readStreamEvents(stream, {
        fromRevision: written.nextExpectedRevision,
        direction: FORWARDS,
        maxCount: 1n,
      });
      return { version, position: last!.position };
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.readStreamEvents(stream, {
      fromRevision: BigInt(Math.max(0, (options.fromVersion ?? 1) - 1)),
      direction: FORWARDS,
    });
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    // From the exact pair when the caller has it: a prepare position alone names no event of a multi-event
    // append (its commit is further on), and the server refuses to read from a position that is no event's.
    const afterAll = options.afterAll;
    let from: ReadPosition = afterAll
      ? toReadPosition(afterAll)
      : options.after === 0
        ? START
        : { commit: BigInt(options.after), prepare: BigInt(options.after) };
    const seen = (position: { commit: bigint; prepare: bigint }) =>
      afterAll
        ? compareAllPositions(allPositionOf(position), afterAll) <= 0
        : position.prepare <= BigInt(options.after);
    // System events are filtered out, so a page may hold none of ours: read on until something is found.
    for (;;) {
      let read = 0;
      let lastPosition: { commit: bigint; prepare: bigint } | null = null;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({
        fromPosition: from,
        direction: FORWARDS,
        maxCount: options.limit + 1,
      });
      for await (const resolved of page) {
        read++;
        const event = resolved.event;
        if (!event) continue;
        lastPosition = event.position;
        if (seen(event.position)) continue;
        if (event.streamId.startsWith('$') || event.type.startsWith('$')) continue;
        out.push(toRecorded(resolved));
        if (out.length === options.limit) return out;
      }
      if (out.length > 0 || read <= 1 || !lastPosition) return out;
      from = lastPosition;
    }
  }

  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription {
    this.followLive();
    return pullSubscription(
      { readAll: (o) => this.tail.read(o), signal: this.signal, pollIntervalMs: this.pollIntervalMs },
      options,
      handler,
    );
  }

  async headPosition(): Promise<number> {
    // Read back until one of our events: the tail of $all may be any number of system events (stats, scavenges),
    // and answering 0 there would send a rebuild to an empty collection. Leaving the loop cancels the read.
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS })) {
      const event = resolved.event;
      if (event && !event.streamId.startsWith('$') && !event.type.startsWith('$'))
        return Number(event.position.prepare);
    }
    return 0;
  }

  /**
   * A random id written once into the metadata of the `inspecta-log` stream with expected revision "no
   * stream": of two processes meeting a new log at once, the second's write is refused and it reads the
   * first's, so every process names the log alike. A reset server (a new database) has a new id.
   */
  logId(): Promise<string> {
    this.identity ??= this.readOrWriteIdentity().catch((error: unknown) => {
      this.identity = null; // asked again next time: a lost server must not fix a failure for good
      throw error;
    });
    return this.identity;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.liveRetry) clearTimeout(this.liveRetry);
    this.signal.notify();
    await this.live?.unsubscribe().catch(() => {});
    await this.client.dispose();
  }

  private async readOrWriteIdentity(): Promise<string> {
    const stored = await this.storedIdentity();
    if (stored) return stored;
    try {
      await this.client.setStreamMetadata(
        IDENTITY_STREAM,
        { logId: randomUUID() },
        { expectedRevision: NO_STREAM },
      );
    } catch (error) {
      // Another process wrote it first: its id is the log's.
      if (!(error instanceof EsdbWrongExpectedVersion)) throw error;
    }
    const written = await this.storedIdentity();
    if (!written) throw new Error('EventStoreDB log identity was not stored');
    return written;
  }

  private async storedIdentity(): Promise<string | null> {
    const { metadata } = await this.client.getStreamMetadata<{ logId?: unknown }>(IDENTITY_STREAM);
    return typeof metadata?.logId === 'string' ? metadata.logId : null;
  }

  /**
   * One live subscription whose only job is to wake the pull loops when something is appended. When it
   * breaks (the server restarted, the connection dropped) it is opened again after a capped, jittered
   * backoff; meanwhile the pull loops' poll interval keeps every subscription moving.
   */
  private followLive(): void {
    if (this.live || this.liveRetry || this.closed) return;
    const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.live = live;
    // The server confirmed the subscription: a later break starts the backoff from its shortest delay.
    live.on('confirmation', () => (this.liveFailures = 0));
    live.on('data', () => this.signal.notify());
    const reopen = () => {
      if (this.live !== live) return; // 'error' and 'close' both come: reopen once
      this.live = null;
      if (this.closed) return;
      // Whatever was appended while it was down is read by the pull loops once woken.
      this.signal.notify();
      const delay = backoffDelay(this.liveFailures++, LIVE_RETRY_BASE_MS, LIVE_RETRY_MAX_MS);
      this.liveRetry = setTimeout(() => {
        this.liveRetry = null;
        this.followLive();
      }, delay);
      this.liveRetry.unref();
    };
    live.on('error', reopen);
    live.on('end', reopen);
    live.on('close', reopen);
  }

  /** The one stream read: a missing stream reads as empty. */
  private async readStreamEvents(
    stream: string,
    options: {
      fromRevision: bigint | typeof END;
      direction: typeof FORWARDS | typeof BACKWARDS;
      maxCount?: bigint;
    },
  ): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, options)) out.push(toRecorded(resolved));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      if (error instanceof EsdbStreamDeleted) throw new StreamDeletedError(stream);
      throw error;
    }
    return out;
  }
}

/** Full jitter under an exponential ceiling, so 50 writers racing for one stream spread out. */
function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

function findPreviousAppend(
  stream: string,
  events: NewEvent[],
  newestFirst: RecordedEvent[],
): AppendResult | null {
  const firstId = events[0]!.eventId;
  if (!firstId) return null;
  const first = newestFirst.find((e) => e.eventId === firstId);
  if (!first) return null;
  let last = first;
  for (let i = 1; i < events.length; i++) {
    const next = newestFirst.find((e) => e.version === first.version + i);
    if (!next || next.eventId !== events[i]!.eventId || next.stream !== stream)
      throw new EventIdConflictError(events[i]!.eventId ?? firstId);
    last = next;
  }
  return { version: last.version, position: last.position, repeated: true };
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event!;
  const metadata = (event.metadata ?? {}) as EventMetadata;
  return {
    stream: event.streamId,
    version: Number(event.revision) + 1,
    position: Number(event.position?.prepare ?? 0n),
    ...(event.position ? { allPosition: allPositionOf(event.position) } : {}),
    eventId: metadata.eventId ?? event.id,
    type: event.type,
    data: event.data,
    metadata,
    // The client hands JSON events parsed; their size is measured once here, for the batch cap.
    bytes: JSON.stringify(event.data).length + JSON.stringify(metadata).length,
  };
}

/** EventStoreDB ids must be UUIDs; other client ids map to a stable UUID and stay readable in metadata. */
function toUuid(eventId: string): string {
  return UUID_PATTERN.test(eventId) ? eventId : stableUuid(eventId);
}
