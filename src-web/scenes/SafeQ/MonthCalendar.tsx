import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { addDays, isoWeekOf, isoWeekday } from '../../../src-domain/shared/iso-week.ts';
import { Button } from '../../components/Button.tsx';
import { monthName as monthNameOf, shiftMonth } from '../../components/local-dates.ts';

/**
 * A read-only month, Monday first (administration §9), one row per ISO week: the week's cell is what
 * `week` gives (a link "v{week}" on the statistics tab), each day's what `day` gives (a link when the day has
 * reports). Months are moved with the buttons above.
 */
export function MonthCalendar({
  month,
  onMonth,
  day,
  week,
  caption,
}: {
  month: string;
  onMonth: (month: string) => void;
  day: (date: string) => ReactNode;
  week?: (weekNumber: number, end: string) => ReactNode;
  caption: string;
}) {
  const { i18n, t } = useLingui();
  const first = `${month}-01`;
  const start = addDays(first, 1 - isoWeekday(first));
  const weeks: string[][] = [];
  for (let monday = start; monday.slice(0, 7) <= month; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  const dayNames = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.locale.replace('_', '-'), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${addDays('2026-11-23', i)}T12:00:00Z`),
    ),
  );
  const monthName = monthNameOf(month, i18n.locale.replace('_', '-'));
  return (
    <div className="space-y-2">
      {/* On a phone the two buttons (which do not wrap their words) and the month do not fit one line: the
          month goes on a line of its own above them rather than widening the card past the screen. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="plain" onClick={() => onMonth(shiftMonth(month, -1))}>
          <Trans id="safeQReport.previousMonth">Previous month</Trans>
        </Button>
        <span
          className="order-first basis-full text-center font-semibold text-slate-900 large-handheld:order-none large-handheld:basis-auto"
          aria-live="polite"
        >
          {monthName}
        </span>
        <Button variant="plain" onClick={() => onMonth(shiftMonth(month, 1))}>
          <Trans id="safeQReport.nextMonth">Next month</Trans>
        </Button>
      </div>
      <table className="w-full table-fixed text-center text-sm">
        <caption className="sr-only">
          {caption} {monthName}
        </caption>
        <thead>
          <tr>
            {week && (
              <th scope="col" className="py-1 text-xs text-slate-700">
                {t({ id: 'safeQReport.weekShort', message: 'Week' })}
              </th>
            )}
            {dayNames.map((name) => (
              <th key={name} scope="col" className="py-1 text-xs text-slate-700">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days) => (
            <tr key={days[0]}>
              {week && <td className="py-1">{week(isoWeekOf(days[0]!).week, days[6]!)}</td>}
              {days.map((date) => (
                <td key={date} className={`py-1 ${date.slice(0, 7) === month ? '' : 'text-slate-500'}`}>
                  {date.slice(0, 7) === month ? day(date) : <span aria-hidden="true">{+date.slice(8)}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
