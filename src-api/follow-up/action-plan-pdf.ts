import PDFDocument from 'pdfkit';
import { isOverdue } from '../../src-domain/report/action-counts.ts';
import type { presentActionPlan } from './action-plan.ts';
import { actionPlanTexts } from './action-plan-texts.ts';

type ActionPlan = ReturnType<typeof presentActionPlan>;
const GREY = '#555555';

/**
 * The printable action plan (inspection-run §2 "Action plan page") as an A4 PDF, like the reports': the
 * entity, the dates and who set them, the follow-up, the summary, then every item with its kind, deadline,
 * owner and where the action stands. the plan's `today` marks overdue actions; `compress: false` lets tests read it.
 */
export function actionPlanPdf(plan: ActionPlan, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = actionPlanTexts(plan.languageShortCode);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `${t.title} – ${plan.hotel.name}`, Creator: 'Inspecta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const name = (id: string | null) => (id ? plan.people[id] || '–' : '–');
  const byWhom = (at: string | null, who: { name: string } | null) =>
    at ? `${moment(at)}${who?.name ? ` – ${who.name}` : ''}` : '–';

  doc.font('Helvetica-Bold').fontSize(20).text(t.title);
  doc.font('Helvetica').fontSize(12).text(`${plan.inspectionType.name} – ${plan.hotel.name}`);
  doc.moveDown(0.5).fontSize(10);
  line(t.entity, plan.hotel.name);
  line(t.start, `${plan.startDate} ${plan.startHour}`);
  line(t.submittedBy, byWhom(plan.agentEndTime, plan.agentEndTimeSetByUser));
  line(t.approvedBy, byWhom(plan.adminEndTime, plan.adminEndTimeSetByUser));
  if (plan.followUp)
    line(
      t.followUp,
      `${plan.followUp.startTime} ${plan.followUp.startTimeHour}${plan.followUp.user ? ` – ${plan.followUp.user.name}` : ''}`,
    );
  else if (plan.enableActionPlan) doc.text(t.sentWithoutFollowUp);

  if (plan.followUpSummary.content || plan.followUpSummary.attachments.length) {
    heading(t.summary);
    if (plan.followUpSummary.content) doc.text(plan.followUpSummary.content);
    for (const file of plan.followUpSummary.attachments)
      doc.fillColor(GREY).text(file.originalName).fillColor('black');
  }

  heading(t.items);
  if (plan.items.length === 0) doc.fillColor(GREY).text(t.none).fillColor('black');
  for (const item of plan.items) {
    const kind = item.followUpTip ? t.tip : item.followUpFeedback ? t.feedback : t.action;
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .text(`${item.moduleName} · ${item.referenceNumber} ${item.content}`);
    doc.font('Helvetica');
    line(kind, item.followUpComment || '–');
    if (item.comment) doc.fillColor(GREY).text(item.comment).fillColor('black');
    if (!item.action) continue;
    const late = isOverdue({ state: item.action.state, deadline: item.followUpDeadline }, plan.today);
    line(t.deadline, `${item.followUpDeadline ?? '–'}${late ? ` (${t.overdue})` : ''}`);
    line(t.owner, name(item.action.ownerId));
    doc.text(t.states[item.action.state]);
    if (item.action.proof)
      line(
        t.proof,
        `${item.action.proof.comment} (${name(item.action.proof.by)}, ${moment(item.action.proof.at)})`,
      );
    if (item.action.reopenReason) line(t.reopened, item.action.reopenReason);
  }

  doc.end();
  return done;
}

/** A stored instant as a date and 24-hour time, said to be UTC (the entity's zone is not known here). */
const moment = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
