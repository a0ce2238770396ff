import { translate } from '../../src-projections/texts/server-i18n.ts';
import { actionLabel, type MailContent } from './templates.ts';

// The texts say "7 days" in words: they follow src-api/auth/reset-request.ts's INVITATION_TOKEN_TTL_MS.
// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ { id: 'mail.invitation.subject', message: 'You are invited to Inspecta' };
const BODY = /*i18n*/ {
  id: 'mail.invitation.body',
  message:
    'Hi {name},\n\nAn account has been made for you in Inspecta. Open the link below within 7 days to choose your password:\n{link}\n\nThen sign in with this e-mail address and that password.',
};

/** The invitation in the user's language: the reset link machinery's token, on the page that sets it. */
export function invitationMail(
  to: string,
  name: string,
  language: string,
  publicUrl: string,
  token: string,
): MailContent {
  const link = `${publicUrl}/password-reset?invitation=1&token=${encodeURIComponent(token)}`;
  return {
    to,
    language,
    subject: translate(language, SUBJECT),
    body: translate(language, BODY, { name, link }),
    action: { url: link, label: actionLabel(language, 'acceptInvitation') },
  };
}
