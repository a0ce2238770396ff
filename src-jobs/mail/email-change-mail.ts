import { translate } from '../../src-projections/texts/server-i18n.ts';
import { actionLabel, type MailContent } from './templates.ts';

// The texts say "24 hours" in words: they follow src-domain/user/rules.ts's EMAIL_CHANGE_TOKEN_TTL_HOURS.
// The words are in the catalogues (src-web/locales), found there by their ids.
const CONFIRM_SUBJECT = /*i18n*/ {
  id: 'mail.emailChange.confirmSubject',
  message: 'Confirm your new Inspecta e-mail address',
};
const CONFIRM_BODY = /*i18n*/ {
  id: 'mail.emailChange.confirmBody',
  message:
    'Hi {name},\n\nYour Inspecta e-mail address is to be changed to this address. Open the link below within 24 hours to confirm the change:\n{link}\n\nUntil you confirm, you sign in with your old address. If you did not ask for this, you can ignore this message.',
};
const REQUESTED_SUBJECT = /*i18n*/ {
  id: 'mail.emailChange.requestedSubject',
  message: 'Your Inspecta e-mail address is about to change',
};
const REQUESTED_BODY = /*i18n*/ {
  id: 'mail.emailChange.requestedBody',
  message:
    'Hi {name},\n\nSomeone asked to change your Inspecta e-mail address to {newEmail}. The change happens only once the link sent to the new address has been opened.\n\nIf you did not ask for this, contact your administrator right away.',
};
const CHANGED_SUBJECT = /*i18n*/ {
  id: 'mail.emailChange.changedSubject',
  message: 'Your Inspecta e-mail address has changed',
};
const CHANGED_BODY = /*i18n*/ {
  id: 'mail.emailChange.changedBody',
  message:
    'Hi {name},\n\nYour Inspecta e-mail address has been changed to {newEmail}. From now on, you sign in with the new address.\n\nIf you did not ask for this, contact your administrator right away.',
};

/** To the NEW address: the link that proves its owner reads it; built from PUBLIC_URL, carrying the token. */
export function emailChangeConfirmMail(
  to: string,
  name: string,
  language: string,
  publicUrl: string,
  token: string,
): MailContent {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    language,
    subject: translate(language, CONFIRM_SUBJECT),
    body: translate(language, CONFIRM_BODY, { name, link }),
    action: { url: link, label: actionLabel(language, 'confirmEmail') },
  };
}

/**
 * To the OLD address: a change was asked for, or has been made. No link: whoever reads the old address
 * learns of it and can alert an administrator, and a change they did not want cannot be made silently.
 */
export function emailChangeNoticeMail(
  stage: 'requested' | 'changed',
  to: string,
  name: string,
  language: string,
  newEmail: string,
): MailContent {
  const [subject, body] =
    stage === 'requested' ? [REQUESTED_SUBJECT, REQUESTED_BODY] : [CHANGED_SUBJECT, CHANGED_BODY];
  return {
    to,
    language,
    subject: translate(language, subject),
    body: translate(language, body, { name, newEmail }),
  };
}
