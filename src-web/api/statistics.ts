import type { Locale } from '../../src-domain/shared/locales.ts';
import type { Band } from '../../src-domain/statistics/ranking.ts';
import type { SafeQZone } from '../../src-domain/statistics/safeq-day.ts';
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

/** GET /api/admin/hotels/{id}/safeq-report/daily (src-api/statistics/daily-report.ts). */
export interface DailyReport {
  id: string;
  date: string;
  hotel: { id: string; name: string };
  inspectionTypeId: string;
  inspectionTypeName: string;
  endTime: string | null;
  score: SafeQFigure;
  modules: Array<{
    id: string;
    name: string;
    area: string;
    skipped: boolean;
    finished: boolean;
    totalQuestions: number;
    totalAnsweredQuestions: number;
    score: SafeQFigure;
    questionsByComfortZones: Record<string, { totalQuestions: number; totalAnsweredQuestions: number }>;
    clusters: Array<{
      id: string;
      name: string;
      comment: string;
      questions: Array<{
        id: string;
        referenceNumber: string;
        content: string;
        score: number | null;
        points: number | null;
        max: number | null;
        comment: string;
      }>;
    }>;
  }>;
  global: string;
  hygiene: string;
  socialDistance: string;
}

/** GET /api/admin/hotels/{id}/safeq-report/weekly (src-api/statistics/weekly-report.ts). */
export interface WeeklyReport {
  hotels: Array<{
    id: string;
    name: string;
    inactive: boolean;
    inspections: Array<{
      id: string;
      day: string;
      inspectionTypeName: string;
      endTime: string | null;
      complete: boolean;
      skippedModules: number;
      score: SafeQFigure;
    }>;
    moduleTypes: Array<{
      id: string;
      name: string;
      area: string;
      score: SafeQFigure;
      previousPercent: number | null;
      trend: Array<WeekLine & SafeQFigure>;
      days: Array<{
        id: string;
        day: string;
        inspectionTypeName: string;
        skipped: boolean;
        score: SafeQFigure;
      }>;
    }>;
  }>;
  day: string;
  week: WeekLine;
  previousWeek: WeekLine;
  fulfilment: { current: number | null; previous: number | null; gaugeMax: number };
  score: SafeQFigure;
  previousScore: SafeQFigure;
  comfortZones: Array<{
    zone: SafeQZone;
    score: SafeQFigure;
    previousPercent: number | null;
    comments: Array<{ day: string; inspectionTypeName: string; comment: string }>;
  }>;
  trend: Array<WeekLine & SafeQFigure>;
  charts: Array<
    WeekLine & {
      percent: number | null;
      fulfilment: number | null;
      hygiene: number | null;
      socialDistance: number | null;
    }
  >;
  reportDays: ReportDay[];
}

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

/** GET /api/admin/organizations/{id}/report (src-api/statistics/organization-report.ts). */
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
    score: SafeQFigure;
    hygiene: SafeQFigure;
    socialDistance: SafeQFigure;
    band: Band;
  }>;
  inspectionModuleTypes: Array<{ id: string; name: string; area: string; score: SafeQFigure }>;
}

export interface ReportDays {
  month: string;
  reportDays: string[];
  weeks: WeekLine[];
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
