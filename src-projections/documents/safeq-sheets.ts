import type ExcelJS from 'exceljs';
import { excel } from './lazy-modules.ts';
import { formatDateTime } from '../../src-domain/shared/formats.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { sheetTexts } from './sheet-texts.ts';
import { answerText } from '../texts/answer-texts.ts';
import type { DailyReport } from '../reports/daily-report.ts';
import { rankingSheetTexts } from './ranking-sheet-texts.ts';
import { safeQExportTexts } from './safeq-export-texts.ts';
import type { WeeklyReport } from '../reports/weekly-report.ts';

type Cell = string | number;

/** A sheet of a header row (bold) and rows; numbers stay numbers, a missing figure is an empty cell. */
function addTable(book: ExcelJS.Workbook, name: string, header: string[], rows: Array<Array<Cell | null>>) {
  const sheet = book.addWorksheet(name.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? ''));
  header.forEach((title, i) => (sheet.getColumn(i + 1).width = Math.max(12, title.length + 4)));
  return sheet;
}

const write = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/** When an inspection ended, in the entity's zone ("YYYY-MM-DD hh:mm"), or empty. */
export const endedAt = (iso: string | null, zone: string) => (iso ? formatDateTime(iso, zone) : '');

/**
 * A day's Safe Q reports as a workbook, from the same presenter as the screen: a summary row per report
 * (figures with the counts behind them, the comments), the modules with answered of total questions, and every
 * question with its answer (in words, or the number measured) and its points.
 */
export async function dailyWorkbook(reports: DailyReport[], language: Locale, zone: string): Promise<Buffer> {
  const t = { ...sheetTexts(language), ...safeQExportTexts(language) };
  const book = new (excel().Workbook)();
  addTable(
    book,
    t.sheets.summary,
    [
      t.date,
      t.entity,
      t.inspectionType,
      t.endTime,
      t.score,
      t.fulfilment,
      t.points,
      t.maximum,
      t.answered,
      t.notApplicable,
      t.unanswered,
      t.zones.hygiene,
      t.zones.socialDistance,
      t.general,
    ],
    reports.map((r) => [
      r.date,
      r.hotel.name,
      r.inspectionTypeName,
      endedAt(r.endTime, zone),
      r.score.percent,
      r.score.fulfilment,
      r.score.points,
      r.score.max,
      r.score.answered,
      r.score.notApplicable,
      r.score.unanswered,
      r.hygiene,
      r.socialDistance,
      r.global,
    ]),
  );
  addTable(
    book,
    t.sheets.modules,
    [t.inspectionType, t.module, t.area, t.skipped, t.answered, t.questions, t.score],
    reports.flatMap((r) =>
      r.modules.map((m) => [
        r.inspectionTypeName,
        m.name,
        m.area,
        m.skipped ? t.yes : t.no,
        m.totalAnsweredQuestions,
        m.totalQuestions,
        m.score.percent,
      ]),
    ),
  );
  addTable(
    book,
    t.sheets.observations,
    [
      t.inspectionType,
      t.module,
      t.reference,
      t.question,
      t.comfortZone,
      t.answer,
      t.points,
      t.maximum,
      t.comment,
    ],
    reports.flatMap((r) =>
      r.modules.flatMap((m) =>
        m.clusters.flatMap((c) =>
          c.questions.map((q) => [
            r.inspectionTypeName,
            m.name,
            q.referenceNumber,
            q.content,
            q.classification ? (t.zones[q.classification as keyof typeof t.zones] ?? q.classification) : '',
            // As the report's sheet writes it: the scale's word and points, a measured number in the
            // language's way ("4,5"), never the stored value; a text answer is its comment.
            answerText(language, q.type, q.score, q.chosenOption),
            q.points,
            q.max,
            q.comment,
          ]),
        ),
      ),
    ),
  );
  return write(book);
}

/**
 * The weekly Safe Q report as a workbook: the week's figures against the previous week, the module types with
 * their 4-week trend, the fulfilment table by day, the two comfort zones with their comments, and the year's
 * weeks (the chart's table).
 */
export async function weeklyWorkbook(report: WeeklyReport, language: Locale, zone: string): Promise<Buffer> {
  const t = { ...sheetTexts(language), ...rankingSheetTexts(language), ...safeQExportTexts(language) };
  const hotel = report.hotels[0]!;
  const book = new (excel().Workbook)();
  addTable(
    book,
    t.sheets.summary,
    ['', report.week.week, report.previousWeek.week],
    [
      [t.entity, hotel.name, null],
      [t.start, report.week.start, report.previousWeek.start],
      [t.end, report.week.end, report.previousWeek.end],
      [t.score, report.score.percent, report.previousScore.percent],
      ['qIndex %', report.score.qIndex, report.previousScore.qIndex],
      [t.fulfilment, report.fulfilment.current, report.fulfilment.previous],
      [t.points, report.score.points, report.previousScore.points],
      [t.maximum, report.score.max, report.previousScore.max],
      [t.answered, report.score.answered, report.previousScore.answered],
      [t.notApplicable, report.score.notApplicable, report.previousScore.notApplicable],
      [t.unanswered, report.score.unanswered, report.previousScore.unanswered],
    ],
  );
  addTable(
    book,
    t.sheets.modules,
    [t.module, t.area, t.score, t.previous, ...(hotel.moduleTypes[0]?.trend ?? []).map((w) => w.week)],
    hotel.moduleTypes.map((m) => [
      m.name,
      m.area,
      m.score.percent,
      m.previousPercent,
      ...m.trend.map((w) => w.percent),
    ]),
  );
  addTable(
    book,
    t.days,
    [t.date, t.inspectionType, t.endTime, t.complete, t.skipped, t.score, t.fulfilment],
    hotel.inspections.map((i) => [
      i.day,
      i.inspectionTypeName,
      endedAt(i.endTime, zone),
      i.complete ? t.yes : t.no,
      i.skippedModules,
      i.score.percent,
      i.score.fulfilment,
    ]),
  );
  addTable(
    book,
    t.sheets.comfortZones,
    [t.comfortZone, t.score, t.previous, t.date, t.comment],
    report.comfortZones.flatMap((z) => [
      [t.zones[z.zone], z.score.percent, z.previousPercent, null, null],
      ...z.comments.map((c) => [t.zones[z.zone], null, null, c.day, c.comment]),
    ]),
  );
  addTable(
    book,
    t.weeks,
    [t.week, t.start, t.score, t.fulfilment, t.hygiene, t.socialDistance],
    report.charts.map((w) => [w.week, w.start, w.percent, w.fulfilment, w.hygiene, w.socialDistance]),
  );
  const together = report.accumulated;
  const zonePercent = (zone: string) =>
    together.comfortZones.find((z) => z.zone === zone)?.score.percent ?? null;
  addTable(
    book,
    t.lastFourWeeks,
    [t.start, t.end, t.score, t.fulfilment, t.zones.hygiene, t.zones.socialDistance, t.weeks],
    [
      [
        together.from,
        together.to,
        together.score.percent,
        together.score.fulfilment,
        zonePercent('hygiene'),
        zonePercent('socialDistance'),
        together.weeks.join(', '),
      ],
    ],
  );
  return write(book);
}
