import { linkMailTemplate, type MailTemplate } from '../mail/templates.ts';

// The words are in the catalogues (src-web/locales), found there by their ids. A plan with a follow-up
// inspection has a body of its own rather than an added sentence, so each language words it whole.
const PLAN_SUBJECT = /*i18n*/ { id: 'mail.actionPlan.subject', message: 'Action plan for {hotel}' };
const PLAN_BODY = /*i18n*/ {
  id: 'mail.actionPlan.body',
  message:
    'The action plan of the {type} inspection of {startDate} at {hotel} has been sent.\n\nOpen the action plan:\n{link}',
};
const PLAN_BODY_WITH_FOLLOW_UP = /*i18n*/ {
  id: 'mail.actionPlan.bodyWithFollowUp',
  message:
    'The action plan of the {type} inspection of {startDate} at {hotel} has been sent. A follow-up inspection is planned for {followUpDate} at {followUpHour}.\n\nOpen the action plan:\n{link}',
};
const FOLLOW_UP_SUBJECT = /*i18n*/ {
  id: 'mail.followUp.subject',
  message: 'Follow-up inspection at {hotel}',
};
const FOLLOW_UP_BODY = /*i18n*/ {
  id: 'mail.followUp.body',
  message:
    'Hello {name},\n\nYou have a follow-up inspection ({type}) at {hotel} on {startDate} at {startHour}. It holds the actions of the earlier inspection.\n\nOpen it:\n{link}',
};

/** The action plan's mail: to the entity's report list, and a copy to its sender when asked. */
export function actionPlanTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, PLAN_SUBJECT, (p) =>
    p.followUpDate ? PLAN_BODY_WITH_FOLLOW_UP : PLAN_BODY,
  );
}

/** The follow-up inspection's mail to the user it is assigned to, in their language. */
export function followUpInspectionTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, FOLLOW_UP_SUBJECT, FOLLOW_UP_BODY);
}
