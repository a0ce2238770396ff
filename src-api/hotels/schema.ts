import { z } from 'zod';
import { isTimeZone } from '../../src-domain/shared/time-zone.ts';
import {
  emailList,
  idField,
  isoDateOrNull,
  nameText,
  optionalEmail,
  optionalText,
} from '../http/schema-parts.ts';

const hotelFields = {
  name: nameText(200, 'entities.nameRequired'),
  address: optionalText(500),
  emailContact: optionalEmail,
  reminderEmail: emailList,
  reportEmail: emailList,
  autoCloseWarningEmail: emailList,
  inactiveStartDate: isoDateOrNull,
  inactiveEndDate: isoDateOrNull,
  dashboardEnabled: z.boolean({ error: 'errors.validation' }),
  timeZone: z
    .string({ error: 'entities.invalidTimeZone' })
    .max(64, 'entities.invalidTimeZone')
    .refine(isTimeZone, 'entities.invalidTimeZone'),
};

/** organizationId: a superUser names it; everyone else creates in their own organization. */
export const createHotelBody = z
  .object({ ...hotelFields, organizationId: idField('entities.organizationRequired').optional() })
  .partial({
    address: true,
    emailContact: true,
    reminderEmail: true,
    reportEmail: true,
    autoCloseWarningEmail: true,
    inactiveStartDate: true,
    inactiveEndDate: true,
    dashboardEnabled: true,
    timeZone: true,
  })
  .strict();

export const updateHotelBody = z.object(hotelFields).partial().strict();
