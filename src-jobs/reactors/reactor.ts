import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import type { OutboxMail } from '../mail/outbox.ts';

export type ReactorMail = OutboxMail | OutboxMail[] | null;

/**
 * Turns an event into mail to send. It is called again for the same event on a replay or after a
 * restart, so it must have no effect of its own: it only answers; the runner writes the outbox entry,
 * keyed by the event's id, at most once. The one exception is a reactor that issues commands whose decider
 * records nothing the second time (the share links' revocation): a repeat then changes nothing either.
 */
export interface Reactor {
  /** Names the reactor's checkpoint and its outbox entries: never rename one that has run. */
  name: string;
  /** The only event types handed to `react`. */
  eventTypes: readonly string[];
  /** The read models `react` reads: it is called only once they have applied the event. */
  readModels?: readonly string[];
  /** One mail, several (one entry each, in order: the first keeps the plain `reactor:eventId` id), or none. */
  react(event: RecordedEvent): Promise<ReactorMail> | ReactorMail;
}
