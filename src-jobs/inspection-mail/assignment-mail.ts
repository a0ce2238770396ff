import { linkMailTemplate, type MailTemplate } from '../mail/templates.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ { id: 'mail.assignment.subject', message: 'Inspection at {hotel} on {startDate}' };
const BODY = /*i18n*/ {
  id: 'mail.assignment.body',
  message:
    'Hello {name},\n\nYou have been given an inspection ({type}) at {hotel} on {startDate} at {startHour}.\n\nOpen it:\n{link}',
};

/** The assignment mail: the agent's new inspection, in their language, with its link. */
export function assignmentTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, SUBJECT, BODY);
}
