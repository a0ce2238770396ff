import { useEffect, useRef } from 'react';
import type { Locale } from '../../../src-domain/shared/locales.ts';
import type { ChangePush } from '../../../src-domain/shared/push-protocol.ts';
import { room } from '../../../src-domain/shared/rooms.ts';
import { presentDailyReport } from '../../../src-domain/statistics/daily-report.ts';
import {
  presentWeeklyReport,
  withPushedDay,
  withPushedWeek,
  type WeeklyDay,
} from '../../../src-domain/statistics/weekly-report.ts';
import type { DailyReport, WeeklyReport } from '../../api/statistics.ts';
import type { InspectionLiveState } from '../../api/inspections.ts';
import { useLive } from '../../realtime/use-live.ts';
import { reportedInspection } from '../Report/report-live.ts';

/** The value of this render, for callbacks made once (a watch) that run later. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

type Update<T> = (change: (value: T) => T) => void;

/**
 * Pushes that arrive while the report loads (its rooms are joined first) are kept and applied once it is
 * shown, in the order they came: each carries a whole document, so the last one of a document wins.
 */
function useReplay<T>(shown: T | null, update: Update<T>) {
  const pending = useRef<Array<(value: T) => T>>([]);
  const latest = useLatest(shown);
  useEffect(() => {
    if (!shown || pending.current.length === 0) return;
    const changes = pending.current;
    pending.current = [];
    update((value) => changes.reduce((next, change) => change(next), value));
  }, [shown, update]);
  return (change: (value: T) => T) => {
    if (latest.current) update(change);
    else pending.current.push(change);
  };
}

/**
 * Keeps an open weekly Safe Q report current from its entity's pushed Safe Q days (`safeQDays`: a day as
 * the report reads it) and weeks (`weeklyRankings`: the week's sums), both in the entity's admin room: the
 * pushed document replaces the one among the report's sources and the report is computed again with the
 * server's own function (src-domain/statistics/weekly-report.ts). It loads again only when pushes may have
 * been missed (a late join, a reconnect, a gap) or the room was revoked.
 */
export function useLiveWeeklyReport(
  hotelId: string,
  report: WeeklyReport | null,
  language: Locale,
  update: Update<WeeklyReport>,
  reload: () => unknown,
) {
  const apply = useReplay(report, update);
  const again = useLatest(reload);
  // Watched from the start, not once loaded: what is pushed meanwhile is applied to what loads.
  useLive(`${hotelId}|${language}`, () => ({
    rooms: [room('inspections', hotelId)],
    collections: ['safeQDays', 'weeklyRankings'],
    change: (push: ChangePush) =>
      apply((shown) => {
        const sources =
          push.collection === 'safeQDays'
            ? withPushedDay(shown.sources, push.id, push.removed ? null : (push.doc as WeeklyDay))
            : push.removed
              ? shown.sources
              : withPushedWeek(shown.sources, push.doc as Parameters<typeof withPushedWeek>[1]);
        return sources === shown.sources ? shown : presentWeeklyReport(sources, language);
      }),
    missed: () => void again.current(),
    revoked: () => void again.current(),
  }));
}

/**
 * Keeps an open day of daily Safe Q reports current: each report is computed again with the server's own
 * function (src-domain/statistics/daily-report.ts) from its inspection's pushed live state (pushed to the
 * entity's admins in its admin room), never fetched. A removed inspection's report leaves; a Safe Q
 * inspection made for the day (a report the screen does not have: its questionnaire comes with its GET)
 * loads the day again, as do missed pushes.
 */
export function useLiveDailyReports(
  hotelId: string,
  reports: DailyReport[] | null,
  /** Does a Safe Q day belong on the screen (its day, the type asked)? */
  belongs: (day: { day: string; inspectionTypeId: string }) => boolean,
  language: Locale,
  update: Update<DailyReport[]>,
  reload: () => unknown,
) {
  const apply = useReplay(reports, update);
  const latest = useLatest(reports);
  const again = useLatest(reload);
  const isShown = useLatest(belongs);
  useLive(`${hotelId}|${language}`, () => ({
    rooms: [room('inspections', hotelId)],
    collections: ['inspections', 'safeQDays'],
    known: (collection, id) =>
      collection === 'inspections' ? latest.current?.find((r) => r.id === id)?.version : undefined,
    change: (push: ChangePush) => {
      const held = latest.current?.some((r) => r.id === push.id);
      if (push.collection === 'safeQDays') {
        const day = push.removed ? null : (push.doc as WeeklyDay);
        if (day && latest.current && isShown.current(day) && !held) return void again.current();
        if (held && (!day || !isShown.current(day))) apply((shown) => shown.filter((r) => r.id !== push.id));
        return;
      }
      if (!held) return;
      if (push.removed) return apply((shown) => shown.filter((r) => r.id !== push.id));
      const live = reportedInspection(push.doc as InspectionLiveState);
      apply((shown) =>
        shown.map((r) =>
          r.id === push.id && push.version > r.version
            ? presentDailyReport(r.sources, live, push.version, language)
            : r,
        ),
      );
    },
    missed: () => void again.current(),
    revoked: () => void again.current(),
  }));
}
