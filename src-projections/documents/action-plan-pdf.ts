import { pdfDocument } from './lazy-modules.ts';
import type { ActionProgress } from '../../src-domain/inspection/fields.ts';
import { isOverdue } from '../../src-domain/report/action-counts.ts';
import type { presentActionPlan } from '../reports/action-plan.ts';
import { actionPlanTexts } from './action-plan-texts.ts';

type ActionPlan = ReturnType<typeof presentActionPlan>;
const GREY = '#555555';

/**
 * The printable action plan (inspection-run §2 "Action plan page") as an A4 PDF, like the reports': the
 * entity, the dates and who set them, the follow-up, the summary, then every item with its kind, deadline,
 * owner, where the action stands, who did it and who verified it. the plan's `today` marks overdue actions; `compress: false` lets tests read it.
 */
export function actionPlanPdf(plan: ActionPlan, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = actionPlanTexts(plan.languageShortCode);
  const doc = new (pdfDocument())({
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
  if (plan.items.length === 0 && plan.addedItems.length === 0)
    doc.fillColor(GREY).text(t.none).fillColor('black');
  /** Where an action stands in the loop, the same for a flagged answer's and an added one. */
  const loop = (action: ActionProgress, deadline: string | null) => {
    const late = isOverdue({ state: action.state, deadline }, plan.today);
    line(t.deadline, `${deadline ?? '–'}${late ? ` (${t.overdue})` : ''}`);
    line(t.owner, name(action.ownerId));
    doc.text(t.states[action.state]);
    if (action.proof)
      line(t.proof, `${action.proof.comment} (${name(action.proof.by)}, ${moment(action.proof.at)})`);
    // Who closed the loop and when, as the screen says it (a reopened action is no longer verified).
    if (action.state === 'verified' && action.verified)
      line(t.verifiedBy, `${name(action.verified.by)}, ${moment(action.verified.at)}`);
    if (action.reopenReason) line(t.reopened, action.reopenReason);
  };
  for (const item of plan.items) {
    const kind = item.followUpTip ? t.tip : item.followUpFeedback ? t.feedback : t.action;
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .text(`${item.moduleName} · ${item.referenceNumber} ${item.content}`);
    doc.font('Helvetica');
    line(kind, item.followUpComment || '–');
    if (item.comment) doc.fillColor(GREY).text(item.comment).fillColor('black');
    if (item.action) loop(item.action, item.followUpDeadline);
  }
  for (const item of plan.addedItems) {
    const about = item.question;
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .text(about ? `${about.moduleName} · ${about.referenceNumber} ${about.content}` : t.addedAction);
    doc.font('Helvetica');
    line(t.action, item.description || '–');
    loop(item.action, item.deadline);
  }

  doc.end();
  return done;
}

/** A stored instant as a date and 24-hour time, said to be UTC (the entity's zone is not known here). */
const moment = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
