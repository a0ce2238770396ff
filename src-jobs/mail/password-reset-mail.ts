import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/shared/locales.ts';
import type { MailMessage } from './mailer.ts';

const TEXTS: Record<Locale, { subject: string; body: (name: string, link: string) => string }> = {
  sv_SE: {
    subject: 'Återställ ditt lösenord för Inspecta',
    body: (name, link) =>
      `Hej ${name},\n\nÖppna länken nedan inom 60 minuter för att välja ett nytt lösenord:\n${link}\n\nHar du inte bett om detta kan du bortse från meddelandet.`,
  },
  en_US: {
    subject: 'Reset your Inspecta password',
    body: (name, link) =>
      `Hi ${name},\n\nOpen the link below within 60 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this message.`,
  },
  en_GB: {
    subject: 'Reset your Inspecta password',
    body: (name, link) =>
      `Hello ${name},\n\nOpen the link below within 60 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, you can disregard this message.`,
  },
  nb_NO: {
    subject: 'Tilbakestill passordet ditt for Inspecta',
    body: (name, link) =>
      `Hei ${name},\n\nÅpne lenken nedenfor innen 60 minutter for å velge et nytt passord:\n${link}\n\nHvis du ikke har bedt om dette, kan du se bort fra meldingen.`,
  },
  da_DK: {
    subject: 'Nulstil din adgangskode til Inspecta',
    body: (name, link) =>
      `Hej ${name},\n\nÅbn linket nedenfor inden for 60 minutter for at vælge en ny adgangskode:\n${link}\n\nHar du ikke bedt om dette, kan du se bort fra beskeden.`,
  },
  fi_FI: {
    subject: 'Vaihda Inspecta-salasanasi',
    body: (name, link) =>
      `Hei ${name},\n\nAvaa alla oleva linkki 60 minuutin kuluessa ja valitse uusi salasana:\n${link}\n\nJos et pyytänyt tätä, voit jättää viestin huomiotta.`,
  },
  es_ES: {
    subject: 'Restablece tu contraseña de Inspecta',
    body: (name, link) =>
      `Hola ${name}:\n\nAbre el siguiente enlace en un plazo de 60 minutos para elegir una contraseña nueva:\n${link}\n\nSi no lo has solicitado, puedes ignorar este mensaje.`,
  },
  de_DE: {
    subject: 'Setzen Sie Ihr Inspecta-Passwort zurück',
    body: (name, link) =>
      `Hallo ${name},\n\nÖffnen Sie den folgenden Link innerhalb von 60 Minuten, um ein neues Passwort zu wählen:\n${link}\n\nWenn Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.`,
  },
  fr_FR: {
    subject: 'Réinitialisez votre mot de passe Inspecta',
    body: (name, link) =>
      `Bonjour ${name},\n\nOuvrez le lien ci-dessous dans les 60 minutes pour choisir un nouveau mot de passe :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.`,
  },
  it_IT: {
    subject: 'Reimposta la tua password di Inspecta',
    body: (name, link) =>
      `Ciao ${name},\n\napri il link qui sotto entro 60 minuti per scegliere una nuova password:\n${link}\n\nSe non l'hai richiesto tu, puoi ignorare questo messaggio.`,
  },
};

/** The reset mail in the user's language; the link carries the token, built from PUBLIC_URL. */
export function passwordResetMail(
  to: string,
  name: string,
  language: string,
  publicUrl: string,
  token: string,
): MailMessage {
  const texts = TEXTS[isLocale(language) ? language : DEFAULT_LOCALE];
  const link = `${publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  return { to, subject: texts.subject, text: texts.body(name, link) };
}
