import type { Locale } from '../../src-domain/shared/locales.ts';
import type { HotelWeek, RankedHotel } from '../../src-domain/statistics/organization-ranking.ts';
import type { Band } from '../../src-domain/statistics/ranking.ts';
import type { ReportDayLine } from '../../src-domain/statistics/report-days.ts';
import { request } from './http.ts';

/** A Safe Q figure (src-domain/statistics/week-figures.ts): whole percentages and the counts behind them. */
export interface SafeQFigure {
  percent: number | null;
  fulfilment: number | null;
  qIndex: number | null;
  points: number;
  max: number;
  answered: number;
  notApplicable: number;
  unanswered: number;
}
export interface WeekLine {
  week: string;
  number: number;
  start: string;
  end: string;
}
export interface ReportDay {
  day: string;
  inspections: Array<{ id: string; inspectionTypeId: string; inspectionTypeName: string }>;
}

/**
 * GET …/safeq-report/daily and …/weekly: the domain's presenters' answers, each with the sources it was
 * computed from (the browser computes a report again from a push with the same function).
 */
import type { DailyReport } from '../../src-domain/statistics/daily-report.ts';
import type { WeeklyReport } from '../../src-domain/statistics/weekly-report.ts';
export type { DailyReport, WeeklyReport };

export interface SafeQInfo {
  safeQInfo: { safeQAvailable: boolean; reportDays: ReportDay[] };
  today: string;
  defaultDailyDay: string;
  defaultWeeklyDay: string;
  latestDay: string | null;
}

export interface NamesOrCount {
  names: string[] | null;
  count: number;
}

/** GET /api/admin/organizations/{id}/report (src-projections/reports/organization-report.ts). */
export interface OrganizationReport {
  id: string;
  name: string;
  day: string;
  week: WeekLine;
  startDate: string;
  endDate: string;
  excludeUnanswered: boolean;
  hotelIds: string[];
  selected: NamesOrCount;
  excluded: NamesOrCount;
  /** Rounds left without any answer at the entities shown: out of every figure. */
  empty: number;
  average: number | null;
  score: SafeQFigure;
  hotels: Array<{
    id: string;
    name: string;
    inactive: boolean;
    rank: number | null;
    qIndex: number | null;
    answered: number;
    total: number;
    complete: number;
    empty: number;
    score: SafeQFigure;
    hygiene: SafeQFigure;
    socialDistance: SafeQFigure;
    band: Band;
  }>;
  inspectionModuleTypes: Array<{ id: string; name: string; area: string; score: SafeQFigure }>;
  /** What the ranking was computed from: a pushed week (`weeklyRankings`) ranks again from these. */
  rankedHotels: RankedHotel[];
  weeks: HotelWeekFigures[];
}

/** An entity's Safe Q week as the organization report lists it and a `weeklyRankings` push carries it. */
export type HotelWeekFigures = HotelWeek & { id: string; version: number };

export interface ReportDays {
  month: string;
  reportDays: string[];
  weeks: WeekLine[];
  /** The month's Safe Q inspections that make its report days (the calendar's pushes are these lines). */
  inspections: ReportDayLine[];
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  return search ? `?${search}` : '';
};
const hotelPath = (hotelId: string) => `/api/admin/hotels/${encodeURIComponent(hotelId)}`;
const organizationPath = (id: string) => `/api/admin/organizations/${encodeURIComponent(id)}`;

/** The Safe Q reports' downloads: a spreadsheet and an A4 PDF of each. */
export type ExportFormat = 'xlsx' | 'pdf';

type OrganizationReportOptions = { day?: string; hotelIds?: string[]; excludeUnanswered?: boolean };
const organizationReportPath = (
  id: string,
  file: 'report' | `report.${ExportFormat}`,
  language: Locale,
  options: OrganizationReportOptions,
) =>
  `${organizationPath(id)}/${file}${query({
    day: options.day,
    languageShortCode: language,
    hotelIds: options.hotelIds?.join(','),
    excludeUnanswered: options.excludeUnanswered ? 'true' : undefined,
  })}`;

export const statisticsApi = {
  daily: (hotelId: string, language: Locale, day?: string, inspectionType?: string) =>
    request<DailyReport[]>(
      'GET',
      `${hotelPath(hotelId)}/safeq-report/daily${query({ day, inspectionType, languageShortCode: language })}`,
    ),
  /** The day's reports as a file: an address to download. */
  dailyFile: (
    hotelId: string,
    format: ExportFormat,
    language: Locale,
    day?: string,
    inspectionType?: string,
  ) =>
    `${hotelPath(hotelId)}/safeq-report/daily.${format}${query({ day, inspectionType, languageShortCode: language })}`,
  weekly: (hotelId: string, language: Locale, day?: string) =>
    request<WeeklyReport>(
      'GET',
      `${hotelPath(hotelId)}/safeq-report/weekly${query({ day, languageShortCode: language })}`,
    ),
  weeklyFile: (hotelId: string, format: ExportFormat, language: Locale, day?: string) =>
    `${hotelPath(hotelId)}/safeq-report/weekly.${format}${query({ day, languageShortCode: language })}`,
  info: (hotelId: string) => request<SafeQInfo>('GET', `${hotelPath(hotelId)}/safeq-info`),
  organization: (id: string, language: Locale, options: OrganizationReportOptions) =>
    request<OrganizationReport>('GET', organizationReportPath(id, 'report', language, options)),
  /** The same report as a file: an address to download. */
  organizationFile: (
    id: string,
    format: ExportFormat,
    language: Locale,
    options: OrganizationReportOptions,
  ) => organizationReportPath(id, `report.${format}`, language, options),
  reportDays: (id: string, month?: string) =>
    request<ReportDays>('GET', `${organizationPath(id)}/report-days${query({ month })}`),
};
