import Router from '@koa/router';
import type { Context } from 'koa';
import { DEFAULT_LOCALE, isLocale } from '../../src-domain/shared/locales.ts';
import { reportPdf } from '../../src-projections/documents/report-pdf.ts';
import { reportWorkbook } from '../../src-projections/documents/report-sheet.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import {
  presentAuditQaReport,
  presentReport,
  type ReportInputs,
} from '../../src-projections/reports/report.ts';
import { reportInputsOf } from '../../src-projections/reports/report-inputs.ts';
import { requireRole, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, inspectionFor } from '../auth/tenancy.ts';
import { ApiError } from '../http/api-error.ts';
import { attach, downloadName } from '../http/download.ts';
import { idParam } from '../http/params.ts';
import type { ApiServices } from '../services.ts';
import { reportPdfAssets } from './report-pdf-assets.ts';
import { shareRoutes } from './share-routes.ts';

/**
 * Reports of one inspection (administration §2, §7): for the admins who may open the inspection (a
 * hotelAdmin only at their entities; another organization's is "not found"), once the agent has ended it.
 * Agents do not read reports: they are the admins' to review and send.
 */
export function reportRoutes(services: ApiServices): Router {
  const { readModels, questionnaires } = services;
  const router = new Router();

  const load = async (ctx: Context): Promise<ReportInputs> => {
    const actor: CurrentUser = requireRole(ctx, ADMIN_ROLES);
    const inspection = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    return reportInputs(inspection as TrackedDocument<InspectionDocument>, ctx.query.languageShortCode);
  };
  /** The PDF's logo and photos for a report just loaded (its inspection checked by `load`). */
  const pdfAssets = (inputs: ReportInputs, report: Parameters<typeof reportPdfAssets>[2]) =>
    reportPdfAssets(services, inputs.doc, report);

  /** What a report is made of, for an inspection the caller may read (checked before). */
  const reportInputs = async (
    doc: TrackedDocument<InspectionDocument>,
    asked: unknown,
  ): Promise<ReportInputs> => {
    if (!doc.agentEndTime) throw new ApiError(409, 'report.notEnded');
    return reportInputsOf(
      readModels,
      (id, seenAt) => questionnaires.get(id, seenAt),
      doc,
      isLocale(asked) ? asked : DEFAULT_LOCALE,
    );
  };

  router.get('/api/admin/inspections/:id/report', async (ctx) => {
    ctx.body = presentReport(await load(ctx));
  });
  /** The audit QA report: the same report and the answers flagged for follow-up (the action plan's items). */
  router.get('/api/admin/inspections/:id/reportAuditQA', async (ctx) => {
    ctx.body = presentAuditQaReport(await load(ctx));
  });
  /** The report as a spreadsheet, in the language asked (figures as numbers, with the counts behind them). */
  router.get('/api/admin/inspections/:id/report.xlsx', async (ctx) => {
    const report = presentReport(await load(ctx));
    attach(
      ctx,
      `${downloadName('report', report.hotel.name, report.startDate)}.xlsx`,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    ctx.body = await reportWorkbook(report);
  });
  /** The report as an A4 PDF, and the audit QA report with its action plan. */
  router.get('/api/admin/inspections/:id/report.pdf', async (ctx) => {
    const inputs = await load(ctx);
    const report = presentReport(inputs);
    const assets = await pdfAssets(inputs, report);
    attach(ctx, `${downloadName('report', report.hotel.name, report.startDate)}.pdf`, 'application/pdf');
    ctx.body = await reportPdf(report, assets);
  });
  router.get('/api/admin/inspections/:id/reportAuditQA.pdf', async (ctx) => {
    const inputs = await load(ctx);
    const report = presentAuditQaReport(inputs);
    const assets = await pdfAssets(inputs, report);
    attach(
      ctx,
      `${downloadName('report', report.hotel.name, report.startDate)}-audit.pdf`,
      'application/pdf',
    );
    ctx.body = await reportPdf(report, { ...assets, actionItems: report.actionItems });
  });
  router.use(shareRoutes(services, reportInputs).routes());
  return router;
}
