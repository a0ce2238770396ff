import { addDays } from '../../../src-domain/shared/iso-week.ts';
import { dayOf, hourOf } from '../../i18n/dates.ts';

/** One end of the audit trail's period as the form holds it: a day (YYYY-MM-DD) and a time (HH:mm, or ''). */
export interface PeriodEnd {
  day: string;
  time: string;
}

/** A day and time read in the viewer's time zone (an ISO date-time without an offset is local). */
const instantOf = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

/**
 * The instant the period starts at (the API's `from`, inclusive), in the viewer's time zone: the day's
 * start when no time is given; undefined when no day is.
 */
export function fromInstant({ day, time }: PeriodEnd): string | undefined {
  return day ? instantOf(day, time || '00:00') : undefined;
}

/**
 * The instant the period ends at (the API's `to`, exclusive): "until 2026-11-28" takes in the whole of that
 * day, so it ends as the next day starts; with a time, at that minute.
 */
export function untilInstant({ day, time }: PeriodEnd): string | undefined {
  if (!day) return undefined;
  return time ? instantOf(day, time) : instantOf(addDays(day, 1), '00:00');
}

/** The form's start of an address's `from`: a day's start shows as the day alone. */
export function fromParts(at: string | undefined): PeriodEnd {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return { day: '', time: '' };
  const time = hourOf(date);
  return { day: dayOf(date), time: time === '00:00' ? '' : time };
}

/** The form's end of an address's `to`: the start of a day shows as the whole day before it (`untilInstant`). */
export function untilParts(at: string | undefined): PeriodEnd {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return { day: '', time: '' };
  const time = hourOf(date);
  return time === '00:00' ? { day: addDays(dayOf(date), -1), time: '' } : { day: dayOf(date), time };
}
