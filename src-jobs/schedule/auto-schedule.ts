import type { AutoSettings } from '../../src-domain/inspection-type/fields.ts';
import { addDays, daysBetween, localDate, localInstant, weekdayOf } from './local-time.ts';

type StartSettings = Pick<
  AutoSettings,
  'autoStartTime' | 'autoWeekdays' | 'autoDistribution' | 'autoStartDelayDays'
> & { createdAt: string };
type CloseSettings = Pick<AutoSettings, 'autoCloseTime' | 'autoCloseDelayDays' | 'autoCloseWarningTime'>;

/** Does the type distribute automatically: a start time and a weekday or interval rule. */
export const startsAutomatically = (type: StartSettings): boolean =>
  type.autoStartTime !== null && (type.autoWeekdays.length > 0 || (type.autoDistribution ?? 0) >= 1);

/**
 * Is an inspection of the type to start on this local day? The distribution day is `autoStartDelayDays`
 * before it: one of the weekdays, or every `autoDistribution` days counted from the day the type was
 * created (in the entity's zone), that day included.
 */
export function startsOn(type: StartSettings, zone: string, startDate: string): boolean {
  if (!startsAutomatically(type)) return false;
  const distributionDay = addDays(startDate, -Math.max(0, type.autoStartDelayDays));
  if (type.autoWeekdays.length > 0) return type.autoWeekdays.includes(weekdayOf(distributionDay));
  const since = daysBetween(localDate(zone, new Date(type.createdAt)), distributionDay);
  return since >= 0 && since % type.autoDistribution! === 0;
}

/** The local day an inspection started on `startDate` closes: `autoCloseDelayDays` later. */
export const closeDateOf = (type: CloseSettings, startDate: string): string =>
  addDays(startDate, Math.max(0, type.autoCloseDelayDays));

/** When it closes, or null when the type has no close time. */
export const closeAt = (type: CloseSettings, zone: string, startDate: string): Date | null =>
  type.autoCloseTime === null ? null : localInstant(zone, closeDateOf(type, startDate), type.autoCloseTime);

/** When the warning before the close goes out (on the closing day), or null without a warning hour. */
export const closeWarningAt = (type: CloseSettings, zone: string, startDate: string): Date | null =>
  type.autoCloseWarningTime === null
    ? null
    : localInstant(zone, closeDateOf(type, startDate), type.autoCloseWarningTime);

/** An entity out of use on a day (its inactive period, both ends included) gets nothing started. */
export const inactiveOn = (
  hotel: { inactiveStartDate: string | null; inactiveEndDate: string | null },
  date: string,
): boolean =>
  hotel.inactiveStartDate !== null &&
  hotel.inactiveStartDate <= date &&
  (hotel.inactiveEndDate === null || date <= hotel.inactiveEndDate);
