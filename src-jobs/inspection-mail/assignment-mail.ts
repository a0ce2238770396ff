import { translate } from '../../src-projections/texts/server-i18n.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { OutboxEntry } from '../mail/outbox.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ { id: 'mail.assignment.subject', message: 'Inspection at {hotel} on {startDate}' };
const BODY = /*i18n*/ {
  id: 'mail.assignment.body',
  message:
    'Hello {name},\n\nYou have been given an inspection ({type}) at {hotel} on {startDate} at {startHour}.\n\nOpen it:\n{link}',
};

/** The assignment mail: the agent's new inspection, in their language, with its link. */
export function assignmentTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailMessage => {
    const p = entry.mail.params;
    return {
      to: entry.mail.to,
      subject: translate(p.language, SUBJECT, p),
      text: translate(p.language, BODY, { ...p, link: publicUrl + p.path }),
    };
  };
}
