import { linkMailTemplate, type MailTemplate } from '../mail/templates.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.feedback.subject',
  message: 'Inspection finished at {hotel}: {type}',
};
const SUBMITTED = /*i18n*/ {
  id: 'mail.feedback.submitted',
  message:
    'The inspection {type} at {hotel}, started on {startDate}, was submitted by {agent}. {failing} of its {answered} scored answers fall short.\n\nThe report:\n{link}',
};
const CLOSED = /*i18n*/ {
  id: 'mail.feedback.closedAutomatically',
  message:
    'The inspection {type} at {hotel}, started on {startDate}, was closed automatically on {closeDate}. {failing} of its {answered} scored answers fall short.\n\nThe report:\n{link}',
};

/** The feedback on finished answers: to each address of the type's feedbackEmail, with the report's link. */
export function feedbackTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, SUBJECT, (p) => (p.closeDate ? CLOSED : SUBMITTED));
}
