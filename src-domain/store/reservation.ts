import { createHash } from 'node:crypto';
import { DomainError } from '../shared/domain-error.ts';
import type { Decider } from './decider.ts';

/**
 * Uniqueness across the product (an e-mail, an entity name, a reference number): one stream per value,
 * named by a hash so the value itself is not in the stream name. Whoever reserves it first owns it.
 */
export function reservationStream(kind: string, value: string): string {
  return `${kind}Reservation-${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;
}

type ReservationEvent =
  | { type: 'ValueReserved'; data: { ownerId: string } }
  | { type: 'ReservationReleased'; data: { ownerId: string } };
type ReservationCommand = { type: 'Reserve'; ownerId: string } | { type: 'Release'; ownerId: string };

export function reservationDecider(
  takenKey: string,
): Decider<{ owner: string | null }, ReservationCommand, ReservationEvent> {
  return {
    initialState: () => ({ owner: null }),
    evolve: (_state, event) => ({ owner: event.type === 'ValueReserved' ? event.data.ownerId : null }),
    decide: (command, state) => {
      if (command.type === 'Reserve') {
        if (state.owner === command.ownerId) return [];
        if (state.owner) throw new DomainError(takenKey);
        return [{ type: 'ValueReserved', data: { ownerId: command.ownerId } }];
      }
      return state.owner === command.ownerId
        ? [{ type: 'ReservationReleased', data: { ownerId: command.ownerId } }]
        : [];
    },
  };
}
