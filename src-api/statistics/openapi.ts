import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { documented, file, type AreaDoc, type RouteDoc } from '../openapi/route-doc.ts';
import { dailyQuery, organizationReportQuery, reportDaysQuery, weeklyQuery } from './schema.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const entity = { id: 'The entity' };
const idOrMy = { id: "The organization id, or `my` for the caller's own" };
const who =
  "The entity's admins (a hotelAdmin only its own entities), a companyAdmin in its organization, superUsers.";
const report = (
  summary: string,
  query: z.ZodObject,
  params: Record<string, string>,
  answer: RouteDoc['answer'],
  errors: string[],
): RouteDoc => ({
  summary,
  description: who,
  roles: ADMIN_ROLES,
  params,
  query,
  answer,
  errors: { 400: errors },
});
const dayErrors = ['safeQReport.invalidDay'];
const orgErrors = ['safeQReport.invalidDay', 'safeQReport.unknownHotel'];

export const statisticsDocs: AreaDoc = {
  tag: 'Safe Q statistics',
  description:
    'Daily and weekly Safe Q reports of an entity and the organization ranking, with exports (safeq.md).',
  routes: {
    'GET /api/admin/hotels/:id/safeq-report/daily': report(
      "The day's reports",
      dailyQuery,
      entity,
      z.array(z.looseObject({ date: z.string(), score: z.unknown(), modules: z.array(z.looseObject({})) })),
      [...dayErrors, 'safeQReport.unknownInspectionType'],
    ),
    'GET /api/admin/hotels/:id/safeq-report/weekly': report(
      'The week: fulfilment, score, comfort zones, 4-week trend, 53-week charts',
      weeklyQuery,
      entity,
      z.looseObject({ hotels: z.array(z.looseObject({})), reportDays: z.array(z.unknown()) }),
      dayErrors,
    ),
    'GET /api/admin/hotels/:id/safeq-report/daily.xlsx': report(
      "The day's reports as a workbook",
      dailyQuery,
      entity,
      file(XLSX, 'The workbook'),
      dayErrors,
    ),
    'GET /api/admin/hotels/:id/safeq-report/daily.pdf': report(
      "The day's reports as a PDF",
      dailyQuery,
      entity,
      file('application/pdf', 'The document'),
      dayErrors,
    ),
    'GET /api/admin/hotels/:id/safeq-report/weekly.xlsx': report(
      'The week as a workbook',
      weeklyQuery,
      entity,
      file(XLSX, 'The workbook'),
      dayErrors,
    ),
    'GET /api/admin/hotels/:id/safeq-report/weekly.pdf': report(
      'The week as a PDF',
      weeklyQuery,
      entity,
      file('application/pdf', 'The document'),
      dayErrors,
    ),
    'GET /api/admin/hotels/:id/safeq-info': {
      summary: 'Which days have Safe Q reports, and the default days',
      description: who,
      roles: ADMIN_ROLES,
      params: entity,
      answer: z.object({
        safeQInfo: z.object({ safeQAvailable: z.boolean(), reportDays: z.array(z.unknown()) }),
        today: z.string(),
        defaultDailyDay: z.string(),
        defaultWeeklyDay: z.string(),
        latestDay: z.string().nullable().describe("The latest report's day when it is today or yesterday"),
      }),
    },
    'GET /api/admin/organizations/:id/report': report(
      "The organization's weekly ranking",
      organizationReportQuery,
      idOrMy,
      documented(
        'name, week dates, selected and excluded entities, average, hotels (the ranking), inspectionModuleTypes',
      ),
      orgErrors,
    ),
    'GET /api/admin/organizations/:id/report.xlsx': report(
      'The ranking as a workbook',
      organizationReportQuery,
      idOrMy,
      file(XLSX, 'The workbook'),
      orgErrors,
    ),
    'GET /api/admin/organizations/:id/report.pdf': report(
      'The ranking as a PDF',
      organizationReportQuery,
      idOrMy,
      file('application/pdf', 'The document'),
      orgErrors,
    ),
    'GET /api/admin/organizations/:id/report-days': report(
      "A month's days with reports and their ISO weeks",
      reportDaysQuery,
      idOrMy,
      z.looseObject({ month: z.string(), inspections: z.array(z.unknown()) }),
      ['safeQReport.invalidMonth'],
    ),
  },
};
