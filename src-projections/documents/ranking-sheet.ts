import { excel } from './lazy-modules.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { OrganizationReport } from '../reports/organization-report.ts';
import { rankingSheetTexts } from './ranking-sheet-texts.ts';

/**
 * The organization report's ranking as a workbook, from the same presenter as the screen: the week, the
 * average, a row per entity with the counts behind each figure (numbers stay numbers) and the band in words,
 * and how qIndex and the bands are computed.
 */
export async function rankingWorkbook(report: OrganizationReport, language: Locale): Promise<Buffer> {
  const t = rankingSheetTexts(language);
  const book = new (excel().Workbook)();
  const sheet = book.addWorksheet(t.sheet.slice(0, 31));
  const blank = (value: number | null) => value ?? '';
  sheet.addRow([t.organization, report.name]);
  sheet.addRow([t.week, report.week.week]);
  sheet.addRow([t.start, report.startDate]);
  sheet.addRow([t.end, report.endDate]);
  sheet.addRow([t.average, blank(report.average)]);
  sheet.addRow([t.emptyRounds, report.empty]);
  sheet.addRow([]);
  const header = sheet.addRow([
    t.rank,
    'qIndex %',
    t.answered,
    t.total,
    t.complete,
    t.empty,
    t.entity,
    t.hygiene,
    t.socialDistance,
    t.band,
  ]);
  header.font = { bold: true };
  for (const hotel of report.hotels)
    sheet.addRow([
      blank(hotel.rank),
      blank(hotel.qIndex),
      hotel.answered,
      hotel.total,
      hotel.complete,
      hotel.empty,
      hotel.name,
      blank(hotel.hygiene.percent),
      blank(hotel.socialDistance.percent),
      t.bands[hotel.band],
    ]);
  sheet.addRow([]);
  sheet.addRow([t.method]);
  [10, 10, 12, 12, 12, 14, 32, 14, 18, 24].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  return Buffer.from(await book.xlsx.writeBuffer());
}
