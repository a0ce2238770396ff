import PDFDocument from 'pdfkit';
import type { ActionItem } from '../../src-domain/report/inspection-report.ts';
import type { presentReport } from './report.ts';
import { sheetTexts } from './sheet-texts.ts';

type Report = ReturnType<typeof presentReport>;
type Figure = Report['score'];

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
  options: { compress?: boolean; actionItems?: ActionItem[] } = {},
): Promise<Buffer> {
  const t = sheetTexts(report.languageShortCode);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${report.title} – ${report.hotel.name}`, Creator: 'Inspecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : `${value} %`;
  const counts = (f: Figure | Report['modules'][number]['score']) =>
    `${round(f.points)} / ${f.max} ${t.points.toLowerCase()} · ${t.answered} ${f.answered} · ${t.filled} ${f.filled} · ${t.notApplicable} ${f.notApplicable} · ${t.unanswered} ${f.unanswered}`;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  doc.font('Helvetica-Bold').fontSize(20).text(report.title);
  doc.font('Helvetica').fontSize(12).text(report.hotel.name);
  if (report.hotel.address) doc.fillColor(GREY).text(report.hotel.address).fillColor('black');
  doc.moveDown(0.5).fontSize(10);
  line(t.agent, report.agent?.name || '–');
  if (report.agent?.agentCode) line(t.agentCode, report.agent.agentCode);
  if (report.agent?.profile.trim()) line(t.profile, report.agent.profile.trim());
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

  heading(t.sheets.comfortZones);
  for (const zone of report.comfortZones) {
    line(t.zones[zone.zone], percent(zone.score.percent));
    if (zone.comment) doc.fillColor(GREY).text(zone.comment).fillColor('black');
  }

  if (report.worst.length > 0) {
    heading(t.worst);
    for (const w of report.worst) {
      line(`${w.referenceNumber} ${w.content}`, `${round(w.points)} / ${w.max}`);
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
        o.filledAtFinish,
    );
    if (noted.length === 0) continue;
    doc.moveDown(0.4).font('Helvetica-Bold').text(module.name).font('Helvetica');
    for (const o of noted) {
      const worth = o.points === null ? '' : ` – ${round(o.points)} / ${o.max}`;
      doc.text(`${o.referenceNumber} ${o.content}${worth}`);
      if (o.filledAtFinish) doc.font('Helvetica-Oblique').text(t.filledMark).font('Helvetica');
      doc
        .fillColor(GREY)
        .text(o.comment || (o.filledAtFinish ? '' : t.noComment))
        .fillColor('black');
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

const round = (n: number) => Math.round(n * 100) / 100;
/** A stored instant as a date and 24-hour time (UTC, said so: the entity's zone is not known here). */
const moment = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '–');
