import { excel } from './lazy-modules.ts';
import type { presentReport } from '../reports/report.ts';
import { formatDateTime } from '../../src-domain/shared/formats.ts';
import { answerText } from '../texts/answer-texts.ts';
import { reportGroups } from './report-groups.ts';
import { sheetTexts } from './sheet-texts.ts';

type Report = ReturnType<typeof presentReport>;

/**
 * The report as a workbook to take away: a summary (with how the score is computed), the modules with the
 * counts behind each percentage, every observation, and the comfort zones. Numbers are numbers, so a
 * spreadsheet can sum and chart them.
 */
export async function reportWorkbook(report: Report): Promise<Buffer> {
  const t = sheetTexts(report.languageShortCode);
  const book = new (excel().Workbook)();
  const sheet = (name: string, rows: unknown[][], widths: number[]) => {
    const s = book.addWorksheet(name.slice(0, 31));
    for (const row of rows) s.addRow(row);
    widths.forEach((width, i) => (s.getColumn(i + 1).width = width));
    s.getRow(1).font = { bold: true };
  };
  const blank = (value: number | string | null | undefined) => value ?? '';
  const language = report.languageShortCode;
  // Instants as a person reads them, in the entity's zone; absent is an empty cell.
  const whenText = (at: string | null) => (at ? formatDateTime(at, report.hotel.timeZone) : '');
  const { score } = report;
  sheet(
    t.sheets.summary,
    [
      [t.report, report.title],
      [t.entity, report.hotel.name],
      [t.address, report.hotel.address],
      [t.agent, report.agent?.name ?? ''],
      [t.agentCode, report.agent?.agentCode ?? ''],
      [t.profile, report.agent?.profile ?? ''],
      [t.start, `${report.startDate} ${report.startHour}`],
      [t.submitted, whenText(report.agentEndTime)],
      [t.approved, whenText(report.adminEndTime)],
      [t.score, blank(score.percent)],
      [t.points, score.points],
      [t.maximum, score.max],
      [t.answered, score.answered],
      [t.filled, score.filled],
      [t.notApplicable, score.notApplicable],
      [t.unanswered, score.unanswered],
      [t.fulfilment, blank(score.fulfilment)],
      [t.completion, blank(score.completion)],
      [t.previous, blank(report.previous?.percent)],
      // The sections and reference-number groups (administration §9), each as its score %.
      ...reportGroups(report, t).flatMap(({ name, score }, i) => [
        ...(i === 0 ? [[], [t.bySection]] : []),
        [name, blank(score.percent)],
      ]),
      [],
      [t.method],
      [t.fulfilmentMethod],
    ],
    [22, 60],
  );
  sheet(
    t.sheets.modules,
    [
      [
        t.module,
        t.score,
        t.points,
        t.maximum,
        t.answered,
        t.filled,
        t.notApplicable,
        t.unanswered,
        t.previous,
      ],
      ...report.modules
        .filter((m) => !m.skipped)
        .map((m) => [
          m.name,
          blank(m.score.percent),
          m.score.points,
          m.score.max,
          m.score.answered,
          m.score.filled,
          m.score.notApplicable,
          m.score.unanswered,
          blank(m.previousPercent),
        ]),
    ],
    [32, 10, 10, 10, 10, 16, 14, 12, 12],
  );
  sheet(
    t.sheets.observations,
    [
      [t.module, t.reference, t.question, t.answer, t.points, t.maximum, t.comment, t.filled],
      ...report.modules
        .filter((m) => !m.skipped)
        .flatMap((m) =>
          m.observations.map((o) => [
            m.name,
            o.referenceNumber,
            o.content,
            // The answer's words and points, never its stored value (0 is "Always", worth 3 points).
            answerText(language, o.type, o.score, o.chosenOption),
            blank(o.points),
            blank(o.max),
            o.comment,
            o.filledAtFinish ? t.filledMark : '',
          ]),
        ),
    ],
    [28, 12, 60, 28, 10, 10, 50, 40],
  );
  sheet(
    t.sheets.comfortZones,
    [
      [t.comfortZone, t.score, t.points, t.maximum, t.comment],
      ...report.comfortZones.map((z) => [
        t.zones[z.zone],
        blank(z.score.percent),
        z.score.points,
        z.score.max,
        z.comment,
      ]),
    ],
    [26, 10, 10, 10, 50],
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
