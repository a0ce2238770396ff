import { pdfDocument } from './lazy-modules.ts';
import type { ActionItem } from '../../src-domain/report/inspection-report.ts';
import type { presentReport } from '../reports/report.ts';
import { formatDateTime, formatNumber, formatPercent } from '../../src-domain/shared/formats.ts';
import { answerText } from '../texts/answer-texts.ts';
import { reportGroups } from './report-groups.ts';
import { sheetTexts } from './sheet-texts.ts';
import { drawLogo, drawPhotos } from './pdf-pictures.ts';
import { drawReportCharts } from './report-pdf-charts.ts';

type FullReport = ReturnType<typeof presentReport>;
type Figure = FullReport['score'];
type FullObservation = FullReport['modules'][number]['observations'][number];
/**
 * What the PDF is drawn from: the admins' report, or a share link's (src-api/reports/public-report.ts), which
 * leaves out the agent's profile, stored paths and the filled-at-finish marks.
 */
type Report = Pick<
  FullReport,
  | 'title'
  | 'reportType'
  | 'languageShortCode'
  | 'startDate'
  | 'startHour'
  | 'agentEndTime'
  | 'adminEndTime'
  | 'score'
  | 'sections'
  | 'keyRoom'
  | 'supplemental'
  | 'comfortZones'
  | 'worst'
  | 'generalComments'
> & {
  hotel: { name: string; address: string; timeZone?: string };
  agent: { name?: string; agentCode: string; profile?: string } | null;
  previous: { startDate: string; percent: number | null } | null;
  headerContext: Array<{ question: string; answer: string }>;
  charts: Array<Omit<FullReport['charts'][number], 'inspectionId'>>;
  modules: Array<
    Omit<FullReport['modules'][number], 'observations' | 'comments'> & {
      observations: Array<
        Omit<FullObservation, 'filledAtFinish' | 'pictures'> & {
          filledAtFinish?: boolean;
          pictures: Array<{ id: string }>;
        }
      >;
    }
  >;
};

const MARGIN = 50;
const GREY = '#555555';

/**
 * The report as an A4 PDF, rendered on the server (pdfkit, its built-in fonts: the ten languages' letters are
 * all in them): the header, the total with the counts behind it and how it is computed, the modules against
 * the previous inspection, the comfort zones, the five worst answers, and each module's deviations and
 * comments. `compress: false` in tests lets them read the text back.
 */
export function reportPdf(
  report: Report,
  options: {
    compress?: boolean;
    actionItems?: Array<
      Pick<ActionItem, 'referenceNumber' | 'content' | 'followUpDeadline' | 'followUpComment' | 'comment'>
    >;
    /** The organization's logo as PNG (pdf-images.ts), drawn at the top. */
    logo?: Buffer | null;
    /** The observations' photos, downscaled, by attachment id (pdf-images.ts), drawn under their question. */
    photos?: Map<string, Buffer>;
  } = {},
): Promise<Buffer> {
  const t = sheetTexts(report.languageShortCode);
  const doc = new (pdfDocument())({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${report.title} – ${report.hotel.name}`, Creator: 'Inspecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const language = report.languageShortCode;
  const percent = (value: number | null | undefined) => formatPercent(language, value);
  const number = (value: number) => formatNumber(language, value);
  const moment = (at: string | null) => formatDateTime(at, report.hotel.timeZone);
  const counts = (f: Figure | Report['modules'][number]['score']) =>
    `${t.points} ${number(f.points)} / ${number(f.max)} · ${t.answered} ${f.answered} · ${t.filled} ${f.filled} · ${t.notApplicable} ${f.notApplicable} · ${t.unanswered} ${f.unanswered}`;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  /** A new page first when `height` would not fit on this one (and would fit on an empty page). */
  const keepTogether = (height: number) => {
    const bottom = doc.page.height - doc.page.margins.bottom;
    const room = bottom - doc.page.margins.top;
    if (doc.y + height > bottom && height < room) doc.addPage();
  };
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  drawLogo(doc, options.logo);
  doc.font('Helvetica-Bold').fontSize(20).text(report.title);
  doc.font('Helvetica').fontSize(12).text(report.hotel.name);
  if (report.hotel.address) doc.fillColor(GREY).text(report.hotel.address).fillColor('black');
  doc.moveDown(0.5).fontSize(10);
  if (report.agent?.name !== undefined) line(t.agent, report.agent.name || '–');
  if (report.agent?.agentCode) line(t.agentCode, report.agent.agentCode);
  if (report.agent?.profile?.trim()) line(t.profile, report.agent.profile.trim());
  line(t.start, `${report.startDate} ${report.startHour}`);
  line(t.submitted, moment(report.agentEndTime));
  line(t.approved, moment(report.adminEndTime));
  for (const context of report.headerContext) line(context.question, context.answer || '–');

  heading(`${t.score.replace(' %', '')}: ${percent(report.score.percent)}`);
  doc.text(counts(report.score));
  line(t.fulfilment.replace(' %', ''), percent(report.score.fulfilment));
  line(t.completion.replace(' %', ''), percent(report.score.completion));
  if (report.previous)
    line(t.previous.replace(' %', ''), `${percent(report.previous.percent)} (${report.previous.startDate})`);
  doc.fillColor(GREY).fontSize(9).text(t.method).text(t.fulfilmentMethod).fillColor('black').fontSize(10);

  heading(t.sheets.modules);
  for (const module of report.modules.filter((m) => !m.skipped)) {
    const previous =
      module.previousPercent === null
        ? ''
        : ` (${t.previous.replace(' %', '')}: ${percent(module.previousPercent)})`;
    line(module.name, `${percent(module.score.percent)}${previous}`);
    doc.fillColor(GREY).fontSize(9).text(counts(module.score)).fillColor('black').fontSize(10);
  }

  const groups = reportGroups(report, t);
  if (groups.length > 0) {
    heading(t.bySection);
    for (const group of groups) {
      line(group.name, percent(group.score.percent));
      doc.fillColor(GREY).fontSize(9).text(counts(group.score)).fillColor('black').fontSize(10);
    }
  }

  heading(t.sheets.comfortZones);
  for (const zone of report.comfortZones) {
    line(t.zones[zone.zone], percent(zone.score.percent));
    if (zone.comment) doc.fillColor(GREY).text(zone.comment).fillColor('black');
  }

  drawReportCharts(doc, report, t);

  if (report.worst.length > 0) {
    heading(t.worst);
    for (const w of report.worst) {
      line(`${w.referenceNumber} ${w.content}`, `${number(w.points)} / ${number(w.max)}`);
      if (w.comment) doc.fillColor(GREY).text(w.comment).fillColor('black');
    }
  }

  if (report.generalComments) {
    heading(t.comment);
    doc.text(report.generalComments);
  }

  heading(t.sheets.observations);
  for (const module of report.modules.filter((m) => !m.skipped)) {
    // Deviations, comments and best answers nobody observed: answers given at their maximum without a
    // comment add nothing to read.
    const noted = module.observations.filter(
      (o) =>
        (o.points !== null && o.max !== null && o.points < o.max) ||
        o.comment.trim() !== '' ||
        o.filledAtFinish ||
        o.pictures.some((p) => options.photos?.has(p.id)),
    );
    if (noted.length === 0) continue;
    const texts = noted.map((o) => {
      // The answer's words and points ("Ofta (2 av 3 poäng)"), never its stored value.
      const answer = answerText(language, o.type, o.score, o.chosenOption);
      return {
        question: `${o.referenceNumber} ${o.content}${answer ? ` – ${answer}` : ''}`,
        comment: o.comment || (o.filledAtFinish ? '' : t.noComment),
      };
    });
    const heightOf = (i: number) =>
      doc.heightOfString(texts[i]!.question) +
      (noted[i]!.filledAtFinish ? doc.heightOfString(t.filledMark) : 0) +
      (texts[i]!.comment ? doc.heightOfString(texts[i]!.comment) : 0);
    // A module's name stays with its first observation.
    keepTogether(doc.heightOfString(module.name) + heightOf(0));
    doc.moveDown(0.4).font('Helvetica-Bold').text(module.name).font('Helvetica');
    for (const [i, o] of noted.entries()) {
      // A question and its comment on one page: a reader should never turn the page between them.
      keepTogether(heightOf(i));
      doc.text(texts[i]!.question);
      if (o.filledAtFinish) doc.font('Helvetica-Oblique').text(t.filledMark).font('Helvetica');
      doc.fillColor(GREY).text(texts[i]!.comment).fillColor('black');
      drawPhotos(
        doc,
        o.pictures.map((p) => options.photos?.get(p.id)),
      );
    }
  }

  if (options.actionItems) {
    heading(t.actionPlan);
    if (options.actionItems.length === 0) doc.fillColor(GREY).text('–').fillColor('black');
    for (const item of options.actionItems) {
      line(
        `${item.referenceNumber} ${item.content}`,
        item.followUpDeadline ? `${t.deadline} ${item.followUpDeadline}` : '',
      );
      doc
        .fillColor(GREY)
        .text(item.followUpComment || item.comment || t.noComment)
        .fillColor('black');
    }
  }

  doc.end();
  return done;
}
