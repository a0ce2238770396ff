import { DomainError } from '../shared/domain-error.ts';
import type { Decider } from '../store/decider.ts';

export type HotelEvent = {
  type: 'HotelCreated';
  data: { hotelId: string; organizationId: string; name: string; address: string; createdAt: string };
};
export type HotelCommand = {
  type: 'CreateHotel';
  hotelId: string;
  organizationId: string;
  name: string;
  address: string;
  now: string;
};
export interface HotelState {
  exists: boolean;
}

export const hotelDecider: Decider<HotelState, HotelCommand, HotelEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) throw new DomainError('entities.exists');
    const { type: _type, now, ...data } = command;
    return [{ type: 'HotelCreated', data: { ...data, createdAt: now } }];
  },
};
export const hotelStream = (id: string) => `hotel-${id}`;
