import { linkMailTemplate, type MailTemplate } from '../mail/templates.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.autoCloseWarning.subject',
  message: 'Inspection at {hotel} closes at {closeTime} today',
};
const BODY = /*i18n*/ {
  id: 'mail.autoCloseWarning.body',
  message:
    'The inspection {type} at {hotel}, started on {startDate}, is not finished. It closes automatically on {closeDate} at {closeTime}; answers not given by then stay unanswered.\n\nOpen it:\n{link}',
};

/** The warning before an automatic close, to the addresses of the type's and the entity's warning lists. */
export function closeWarningTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, SUBJECT, BODY);
}
