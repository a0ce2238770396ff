import { linkMailTemplate, type MailTemplate } from '../mail/templates.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.hotelResponsible.subject',
  message: 'A question to look at in the inspection at {hotel}',
};
const FAILED = /*i18n*/ {
  id: 'mail.hotelResponsible.failed',
  message:
    'In the inspection {type} at {hotel}, started on {startDate}, this question was answered short of its mark:\n\n{question}\n\nThe inspection:\n{link}',
};
const FOLLOW_UP = /*i18n*/ {
  id: 'mail.hotelResponsible.followUp',
  message:
    'In the inspection {type} at {hotel}, started on {startDate}, this question was marked for follow-up:\n\n{question}\n\nThe inspection:\n{link}',
};

/** A question that notifies the entity's responsible, answered short or flagged: to the entity's contact. */
export function hotelResponsibleTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, SUBJECT, (p) => (p.reason === 'followUp' ? FOLLOW_UP : FAILED));
}
