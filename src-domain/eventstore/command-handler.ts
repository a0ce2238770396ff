import type { Decider, DomainEvent } from './decider.ts';
import { WrongExpectedVersionError } from './errors.ts';
import { stableUuid } from './stable-uuid.ts';
import type { EventStore } from './types.ts';

export interface CommandContext {
  actorId?: string;
  correlationId?: string;
  causationId?: string;
  /** Supplied by the client: a retried command with the same id returns the first result and changes nothing. */
  eventId?: string;
}

export interface HandleResult<State> {
  version: number;
  position: number;
  state: State;
  /** The state the command was decided on: `state` itself when it appended nothing. */
  previous: State;
  /** False when the command changed nothing (no events, or a retry of a command already applied). */
  appended: boolean;
}

/**
 * Conflicts come only from another process now (this one queues a stream's commands), so a handful of
 * re-reads with growing, jittered pauses resolves them; what still conflicts after that is answered 409.
 */
export const MAX_CONFLICT_RETRIES = 8;
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 250;

/** The key a client retries on (with the same eventId, so the retry stays idempotent). */
export const COMMAND_CONFLICT = 'errors.conflict';

/**
 * A conflict that outlasted every retry. It carries an HTTP-style `status` and `expose` and its key as the
 * message, the shape koa's own errors have, so the API answers it `409 {msg: 'errors.conflict'}` without
 * the domain knowing the API.
 */
export class CommandConflictError extends Error {
  override readonly name = 'CommandConflictError';
  readonly status = 409;
  readonly expose = true;
  constructor(readonly stream: string) {
    super(COMMAND_CONFLICT);
  }
}

/** Full jitter: a random pause up to a doubling bound, so racing processes spread out instead of colliding again. */
export function conflictBackoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));
}

/**
 * How much of the streams' folded states is kept, in bytes (estimated as the JSON size of the events folded
 * into each, plus each known event id): the streams being worked on now. A count would let a few thousand
 * big inspections (each carrying its questionnaire) take the process's memory.
 */
export const STATE_CACHE_BYTES = 64 * 1024 * 1024;
/** What an event id kept for retries costs in the estimate (the id, its entry and the map's slot). */
const EVENT_ID_BYTES = 120;

interface CachedStream {
  decider: unknown;
  state: unknown;
  version: number;
  position: number;
  /** Every event id of the stream, so a client's retry is recognised without reading it all again. */
  eventIds: Map<string, { version: number; position: number }>;
  /** Estimated size of this entry (see STATE_CACHE_BYTES). */
  bytes: number;
}

/**
 * Reads a stream, folds it, decides, and appends with the version it read. Commands on one stream run one
 * after another in this process (a queue per stream, never one lock for all: other streams go on in
 * parallel), so co-editors of one inspection never conflict with each other here; a conflict with another
 * process is re-read and retried after a jittered pause, and one that remains is a CommandConflictError.
 * Folded states are kept per stream (least recently used go first): an inspection's first events carry its
 * whole questionnaire, and reading and folding it again for every answer would cost more than the answer.
 * A kept state is decided on without reading the log at all, since the append's expected version refuses
 * it when another process wrote since (then the events after it are read and the command decided again).
 * What that guard cannot see is decided again on what the log holds as well: a refusal, a command that
 * changes nothing, a retry recognised by its id, and a retry the log answers with an earlier append.
 */
export class CommandHandler {
  private readonly cache = new Map<string, CachedStream>();
  /** The last command queued on each stream that has one running; removed when its queue empties. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Sum of the cached entries' estimated bytes. */
  private cachedBytes = 0;

  constructor(
    private readonly store: EventStore,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
    private readonly cacheBytes = STATE_CACHE_BYTES,
  ) {}

  /** What the state cache holds now: entries and their estimated bytes (for tests and diagnostics). */
  cacheUsage(): { streams: number; bytes: number } {
    return { streams: this.cache.size, bytes: this.cachedBytes };
  }

  handle<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
    context: CommandContext = {},
  ): Promise<HandleResult<State>> {
    // The queue's tail never rejects (a refused command must not stop the ones behind it).
    const before = this.queues.get(stream) ?? Promise.resolve();
    const mine = before.then(() => this.run(decider, stream, command, context));
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(stream, settled);
    void settled.then(() => {
      if (this.queues.get(stream) === settled) this.queues.delete(stream);
    });
    return mine;
  }

  private async run<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
    context: CommandContext,
  ): Promise<HandleResult<State>> {
    for (let attempt = 0; ; attempt++) {
      // A kept state is trusted on the first try only: after a conflict the log is read again.
      const trusted = attempt === 0 ? this.kept(decider, stream) : undefined;
      const known = trusted ?? (await this.current(decider, stream));
      const { state, version, position } = known as CachedStream & { state: State };
      const earlier = context.eventId ? known.eventIds.get(context.eventId) : undefined;
      let events: Event[] = [];
      let refusal: { error: unknown } | null = null;
      if (!earlier) {
        try {
          events = decider.decide(command, state);
        } catch (error) {
          refusal = { error };
        }
      }
      // No append will check these against the log: decided again on what it holds (one read, rarely).
      if (trusted && (earlier || refusal || events.length === 0)) continue;
      if (earlier)
        return {
          version: earlier.version,
          position: earlier.position,
          state,
          previous: state,
          appended: false,
        };
      if (refusal) throw refusal.error;
      if (events.length === 0) return { version, position, state, previous: state, appended: false };
      try {
        const result = await this.store.append(
          stream,
          events.map((event, index) => ({
            type: event.type,
            data: event.data,
            eventId: context.eventId ? derivedEventId(context.eventId, index) : undefined,
            metadata: {
              actorId: context.actorId,
              correlationId: context.correlationId,
              causationId: context.causationId,
            },
          })),
          { expected: version },
        );
        if (result.repeated) {
          // The log answered a retry with an append another process made first: these events are not the
          // ones after this state, so the state is read, not folded.
          const fresh = await this.current(decider, stream);
          return {
            version: result.version,
            position: result.position,
            state: fresh.state as State,
            previous: fresh.state as State,
            appended: false,
          };
        }
        const after = foldWith(decider, state, events);
        this.advance(stream, known, events, context.eventId, result, after);
        return { ...result, state: after, previous: state, appended: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_CONFLICT_RETRIES) throw new CommandConflictError(stream);
        // A kept state that was behind is no race with another process: read at once.
        if (!trusted) await this.sleep(conflictBackoffMs(attempt));
      }
    }
  }

  /**
   * Moves the stream's cached state past the events this command just appended, so the next command on it
   * neither reads them back nor folds them again. Only when the cache still holds what the command read:
   * otherwise the next command reads what it lacks, as ever.
   */
  private advance(
    stream: string,
    known: CachedStream,
    events: DomainEvent[],
    eventId: string | undefined,
    appended: { version: number; position: number },
    state: unknown,
  ): void {
    if (this.cache.get(stream) !== known) return;
    const next: CachedStream = { ...known, state, version: appended.version, position: appended.position };
    events.forEach((event, index) => {
      // Versions within one append are consecutive; the last event's position stands for all of them (a
      // retry is answered with it, and waiting for it waits for them all).
      if (eventId) {
        const version = appended.version - (events.length - 1 - index);
        next.eventIds.set(derivedEventId(eventId, index), { version, position: appended.position });
      }
      next.bytes += EVENT_ID_BYTES + Buffer.byteLength(JSON.stringify(event.data ?? null));
    });
    this.cache.delete(stream);
    this.cache.set(stream, next);
    this.cachedBytes += next.bytes - known.bytes;
    this.evictOverBudget();
  }

  private evictOverBudget(): void {
    // Least recently used first: a Map iterates in insertion order, and every use re-inserts.
    while (this.cachedBytes > this.cacheBytes) {
      const [oldest, entry] = this.cache.entries().next().value!;
      this.cache.delete(oldest);
      this.cachedBytes -= entry.bytes;
    }
  }

  /** The stream's kept state as it is, without reading the log (marked most recently used), if any. */
  private kept(decider: unknown, stream: string): CachedStream | undefined {
    const cached = this.cache.get(stream);
    if (!cached || cached.decider !== decider) return undefined;
    this.cache.delete(stream);
    this.cache.set(stream, cached);
    return cached;
  }

  /** The stream's state: the cached one brought up to date with the events after it, or a full fold. */
  private async current<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
  ): Promise<CachedStream> {
    const cached = this.cache.get(stream);
    const usable = cached && cached.decider === decider ? cached : undefined;
    const fresh = await this.store.readStream(
      stream,
      usable ? { fromVersion: usable.version + 1 } : undefined,
    );
    const base: CachedStream = usable ?? {
      decider,
      state: decider.initialState(),
      version: 0,
      position: 0,
      eventIds: new Map(),
      bytes: 0,
    };
    const last = fresh[fresh.length - 1];
    const next: CachedStream = last
      ? {
          decider,
          state: foldWith(
            decider,
            base.state as State,
            fresh.map((event) => ({ type: event.type, data: event.data }) as Event),
          ),
          version: last.version,
          position: last.position,
          eventIds: base.eventIds,
          bytes: base.bytes,
        }
      : base;
    for (const event of fresh) {
      next.eventIds.set(event.eventId, { version: event.version, position: event.position });
      next.bytes += EVENT_ID_BYTES + Buffer.byteLength(JSON.stringify(event.data ?? null));
    }
    if (cached) {
      this.cache.delete(stream);
      this.cachedBytes -= cached.bytes;
    }
    // A state bigger than the whole budget is folded for this command and not kept.
    if (next.bytes > this.cacheBytes) return next;
    this.cache.set(stream, next);
    this.cachedBytes += next.bytes;
    this.evictOverBudget();
    return next;
  }
}

function foldWith<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  state: State,
  events: Event[],
): State {
  return decider.fold ? decider.fold(state, events) : events.reduce(decider.evolve, state);
}

/** The first event keeps the client's id; the others get ids derived from it, so a retry repeats them exactly. */
export function derivedEventId(eventId: string, index: number): string {
  return index === 0 ? eventId : stableUuid(`${eventId}:${index}`);
}
