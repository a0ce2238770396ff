import { z } from 'zod';
import { isIsoDate } from '../../src-domain/shared/dates.ts';
import { ID_PATTERN } from '../../src-domain/shared/ids.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';

/** Query strings of the Safe Q and organization reports; messages are translation keys. */
const day = z.string({ error: 'safeQReport.invalidDay' }).refine(isIsoDate, 'safeQReport.invalidDay');
const language = z.enum(LOCALES, { error: 'errors.validation' });
const id = (key: string) =>
  z
    .string({ error: key })
    .max(36, key)
    .regex(ID_PATTERN, key)
    .transform((value) => value.toLowerCase());

export const dailyQuery = z.object({
  day: day.optional(),
  languageShortCode: language.optional(),
  inspectionType: id('safeQReport.unknownInspectionType').optional(),
});

export const weeklyQuery = z.object({ day: day.optional(), languageShortCode: language.optional() });

/** `hotelIds`: the chosen entities, comma-separated (none: every entity the caller administers there). */
export const organizationReportQuery = z.object({
  day: day.optional(),
  languageShortCode: language.optional(),
  hotelIds: z
    .string({ error: 'safeQReport.unknownHotel' })
    .max(100 * 37, 'safeQReport.unknownHotel')
    .transform((list) => list.split(',').filter((entry) => entry !== ''))
    .pipe(z.array(id('safeQReport.unknownHotel')).max(100, 'safeQReport.unknownHotel'))
    .optional(),
  excludeUnanswered: z.enum(['true', 'false'], { error: 'errors.validation' }).optional(),
});

export const reportDaysQuery = z.object({
  month: z
    .string({ error: 'safeQReport.invalidMonth' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'safeQReport.invalidMonth')
    .optional(),
});
