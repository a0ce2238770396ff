import Router from '@koa/router';
import type { Context } from 'koa';
import { addDays, defaultDailyDay, defaultWeeklyDay } from '../../src-domain/shared/iso-week.ts';
import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { rankingWorkbook } from '../../src-projections/documents/ranking-sheet.ts';
import { dailyPdf, organizationPdf, weeklyPdf } from '../../src-projections/documents/safeq-pdf.ts';
import { organizationLogo } from '../../src-projections/documents/pdf-images.ts';
import { dailyWorkbook, weeklyWorkbook } from '../../src-projections/documents/safeq-sheets.ts';
import { ReportSourceMissingError, safeQReports } from '../../src-projections/reports/safeq-reports.ts';
import { reportDaysOf } from '../../src-projections/reports/weekly-report.ts';
import { safeQQueries } from '../../src-projections/safeq/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import { ADMIN_ROLES, hotelFor, hotelScope, organizationFor } from '../auth/tenancy.ts';
import { ApiError } from '../http/api-error.ts';
import { attach, downloadName } from '../http/download.ts';
import { idOrMyParam, idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { reportCalendarOf } from '../../src-domain/statistics/report-days.ts';
import { dailyQuery, organizationReportQuery, reportDaysQuery, weeklyQuery } from './schema.ts';

/**
 * Safe Q and organization reports (administration §2, §3, §7, §9), read from the Safe Q read models only.
 * Admins in scope: a hotelAdmin only at their own entities (and in the organization report only those), a
 * companyAdmin in their organization, a superUser anywhere; anything else is "not found". Default days come
 * from the injected clock in the entity's time zone: yesterday, and the end of the last ISO week.
 */
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMATS = ['xlsx', 'pdf'] as const;

export function statisticsRoutes(services: ApiServices): Router {
  const { readModels, questionnaires, clock, files } = services;
  const router = new Router();
  const safeQ = safeQQueries(readModels);
  const reports = safeQReports(readModels, (id, seenAt) => questionnaires.get(id, seenAt));

  const hotelOf = async (ctx: Context) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    return hotelFor(readModels, actor, idParam(ctx.params.id));
  };

  /** The day's Safe Q reports at the entity (default: yesterday in its zone), in the language asked. */
  const dailyReports = async (ctx: Context) => {
    const hotel = await hotelOf(ctx);
    const query = parseBody(dailyQuery, ctx.query);
    const day = query.day ?? defaultDailyDay(clock.now(), timeZoneOf(hotel));
    const language = query.languageShortCode ?? DEFAULT_LOCALE;
    try {
      return {
        hotel,
        day,
        language,
        reports: await reports.daily(hotel, day, language, query.inspectionType),
      };
    } catch (error) {
      if (error instanceof ReportSourceMissingError) throw new ApiError(404, 'errors.notFound');
      throw error;
    }
  };

  router.get('/api/admin/hotels/:id/safeq-report/daily', async (ctx) => {
    ctx.body = (await dailyReports(ctx)).reports;
  });

  /** The weekly report of the ISO week holding the day asked (default: the last whole week in its zone). */
  const weeklyReport = async (ctx: Context) => {
    const hotel = await hotelOf(ctx);
    const query = parseBody(weeklyQuery, ctx.query);
    const day = query.day ?? defaultWeeklyDay(clock.now(), timeZoneOf(hotel));
    const language = query.languageShortCode ?? DEFAULT_LOCALE;
    return { hotel, language, report: await reports.weekly(hotel, day, language) };
  };

  router.get('/api/admin/hotels/:id/safeq-report/weekly', async (ctx) => {
    ctx.body = (await weeklyReport(ctx)).report;
  });

  /** The daily and weekly reports as a spreadsheet or an A4 PDF, in the language asked. */
  for (const format of FORMATS)
    router.get(`/api/admin/hotels/:id/safeq-report/daily.${format}`, async (ctx) => {
      const { hotel, day, language, reports } = await dailyReports(ctx);
      const zone = timeZoneOf(hotel);
      const name = downloadName('safeq-daily', hotel.name, day);
      if (format === 'pdf') {
        attach(ctx, `${name}.pdf`, PDF);
        const logo = await organizationLogo(readModels, (name) => files.read(name), hotel.organizationId);
        ctx.body = await dailyPdf(reports, day, hotel.name, language, zone, logo);
      } else {
        attach(ctx, `${name}.xlsx`, XLSX);
        ctx.body = await dailyWorkbook(reports, language, zone);
      }
    });

  for (const format of FORMATS)
    router.get(`/api/admin/hotels/:id/safeq-report/weekly.${format}`, async (ctx) => {
      const { hotel, language, report } = await weeklyReport(ctx);
      const zone = timeZoneOf(hotel);
      const name = downloadName('safeq-weekly', hotel.name, report.week.week);
      if (format === 'pdf') {
        attach(ctx, `${name}.pdf`, PDF);
        const logo = await organizationLogo(readModels, (name) => files.read(name), hotel.organizationId);
        ctx.body = await weeklyPdf(report, language, zone, logo);
      } else {
        attach(ctx, `${name}.xlsx`, XLSX);
        ctx.body = await weeklyWorkbook(report, language, zone);
      }
    });

  /**
   * The Safe Q panel of the entity page: whether the entity has a Safe Q type, its report days of the last year
   * (the calendar, with the types of each day) and the default days.
   */
  router.get('/api/admin/hotels/:id/safeq-info', async (ctx) => {
    const hotel = await hotelOf(ctx);
    const zone = timeZoneOf(hotel);
    const yesterday = defaultDailyDay(clock.now(), zone);
    const today = addDays(yesterday, 1);
    const [days, types] = await Promise.all([
      safeQ.atHotelBetween(hotel._id, addDays(today, -365), today),
      inspectionTypeQueries(readModels).atHotel(hotel._id),
    ]);
    const reportDays = reportDaysOf(days);
    const latest = reportDays.at(-1)?.day ?? null;
    ctx.body = {
      safeQInfo: {
        safeQAvailable: days.length > 0 || types.some((t) => t.reportType === 'safeQ'),
        reportDays,
      },
      today,
      defaultDailyDay: yesterday,
      defaultWeeklyDay: defaultWeeklyDay(clock.now(), zone),
      // A shortcut to the latest daily report when it is today's or yesterday's (administration §2).
      latestDay: latest === today || latest === yesterday ? latest : null,
    };
  });

  /** The organization report of the week holding the day asked (default: the last whole ISO week). */
  const organizationReport = async (ctx: Context) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const query = parseBody(organizationReportQuery, ctx.query);
    const inScope = await hotelQueries(readModels).inOrganization(organization._id, hotelScope(actor));
    const chosen = query.hotelIds?.length ? new Set(query.hotelIds) : null;
    if (chosen && [...chosen].some((id) => !inScope.some((h) => h._id === id)))
      throw new ApiError(400, 'safeQReport.unknownHotel', { hotelIds: 'safeQReport.unknownHotel' });
    const hotels = chosen ? inScope.filter((h) => chosen.has(h._id)) : inScope;
    const day = query.day ?? defaultWeeklyDay(clock.now(), timeZoneOf(hotels[0]));
    const language = query.languageShortCode ?? DEFAULT_LOCALE;
    const report = await reports.organization({
      organization,
      hotels,
      day,
      excludeUnanswered: query.excludeUnanswered === 'true',
      language,
    });
    return { report, language };
  };

  router.get('/api/admin/organizations/:id/report', async (ctx) => {
    ctx.body = (await organizationReport(ctx)).report;
  });

  /** The same report as a spreadsheet or an A4 PDF, in the language asked. */
  for (const format of FORMATS)
    router.get(`/api/admin/organizations/:id/report.${format}`, async (ctx) => {
      const { report, language } = await organizationReport(ctx);
      const name = `organization-report-${report.week.week}`;
      if (format === 'pdf') {
        attach(ctx, `${name}.pdf`, PDF);
        ctx.body = await organizationPdf(report, language);
      } else {
        attach(ctx, `${name}.xlsx`, XLSX);
        ctx.body = await rankingWorkbook(report, language);
      }
    });

  /** The statistics tab's calendar: the days of a month with Safe Q reports at the entities in scope. */
  router.get('/api/admin/organizations/:id/report-days', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const query = parseBody(reportDaysQuery, ctx.query);
    const inScope = await hotelQueries(readModels).inOrganization(organization._id, hotelScope(actor));
    const month = query.month ?? defaultDailyDay(clock.now(), timeZoneOf(inScope[0])).slice(0, 7);
    const hotelIds = actor.role === 'hotelAdmin' ? new Set(inScope.map((h) => h._id)) : null;
    const inspections = await safeQ.reportDaysInMonth(organization._id, month, hotelIds);
    // The lines too: an open calendar keeps them current from pushes (src-web/scenes/SafeQ).
    ctx.body = { month, ...reportCalendarOf(inspections), inspections };
  });

  return router;
}
