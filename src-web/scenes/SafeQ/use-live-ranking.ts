import { useRef } from 'react';
import type { Locale } from '../../../src-domain/shared/locales.ts';
import { room } from '../../../src-domain/shared/rooms.ts';
import { organizationRanking } from '../../../src-domain/statistics/organization-ranking.ts';
import type { HotelWeekFigures, OrganizationReport } from '../../api/statistics.ts';
import { liveList } from '../../realtime/live-list.ts';
import { useLive } from '../../realtime/use-live.ts';

/** The report ranked again over its weeks, one of them as pushed: the server's own function, no GET. */
export function rankAgain(
  report: OrganizationReport,
  weeks: HotelWeekFigures[],
  language: Locale,
): OrganizationReport {
  const ranking = organizationRanking({
    hotels: report.rankedHotels,
    weeks,
    excludeUnanswered: report.excludeUnanswered,
    language,
  });
  return { ...report, ...ranking, weeks };
}

/**
 * Keeps an open organization report current from its entities' pushed weeks (`weeklyRankings`, in the
 * entities' admin rooms): a week of the report's ISO week replaces the one held, and the report is ranked
 * again in place. It loads again only when pushes may have been missed (a late join, a reconnect).
 */
export function useLiveRanking(
  report: OrganizationReport | null,
  language: Locale,
  update: (change: (report: OrganizationReport) => OrganizationReport) => void,
  reload: () => unknown,
) {
  const latest = useRef(report);
  latest.current = report;
  const key = report ? `${report.id}|${report.week.week}|${report.hotelIds.join(',')}|${language}` : null;
  useLive(key, () =>
    liveList<HotelWeekFigures>({
      rooms: report!.hotelIds.map((id) => room('inspections', id)),
      collection: 'weeklyRankings',
      toRow: (doc) => {
        const week = doc as HotelWeekFigures;
        const shown = latest.current;
        return shown && week.week === shown.week.week && shown.hotelIds.includes(week.hotelId) ? week : null;
      },
      compare: (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      rows: () => latest.current?.weeks ?? [],
      setRows: (weeks) => update((shown) => rankAgain(shown, weeks, language)),
      reload,
    }),
  );
}
