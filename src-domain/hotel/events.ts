import type { Changes } from '../shared/changes.ts';
export interface HotelFields {
  name: string;
  address: string;
  emailContact: string;
  reminderEmail: string[];
  reportEmail: string[];
  autoCloseWarningEmail: string[];
  inactiveStartDate: string | null;
  inactiveEndDate: string | null;
  dashboardEnabled: boolean;
  /** The IANA zone its days and ISO weeks are counted in (absent on entities made before it was recorded). */
  timeZone: string;
}

export type HotelEvent =
  | {
      type: 'HotelCreated';
      data: HotelFields & { hotelId: string; organizationId: string; createdAt: string };
    }
  /** Only the fields that changed, with what they were: the audit trail shows old and new. */
  | { type: 'HotelUpdated'; data: Changes<HotelFields> }
  | { type: 'HotelDeleted'; data: { at: string } };
