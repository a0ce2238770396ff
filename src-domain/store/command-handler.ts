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
  /** False when the command changed nothing (no events, or a retry of a command already applied). */
  appended: boolean;
}

export const MAX_CONFLICT_RETRIES = 3;

/** How many streams' folded states are kept: the streams being worked on now. */
export const STATE_CACHE_STREAMS = 2000;

interface CachedStream {
  decider: unknown;
  state: unknown;
  version: number;
  position: number;
  /** Every event id of the stream, so a client's retry is recognised without reading it all again. */
  eventIds: Map<string, { version: number; position: number }>;
}

/**
 * Reads a stream, folds it, decides, and appends with the version it read; on conflict it starts again.
 * Folded states are kept per stream (least recently used go first), so a command reads only the events
 * after the last one it knows: an inspection's first event carries its whole questionnaire, and reading
 * and folding it again for every answer would cost more than the answer. The append's expected version
 * still guards against anything this process has not seen (another process's writes are read first).
 */
export class CommandHandler {
  private readonly cache = new Map<string, CachedStream>();

  constructor(private readonly store: EventStore) {}

  async handle<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
    context: CommandContext = {},
  ): Promise<HandleResult<State>> {
    for (let attempt = 0; ; attempt++) {
      const known = await this.current(decider, stream);
      const { state, version, position } = known as CachedStream & { state: State };
      const earlier = context.eventId ? known.eventIds.get(context.eventId) : undefined;
      if (earlier) return { version: earlier.version, position: earlier.position, state, appended: false };

      const events = decider.decide(command, state);
      if (events.length === 0) return { version, position, state, appended: false };
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
        return { ...result, state: foldWith(decider, state, events), appended: true };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError && attempt < MAX_CONFLICT_RETRIES) continue;
        throw error;
      }
    }
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
        }
      : base;
    for (const event of fresh)
      next.eventIds.set(event.eventId, { version: event.version, position: event.position });
    this.cache.delete(stream);
    this.cache.set(stream, next);
    if (this.cache.size > STATE_CACHE_STREAMS) this.cache.delete(this.cache.keys().next().value!);
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
