import { translate } from '../../src-projections/texts/server-i18n.ts';
import { actionLabel, type MailContent } from './templates.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ { id: 'mail.passwordReset.subject', message: 'Reset your Inspecta password' };
const BODY = /*i18n*/ {
  id: 'mail.passwordReset.body',
  message:
    'Hi {name},\n\nOpen the link below within 60 minutes to choose a new password:\n{link}\n\nIf you did not ask for this, you can ignore this message.',
};

/** The reset mail in the user's language; the link carries the token, built from PUBLIC_URL. */
export function passwordResetMail(
  to: string,
  name: string,
  language: string,
  publicUrl: string,
  token: string,
): MailContent {
  const link = `${publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  return {
    to,
    language,
    subject: translate(language, SUBJECT),
    body: translate(language, BODY, { name, link }),
    action: { url: link, label: actionLabel(language, 'resetPassword') },
  };
}
