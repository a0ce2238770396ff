import { pdfDocument } from './lazy-modules.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { SafeQFigure } from '../../src-domain/statistics/week-figures.ts';
import { formatNumber, formatPercent } from '../../src-domain/shared/formats.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import { answerText } from '../texts/answer-texts.ts';
import { sheetTexts } from './sheet-texts.ts';
import { chartedWeeks, weeklyColumns } from '../../src-domain/report/chart-series.ts';
import { barChart, lineChart } from './pdf-charts.ts';
import { drawLogo } from './pdf-pictures.ts';
import type { DailyReport } from '../reports/daily-report.ts';
import type { OrganizationReport } from '../reports/organization-report.ts';
import { rankingSheetTexts } from './ranking-sheet-texts.ts';
import { endedAt } from './safeq-sheets.ts';
import { safeQExportTexts } from './safeq-export-texts.ts';
import type { WeeklyReport } from '../reports/weekly-report.ts';

const GREY = '#555555';

const textsOf = (language: Locale) => ({
  ...sheetTexts(language),
  ...rankingSheetTexts(language),
  ...safeQExportTexts(language),
});
type Texts = ReturnType<typeof textsOf>;

/**
 * An A4 PDF written by pdfkit with its built-in fonts (as the inspection report's: the ten languages' letters
 * are all in them), with the few ways the Safe Q reports set text: a title, headings, "label: value" lines
 * and grey notes.
 */
function pdfWriter(title: string, subtitle: string, logo: Buffer | null) {
  const doc = new (pdfDocument())({
    size: 'A4',
    margin: 50,
    info: { Title: `${title} – ${subtitle}`, Creator: 'Inspecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  drawLogo(doc, logo);
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.font('Helvetica').fontSize(12).text(subtitle).moveDown(0.5).fontSize(10);
  return {
    heading(text: string) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text);
      doc.moveDown(0.3).font('Helvetica').fontSize(10);
    },
    line(label: string, value: string) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    },
    /** The pdfkit document, for the charts (pdf-charts.ts). */
    doc,
    note(text: string) {
      doc.fillColor(GREY).fontSize(9).text(text).fillColor('black').fontSize(10);
    },
    end(): Promise<Buffer> {
      doc.end();
      return done;
    },
  };
}

/** Percentages in the report's language. */
const numbersIn = (language: Locale) => ({
  percent: (value: number | null | undefined) => formatPercent(language, value),
});
const label = (text: string) => text.replace(' %', '');
/** The counts a figure was computed from, so every figure on paper shows its method's inputs. */
const counts = (t: Texts, f: SafeQFigure, language: Locale) =>
  `${t.points} ${formatNumber(language, f.points)} / ${formatNumber(language, f.max)} · ${t.answered} ${f.answered} · ` +
  `${t.notApplicable} ${f.notApplicable} · ${t.unanswered} ${f.unanswered}`;

/** A day's Safe Q reports: each with its figures, modules (answered of total), deviations and comments. */
export function dailyPdf(
  reports: DailyReport[],
  day: string,
  hotelName: string,
  language: Locale,
  zone: string,
  logo: Buffer | null = null,
) {
  const t = textsOf(language);
  const { percent } = numbersIn(language);
  const pdf = pdfWriter(t.dailyTitle, `${hotelName} · ${day}`, logo);
  if (reports.length === 0) pdf.note(t.noReport);
  for (const r of reports) {
    pdf.heading(r.inspectionTypeName);
    pdf.line(t.endTime, endedAt(r.endTime, zone) || '–');
    pdf.line(label(t.score), percent(r.score.percent));
    pdf.line(label(t.fulfilment), percent(r.score.fulfilment));
    pdf.note(counts(t, r.score, language));
    barChart(pdf.doc, {
      title: t.sheets.modules,
      series: [label(t.score)],
      rows: r.modules.filter((m) => !m.skipped).map((m) => ({ name: m.name, values: [m.score.percent] })),
    });
    for (const m of r.modules) {
      const state = m.skipped
        ? t.skipped
        : `${m.totalAnsweredQuestions} / ${m.totalQuestions} · ${percent(m.score.percent)}`;
      pdf.line(`${m.name}${m.area ? ` (${m.area})` : ''}`, state);
      // Deviations, comments (a text question's answer is its comment) and numbers measured, each with its
      // answer as the report's PDF writes it ("Ofta (2 av 3 poäng)", "4,5"), never a stored value.
      for (const q of m.clusters.flatMap((c) => c.questions))
        if (
          (q.points !== null && q.max !== null && q.points < q.max) ||
          q.comment.trim() !== '' ||
          (q.score !== null && worthOf(q.type, q.score).kind === 'unscored')
        ) {
          const answer = answerText(language, q.type, q.score, q.chosenOption);
          pdf.note(
            `${q.referenceNumber} ${q.content}${answer ? ` – ${answer}` : ''}${q.comment ? `: ${q.comment}` : ''}`,
          );
        }
    }
    for (const [name, text] of [
      [t.general, r.global],
      [t.zones.hygiene, r.hygiene],
      [t.zones.socialDistance, r.socialDistance],
    ] as const)
      if (text.trim()) pdf.line(name, text);
  }
  return pdf.end();
}

/** The weekly report: the week against the previous, module types with their trend, the days, the zones. */
export function weeklyPdf(report: WeeklyReport, language: Locale, zone: string, logo: Buffer | null = null) {
  const t = textsOf(language);
  const { percent } = numbersIn(language);
  const hotel = report.hotels[0]!;
  const pdf = pdfWriter(
    t.weeklyTitle,
    `${hotel.name} · ${report.week.week} (${report.week.start} – ${report.week.end})`,
    logo,
  );
  pdf.line(
    label(t.score),
    `${percent(report.score.percent)} (${t.previousWeek}: ${percent(report.previousScore.percent)})`,
  );
  pdf.line('qIndex', percent(report.score.qIndex));
  pdf.line(
    label(t.fulfilment),
    `${percent(report.fulfilment.current)} (${t.previousWeek}: ${percent(report.fulfilment.previous)})`,
  );
  pdf.note(counts(t, report.score, language));
  // The weekly screen's chart (WeeklyReportScene), from the same columns.
  lineChart(pdf.doc, {
    title: t.weeks,
    ...weeklyColumns(chartedWeeks(report.charts), {
      score: label(t.score),
      fulfilment: label(t.fulfilment),
      hygiene: t.zones.hygiene,
      socialDistance: t.zones.socialDistance,
    }),
  });
  // The accumulated observation: the last 4 weeks summed as one period (administration §9).
  const together = report.accumulated;
  pdf.heading(t.lastFourWeeks);
  pdf.line(t.period, `${together.from} – ${together.to}`);
  pdf.line(label(t.score), percent(together.score.percent));
  pdf.line(label(t.fulfilment), percent(together.score.fulfilment));
  for (const z of together.comfortZones) pdf.line(t.zones[z.zone], percent(z.score.percent));
  pdf.note(counts(t, together.score, language));
  pdf.heading(t.sheets.modules);
  for (const m of hotel.moduleTypes) {
    pdf.line(
      `${m.name}${m.area ? ` (${m.area})` : ''}`,
      `${percent(m.score.percent)} (${t.previousWeek}: ${percent(m.previousPercent)})`,
    );
    pdf.note(m.trend.map((w) => `${w.week} ${percent(w.percent)}`).join(' · '));
  }
  pdf.heading(t.days);
  if (hotel.inspections.length === 0) pdf.note(t.noReport);
  for (const i of hotel.inspections)
    pdf.line(
      `${i.day} ${i.inspectionTypeName}`,
      `${percent(i.score.percent)} · ${label(t.fulfilment)} ${percent(i.score.fulfilment)} · ${t.complete} ${i.complete ? t.yes : t.no}${i.endTime ? ` · ${t.endTime} ${endedAt(i.endTime, zone)}` : ''}`,
    );
  pdf.heading(t.sheets.comfortZones);
  for (const z of report.comfortZones) {
    pdf.line(
      t.zones[z.zone],
      `${percent(z.score.percent)} (${t.previousWeek}: ${percent(z.previousPercent)})`,
    );
    for (const c of z.comments) pdf.note(`${c.day} ${c.inspectionTypeName}: ${c.comment}`);
  }
  return pdf.end();
}

/** The organization report: the week, the entities chosen and excluded, the ranking with bands in words. */
export function organizationPdf(report: OrganizationReport, language: Locale) {
  const t = textsOf(language);
  const { percent } = numbersIn(language);
  const pdf = pdfWriter(
    t.organizationTitle,
    `${report.name} · ${report.week.week} (${report.startDate} – ${report.endDate})`,
    null,
  );
  const names = (list: OrganizationReport['selected']) =>
    list.names ? list.names.join(', ') || '–' : `${list.count} ${t.entityCount}`;
  pdf.line(t.selected, names(report.selected));
  if (report.excludeUnanswered) pdf.line(t.excluded, names(report.excluded));
  pdf.line(t.average, percent(report.average));
  pdf.line(t.emptyRounds, String(report.empty));
  pdf.heading(t.sheet);
  if (report.hotels.length === 0) pdf.note(t.noReport);
  for (const h of report.hotels) {
    pdf.line(`${h.rank ?? '–'}. ${h.name}`, `qIndex ${percent(h.qIndex)} · ${t.bands[h.band] || '–'}`);
    pdf.note(
      `${t.answered} ${h.answered} / ${t.total} ${h.total} / ${t.complete} ${h.complete} / ${t.empty} ${h.empty} · ` +
        `${label(t.hygiene)} ${percent(h.hygiene.percent)} · ${label(t.socialDistance)} ${percent(h.socialDistance.percent)}`,
    );
  }
  pdf.heading(t.sheets.modules);
  for (const m of report.inspectionModuleTypes) pdf.line(m.name, percent(m.score.percent));
  pdf.note(t.method);
  return pdf.end();
}
