import { createHash } from 'node:crypto';
import { DomainError } from './domain-error.ts';
import { HIDDEN_CHARACTERS, hasHiddenCharacters, uniqueKey } from './unique-values.ts';
import type { CommandContext, CommandHandler } from '../eventstore/command-handler.ts';
import type { Decider } from '../eventstore/decider.ts';

/**
 * A value that must be unique, and where: `scope` narrows it (an organization's id for entity names, so two
 * organizations may both have a "Hotel Solvik" and neither learns of the other); none means the whole
 * product (e-mails, which sign-in looks up alone; reference numbers of the shared catalogue).
 */
export interface UniqueValue {
  kind: 'userEmail' | 'hotelName' | 'referenceNumber';
  value: string;
  scope?: string;
  /** The translation key a value already taken answers. */
  takenKey: string;
  /** The request's field the value came from: the refusal names it, so the form shows it under that field. */
  field: string;
}

/**
 * One stream per value, named by a hash of its normalised form (uniqueKey) so the value itself is not in
 * the stream name. Whoever reserves it first owns it; appends to it are serialized like any stream's.
 */
export function reservationStream({ kind, value, scope }: Pick<UniqueValue, 'kind' | 'value' | 'scope'>) {
  const key = scope === undefined ? uniqueKey(value) : `${scope}\n${uniqueKey(value)}`;
  return `${kind}Reservation-${createHash('sha256').update(key).digest('hex')}`;
}

/** Two spellings that reserve the same stream (a rename that only changes case or spacing). */
export function sameUniqueValue(
  a: Pick<UniqueValue, 'kind' | 'value' | 'scope'>,
  b: Pick<UniqueValue, 'kind' | 'value' | 'scope'>,
) {
  return reservationStream(a) === reservationStream(b);
}

type ReservationEvent =
  | { type: 'ValueReserved'; data: { ownerId: string } }
  | { type: 'ReservationReleased'; data: { ownerId: string } };
type ReservationCommand = { type: 'Reserve'; ownerId: string } | { type: 'Release'; ownerId: string };
type ReservationDecider = Decider<{ owner: string | null }, ReservationCommand, ReservationEvent>;

const deciders = new Map<string, ReservationDecider>();
/**
 * One decider per key and field, kept: the command handler keeps a stream's folded state only for the same
 * decider.
 */
function reservationDecider({ takenKey, field }: Pick<UniqueValue, 'takenKey' | 'field'>): ReservationDecider {
  const key = `${takenKey}\n${field}`;
  let decider = deciders.get(key);
  if (!decider) {
    decider = {
      initialState: () => ({ owner: null }),
      evolve: (_state, event) => ({ owner: event.type === 'ValueReserved' ? event.data.ownerId : null }),
      decide: (command, state) => {
        if (command.type === 'Reserve') {
          if (state.owner === command.ownerId) return [];
          if (state.owner) throw new DomainError(takenKey, { [field]: takenKey });
          return [{ type: 'ValueReserved', data: { ownerId: command.ownerId } }];
        }
        return state.owner === command.ownerId
          ? [{ type: 'ReservationReleased', data: { ownerId: command.ownerId } }]
          : [];
      },
    };
    deciders.set(key, decider);
  }
  return decider;
}

/** Reserves the value for its owner; a value with hidden characters is refused before anything is written. */
export async function reserveUnique(
  commands: CommandHandler,
  unique: UniqueValue,
  ownerId: string,
  context: CommandContext = {},
): Promise<void> {
  if (hasHiddenCharacters(unique.value))
    throw new DomainError(HIDDEN_CHARACTERS, { [unique.field]: HIDDEN_CHARACTERS });
  await commands.handle(
    reservationDecider(unique),
    reservationStream(unique),
    { type: 'Reserve', ownerId },
    context,
  );
}

/** Frees the value if the owner holds it (a no-op otherwise, so releasing twice is harmless). */
export async function releaseUnique(
  commands: CommandHandler,
  unique: UniqueValue,
  ownerId: string,
  context: CommandContext = {},
): Promise<void> {
  await commands.handle(
    reservationDecider(unique),
    reservationStream(unique),
    { type: 'Release', ownerId },
    context,
  );
}

/**
 * The reserve, run, release way every unique value changes: `reserve` (a new value) is reserved first, then
 * `work` runs; if it throws, the new value is freed again; if it succeeds, `release` (the value replaced or
 * deleted) is freed. A change that keeps the same value (by uniqueKey) neither reserves nor releases.
 */
export async function withUniqueValue<T>(
  commands: CommandHandler,
  ownerId: string,
  values: { reserve?: UniqueValue; release?: UniqueValue },
  context: CommandContext,
  work: () => Promise<T>,
): Promise<T> {
  const unchanged = values.reserve && values.release && sameUniqueValue(values.reserve, values.release);
  const reserve = unchanged ? undefined : values.reserve;
  const release = unchanged ? undefined : values.release;
  if (reserve) await reserveUnique(commands, reserve, ownerId, context);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (reserve) await releaseUnique(commands, reserve, ownerId, context);
    throw error;
  }
  if (release) await releaseUnique(commands, release, ownerId, context);
  return result;
}
