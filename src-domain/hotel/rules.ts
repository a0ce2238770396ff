import { isIsoDate } from '../shared/dates.ts';
import { DomainError } from '../shared/domain-error.ts';
import { isTimeZone } from '../shared/time-zone.ts';
import type { Role } from '../shared/roles.ts';
import type { HotelFields } from './events.ts';

export const HOTEL_ERRORS = {
  noPermission: 'errors.noPermission',
  notFound: 'entities.notFound',
  exists: 'entities.exists',
  nameRequired: 'entities.nameRequired',
  nameTaken: 'entities.nameTaken',
  invalidDate: 'entities.invalidDate',
  invalidDateRange: 'entities.invalidDateRange',
  invalidTimeZone: 'entities.invalidTimeZone',
} as const;

/** Creating an entity: superUser and companyAdmin (administration §6). */
export const mayCreateHotel = (role: Role) => role === 'superUser' || role === 'companyAdmin';
/** Deleting one: superUser only. */
export const mayDeleteHotel = (role: Role) => role === 'superUser';
/** The dashboardEnabled toggle: superUser only. */
export const mayToggleDashboard = (role: Role) => role === 'superUser';
/** Inactive dates: anyone except hotelAdmin. */
export const maySetInactiveDates = (role: Role) => role !== 'hotelAdmin';

/** Checks the fields an actor sets; `changed` lists the fields the command touches. */
export function checkHotelFields(role: Role, fields: Partial<HotelFields>, merged: HotelFields): void {
  if ('name' in fields && !fields.name?.trim())
    throw new DomainError(HOTEL_ERRORS.nameRequired, { name: HOTEL_ERRORS.nameRequired });
  if ('dashboardEnabled' in fields && !mayToggleDashboard(role))
    throw new DomainError(HOTEL_ERRORS.noPermission);
  if ('timeZone' in fields && !isTimeZone(fields.timeZone))
    throw new DomainError(HOTEL_ERRORS.invalidTimeZone, { timeZone: HOTEL_ERRORS.invalidTimeZone });
  const datesTouched = 'inactiveStartDate' in fields || 'inactiveEndDate' in fields;
  if (datesTouched && !maySetInactiveDates(role)) throw new DomainError(HOTEL_ERRORS.noPermission);
  for (const field of ['inactiveStartDate', 'inactiveEndDate'] as const) {
    const value = merged[field];
    if (value !== null && !isIsoDate(value))
      throw new DomainError(HOTEL_ERRORS.invalidDate, { [field]: HOTEL_ERRORS.invalidDate });
  }
  if (
    merged.inactiveStartDate &&
    merged.inactiveEndDate &&
    merged.inactiveEndDate < merged.inactiveStartDate
  ) {
    throw new DomainError(HOTEL_ERRORS.invalidDateRange, { inactiveEndDate: HOTEL_ERRORS.invalidDateRange });
  }
}
