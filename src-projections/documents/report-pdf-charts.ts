import {
  comfortZoneColumns,
  departmentColumns,
  totalColumn,
  withFigures,
  type ChartSource,
} from '../../src-domain/report/chart-series.ts';
import { textsIn, translate } from '../texts/server-i18n.ts';
import { barChart, lineChart } from './pdf-charts.ts';
import type { SheetTexts } from './sheet-texts.ts';

// The report screen's own chart titles (src-web/scenes/Report), so paper and screen name them alike.
const CHART_MESSAGES = {
  currentVsPrevious: /*i18n*/ { id: 'report.currentVsPrevious', message: 'Current vs previous' },
  current: /*i18n*/ { id: 'report.current', message: 'This report' },
  overTime: /*i18n*/ { id: 'report.overTime', message: 'Over time' },
  totalScore: /*i18n*/ { id: 'report.totalScore', message: 'Total score' },
  departmentsByDate: /*i18n*/ { id: 'report.departmentsByDate', message: 'Departments by date' },
  comfortZonesByDate: /*i18n*/ { id: 'report.comfortZonesByDate', message: 'Comfort zones by date' },
};
const PREVIOUS_ON = /*i18n*/ { id: 'report.previousOn', message: 'Previous report ({previousDate})' };

interface ChartedReport extends ChartSource {
  languageShortCode: string;
  reportType: string;
  previous: { startDate: string } | null;
  modules: ReadonlyArray<
    ChartSource['modules'][number] & {
      skipped: boolean;
      score: { percent: number | null };
      previousPercent: number | null;
    }
  >;
}

/**
 * The report screen's charts on paper: each module against the previous report (ResultBars), then the
 * entity's approved reports by date: total, departments and, outside audits, comfort zones (ReportOverTime).
 */
export function drawReportCharts(doc: PDFKit.PDFDocument, report: ChartedReport, sheet: SheetTexts) {
  const t = textsIn(report.languageShortCode, CHART_MESSAGES);
  const modules = report.modules.filter((m) => !m.skipped);
  barChart(doc, {
    title: t.currentVsPrevious,
    series: report.previous
      ? [
          t.current,
          translate(report.languageShortCode, PREVIOUS_ON, { previousDate: report.previous.startDate }),
        ]
      : [t.current],
    rows: modules.map((m) => ({
      name: m.name,
      values: report.previous ? [m.score.percent, m.previousPercent] : [m.score.percent],
    })),
  });
  const dates = report.charts.map((point) => point.date);
  lineChart(doc, {
    title: `${t.overTime}: ${t.totalScore}`,
    dates,
    columns: [totalColumn(report, t.totalScore)],
  });
  lineChart(doc, { title: t.departmentsByDate, dates, columns: withFigures(departmentColumns(report)) });
  if (report.reportType !== 'auditQA')
    lineChart(doc, {
      title: t.comfortZonesByDate,
      dates,
      columns: withFigures(comfortZoneColumns(report, (zone) => sheet.zones[zone])),
    });
}
