import { proxy } from 'valtio';
import { adminApi, type Hotel } from '../api/admin.ts';
import { RequestFailed } from '../api/http.ts';
import { statisticsApi, type ReportDays } from '../api/statistics.ts';
import { reportCalendarOf, type ReportDayLine } from '../../src-domain/statistics/report-days.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList } from '../realtime/live-list.ts';

/** The statistics tab: the organization's entities to choose from, and the calendar of one month. */
export const statisticsState = proxy({
  /** The organization (as the API is asked: an id or "my") the entities and calendar are of. */
  of: null as string | null,
  hotels: null as Hotel[] | null,
  hotelsError: null as string | null,
  /** The entities ticked for the report: all active ones at first, and each active one that comes in. */
  chosen: [] as string[],
  calendar: null as ReportDays | null,
  calendarError: null as string | null,
});

const messageOf = (error: unknown) => (error instanceof RequestFailed ? error.msg : 'errors.server');

/** What another organization's tab left goes when this one's first answer comes. */
function switchTo(idOrMy: string): void {
  if (statisticsState.of === idOrMy) return;
  Object.assign(statisticsState, { of: idOrMy, hotels: null, calendar: null, chosen: [] });
}

export async function loadStatisticsHotels(idOrMy: string): Promise<void> {
  try {
    const list = await adminApi.hotels(idOrMy);
    switchTo(idOrMy);
    statisticsState.hotels = list;
    statisticsState.chosen = list.filter((h) => !h.inactive).map((h) => h.id);
    statisticsState.hotelsError = null;
  } catch (error) {
    statisticsState.hotelsError = messageOf(error);
  }
}

/** The calendar of a month (the server's current one when none is asked). */
export function choose(hotelId: string, chosen: boolean): void {
  const others = statisticsState.chosen.filter((id) => id !== hotelId);
  statisticsState.chosen = chosen ? [...others, hotelId] : others;
}

export async function loadReportDays(idOrMy: string, month: string | null): Promise<void> {
  statisticsState.calendarError = null;
  try {
    const answer = await statisticsApi.reportDays(idOrMy, month ?? undefined);
    if (month !== null && answer.month !== month) return;
    switchTo(idOrMy);
    statisticsState.calendar = answer;
  } catch (error) {
    statisticsState.calendarError = messageOf(error);
  }
}

/** The entity list kept current from the organization's room, as the entity lists are (state/hotels.ts). */
export function statisticsHotelsWatch(organizationId: string, reload: () => unknown): LiveWatch {
  return liveList<Hotel>({
    rooms: [room('org', organizationId)],
    collection: 'hotels',
    toRow: (doc) => ((doc as Hotel).organizationId === organizationId ? (doc as Hotel) : null),
    compare: byName,
    rows: () => statisticsState.hotels ?? [],
    setRows: (rows) => {
      const before = new Set((statisticsState.hotels ?? []).map((h) => h.id));
      const comeIn = rows.filter((h) => !before.has(h.id) && !h.inactive).map((h) => h.id);
      if (comeIn.length) statisticsState.chosen = [...statisticsState.chosen, ...comeIn];
      statisticsState.hotels = rows;
    },
    reload,
  });
}

const byDay = (a: ReportDayLine, b: ReportDayLine) =>
  a.day === b.day ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.day < b.day ? -1 : 1;

/**
 * The calendar kept current from the organization's room: a Safe Q inspection made, moved or deleted in
 * the month shown adds, moves or takes away its line, and the days and weeks are computed again from the
 * lines as the GET computes them (src-domain/statistics/report-days.ts).
 */
export function reportDaysWatch(organizationId: string, reload: () => unknown): LiveWatch {
  return liveList<ReportDayLine>({
    rooms: [room('org', organizationId)],
    collection: 'safeQReportDays',
    toRow: (doc) => {
      const line = doc as ReportDayLine;
      const month = statisticsState.calendar?.month;
      return month && line.day.startsWith(`${month}-`) ? line : null;
    },
    compare: byDay,
    rows: () => statisticsState.calendar?.inspections ?? [],
    setRows: (rows) => {
      const calendar = statisticsState.calendar;
      if (calendar)
        statisticsState.calendar = { month: calendar.month, ...reportCalendarOf(rows), inspections: rows };
    },
    reload,
  });
}
