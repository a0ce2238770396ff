import type { AutoSettings } from './fields.ts';

export const SCHEDULE_ORDER_ERRORS = {
  closeBeforeStart: 'inspectionTypes.closeBeforeStart',
  warningOutsideSchedule: 'inspectionTypes.warningOutsideSchedule',
  warningWithoutClose: 'inspectionTypes.warningWithoutClose',
  weekdaysAndInterval: 'inspectionTypes.weekdaysAndInterval',
} as const;

type ScheduleFields = Pick<
  AutoSettings,
  'autoStartTime' | 'autoCloseTime' | 'autoCloseWarningTime' | 'autoCloseDelayDays'
>;
export type ScheduleOrderErrors = Partial<Record<'autoCloseTime' | 'autoCloseWarningTime', string>>;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 24 * 60;

/** Minutes after midnight of the start day; null for a time not set or not HH:mm (the format rule's part). */
function minutesOf(time: string | null, dayOffset: number): number | null {
  const match = time === null ? null : TIME.exec(time);
  return match ? dayOffset * DAY_MINUTES + Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * An automatic inspection opens at `autoStartTime` and closes `autoCloseDelayDays` days later at
 * `autoCloseTime`; the warning goes out on the closing day at `autoCloseWarningTime`, so it warns only while
 * the inspection is open: after the start and before the close. A delay of one day lets a night shift close at
 * 07:00 after an 08:00 start. The start delay moves the whole window and changes no order. Shared by the
 * decider and the web form, so the form says at the field what the server would refuse.
 */
export function scheduleOrderErrors(fields: ScheduleFields): ScheduleOrderErrors {
  const delay = Number.isInteger(fields.autoCloseDelayDays) ? Math.max(0, fields.autoCloseDelayDays) : 0;
  const start = minutesOf(fields.autoStartTime, 0);
  const close = minutesOf(fields.autoCloseTime, delay);
  const warning = minutesOf(fields.autoCloseWarningTime, delay);
  const errors: ScheduleOrderErrors = {};
  if (start !== null && close !== null && close <= start)
    errors.autoCloseTime = SCHEDULE_ORDER_ERRORS.closeBeforeStart;
  if (warning === null) return errors;
  if (close === null) errors.autoCloseWarningTime = SCHEDULE_ORDER_ERRORS.warningWithoutClose;
  else if (warning >= close || (start !== null && warning <= start))
    errors.autoCloseWarningTime = SCHEDULE_ORDER_ERRORS.warningOutsideSchedule;
  return errors;
}

/**
 * Distribution is by weekdays or by interval: switching sends one mode and clears the other, but one change
 * that sets both at once is contradictory and refused at the interval (the scheduler could not tell which
 * is meant). Shared by the decider and the web form.
 */
export function distributionModeErrors(
  changes: Partial<Pick<AutoSettings, 'autoWeekdays' | 'autoDistribution'>>,
): Partial<Record<'autoDistribution', string>> {
  const both =
    (changes.autoWeekdays?.length ?? 0) > 0 &&
    changes.autoDistribution !== undefined &&
    changes.autoDistribution !== null;
  return both ? { autoDistribution: SCHEDULE_ORDER_ERRORS.weekdaysAndInterval } : {};
}
