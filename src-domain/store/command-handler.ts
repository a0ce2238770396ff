import type { Decider, DomainEvent } from './decider.ts';
import { WrongExpectedVersionError } from './errors.ts';
import { stableUuid } from './stable-uuid.ts';
import type { EventStore, RecordedEvent } from './types.ts';

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

/** Reads a stream, folds it, decides, and appends with the version it read; on conflict it starts again. */
export class CommandHandler {
  constructor(private readonly store: EventStore) {}

  async handle<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    stream: string,
    command: Command,
    context: CommandContext = {},
  ): Promise<HandleResult<State>> {
    for (let attempt = 0; ; attempt++) {
      const history = await this.store.readStream(stream);
      const state = fold(decider, history);
      const last = history[history.length - 1];
      const version = last?.version ?? 0;
      const position = last?.position ?? 0;
      const earlier = context.eventId
        ? history.find((event) => event.eventId === context.eventId)
        : undefined;
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
}

function fold<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  history: RecordedEvent[],
): State {
  const events = history.map((event) => ({ type: event.type, data: event.data }) as Event);
  return foldWith(decider, decider.initialState(), events);
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
