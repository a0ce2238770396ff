import { timeZoneOf } from '../shared/time-zone.ts';
import type { HotelEvent, HotelFields } from './events.ts';

export interface HotelState {
  exists: boolean;
  deleted: boolean;
  organizationId: string | null;
  fields: HotelFields | null;
}

export const initialHotelState = (): HotelState => ({
  exists: false,
  deleted: false,
  organizationId: null,
  fields: null,
});

export function evolveHotel(state: HotelState, event: HotelEvent): HotelState {
  switch (event.type) {
    case 'HotelCreated': {
      const { hotelId: _id, organizationId, createdAt: _at, ...fields } = event.data;
      // An entity made before zones were recorded counts in the default zone, as it always did.
      return {
        exists: true,
        deleted: false,
        organizationId,
        fields: { ...fields, timeZone: timeZoneOf(fields) },
      };
    }
    case 'HotelUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'HotelDeleted':
      return { ...state, deleted: true };
  }
}
