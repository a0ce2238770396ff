import type { Decider } from '../eventstore/decider.ts';
import type { HotelCommand } from './commands.ts';
import { decideHotel } from './decide.ts';
import type { HotelEvent } from './events.ts';
import { evolveHotel, initialHotelState, type HotelState } from './state.ts';

export const hotelDecider: Decider<HotelState, HotelCommand, HotelEvent> = {
  initialState: initialHotelState,
  evolve: evolveHotel,
  decide: decideHotel,
};
export const hotelStream = (id: string) => `hotel-${id}`;
export {
  HOTEL_ERRORS,
  mayCreateHotel,
  mayDeleteHotel,
  mayToggleDashboard,
  maySetInactiveDates,
} from './rules.ts';
export type { HotelCommand, HotelEvent, HotelState };
export type { HotelFields } from './events.ts';
