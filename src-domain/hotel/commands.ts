import type { Role } from '../shared/roles.ts';
import type { HotelFields } from './events.ts';

export type HotelCommand =
  | {
      type: 'CreateHotel';
      actorRole: Role;
      hotelId: string;
      organizationId: string;
      fields: HotelFields;
      now: string;
    }
  | { type: 'UpdateHotel'; actorRole: Role; fields: Partial<HotelFields> }
  | { type: 'DeleteHotel'; actorRole: Role; now: string };
