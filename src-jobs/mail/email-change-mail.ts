import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/shared/locales.ts';
import type { MailMessage } from './mailer.ts';

// The texts say "24 hours" in words: they follow src-domain/user/rules.ts's EMAIL_CHANGE_TOKEN_TTL_HOURS.

interface Texts {
  confirmSubject: string;
  confirmBody: (name: string, link: string) => string;
  requestedSubject: string;
  requestedBody: (name: string, newEmail: string) => string;
  changedSubject: string;
  changedBody: (name: string, newEmail: string) => string;
}

const TEXTS: Record<Locale, Texts> = {
  sv_SE: {
    confirmSubject: 'Bekräfta din nya e-postadress för Inspecta',
    confirmBody: (name, link) =>
      `Hej ${name},\n\nDin e-postadress för Inspecta ska ändras till den här adressen. Öppna länken nedan inom 24 timmar för att bekräfta ändringen:\n${link}\n\nTills du har bekräftat loggar du in med din gamla adress. Har du inte bett om detta kan du bortse från meddelandet.`,
    requestedSubject: 'Din e-postadress för Inspecta håller på att ändras',
    requestedBody: (name, newEmail) =>
      `Hej ${name},\n\nNågon har bett om att din e-postadress för Inspecta ska ändras till ${newEmail}. Ändringen görs först när länken som skickats till den nya adressen har öppnats.\n\nHar du inte bett om detta ska du genast kontakta din administratör.`,
    changedSubject: 'Din e-postadress för Inspecta har ändrats',
    changedBody: (name, newEmail) =>
      `Hej ${name},\n\nDin e-postadress för Inspecta har ändrats till ${newEmail}. Från och med nu loggar du in med den nya adressen.\n\nHar du inte bett om detta ska du genast kontakta din administratör.`,
  },
  en_US: {
    confirmSubject: 'Confirm your new Inspecta e-mail address',
    confirmBody: (name, link) =>
      `Hi ${name},\n\nYour Inspecta e-mail address is to be changed to this address. Open the link below within 24 hours to confirm the change:\n${link}\n\nUntil you confirm, you sign in with your old address. If you did not ask for this, you can ignore this message.`,
    requestedSubject: 'Your Inspecta e-mail address is about to change',
    requestedBody: (name, newEmail) =>
      `Hi ${name},\n\nSomeone asked to change your Inspecta e-mail address to ${newEmail}. The change happens only once the link sent to the new address has been opened.\n\nIf you did not ask for this, contact your administrator right away.`,
    changedSubject: 'Your Inspecta e-mail address has changed',
    changedBody: (name, newEmail) =>
      `Hi ${name},\n\nYour Inspecta e-mail address has been changed to ${newEmail}. From now on, you sign in with the new address.\n\nIf you did not ask for this, contact your administrator right away.`,
  },
  en_GB: {
    confirmSubject: 'Confirm your new Inspecta e-mail address',
    confirmBody: (name, link) =>
      `Hello ${name},\n\nYour Inspecta e-mail address is to be changed to this address. Open the link below within 24 hours to confirm the change:\n${link}\n\nUntil you confirm, you sign in with your old address. If you did not ask for this, you can disregard this message.`,
    requestedSubject: 'Your Inspecta e-mail address is about to change',
    requestedBody: (name, newEmail) =>
      `Hello ${name},\n\nSomeone has asked to change your Inspecta e-mail address to ${newEmail}. The change happens only once the link sent to the new address has been opened.\n\nIf you did not ask for this, contact your administrator straight away.`,
    changedSubject: 'Your Inspecta e-mail address has changed',
    changedBody: (name, newEmail) =>
      `Hello ${name},\n\nYour Inspecta e-mail address has been changed to ${newEmail}. From now on, you sign in with the new address.\n\nIf you did not ask for this, contact your administrator straight away.`,
  },
  nb_NO: {
    confirmSubject: 'Bekreft den nye e-postadressen din for Inspecta',
    confirmBody: (name, link) =>
      `Hei ${name},\n\nE-postadressen din for Inspecta skal endres til denne adressen. Åpne lenken nedenfor innen 24 timer for å bekrefte endringen:\n${link}\n\nTil du har bekreftet, logger du inn med den gamle adressen. Hvis du ikke har bedt om dette, kan du se bort fra meldingen.`,
    requestedSubject: 'E-postadressen din for Inspecta er i ferd med å endres',
    requestedBody: (name, newEmail) =>
      `Hei ${name},\n\nNoen har bedt om å endre e-postadressen din for Inspecta til ${newEmail}. Endringen skjer først når lenken som er sendt til den nye adressen, er åpnet.\n\nHvis du ikke har bedt om dette, må du straks kontakte administratoren din.`,
    changedSubject: 'E-postadressen din for Inspecta er endret',
    changedBody: (name, newEmail) =>
      `Hei ${name},\n\nE-postadressen din for Inspecta er endret til ${newEmail}. Fra nå av logger du inn med den nye adressen.\n\nHvis du ikke har bedt om dette, må du straks kontakte administratoren din.`,
  },
  da_DK: {
    confirmSubject: 'Bekræft din nye e-mailadresse til Inspecta',
    confirmBody: (name, link) =>
      `Hej ${name},\n\nDin e-mailadresse til Inspecta skal ændres til denne adresse. Åbn linket nedenfor inden for 24 timer for at bekræfte ændringen:\n${link}\n\nIndtil du har bekræftet, logger du ind med din gamle adresse. Har du ikke bedt om dette, kan du se bort fra beskeden.`,
    requestedSubject: 'Din e-mailadresse til Inspecta er ved at blive ændret',
    requestedBody: (name, newEmail) =>
      `Hej ${name},\n\nNogen har bedt om at ændre din e-mailadresse til Inspecta til ${newEmail}. Ændringen sker først, når linket, der er sendt til den nye adresse, er blevet åbnet.\n\nHar du ikke bedt om dette, skal du straks kontakte din administrator.`,
    changedSubject: 'Din e-mailadresse til Inspecta er ændret',
    changedBody: (name, newEmail) =>
      `Hej ${name},\n\nDin e-mailadresse til Inspecta er ændret til ${newEmail}. Fra nu af logger du ind med den nye adresse.\n\nHar du ikke bedt om dette, skal du straks kontakte din administrator.`,
  },
  fi_FI: {
    confirmSubject: 'Vahvista uusi Inspecta-sähköpostiosoitteesi',
    confirmBody: (name, link) =>
      `Hei ${name},\n\nInspecta-sähköpostiosoitteesi on tarkoitus vaihtaa tähän osoitteeseen. Avaa alla oleva linkki 24 tunnin kuluessa ja vahvista muutos:\n${link}\n\nKunnes olet vahvistanut muutoksen, kirjaudut sisään vanhalla osoitteellasi. Jos et pyytänyt tätä, voit jättää viestin huomiotta.`,
    requestedSubject: 'Inspecta-sähköpostiosoitteesi on vaihtumassa',
    requestedBody: (name, newEmail) =>
      `Hei ${name},\n\nJoku on pyytänyt vaihtamaan Inspecta-sähköpostiosoitteesi osoitteeseen ${newEmail}. Muutos tehdään vasta, kun uuteen osoitteeseen lähetetty linkki on avattu.\n\nJos et pyytänyt tätä, ota heti yhteyttä ylläpitäjääsi.`,
    changedSubject: 'Inspecta-sähköpostiosoitteesi on vaihdettu',
    changedBody: (name, newEmail) =>
      `Hei ${name},\n\nInspecta-sähköpostiosoitteesi on vaihdettu osoitteeseen ${newEmail}. Tästä lähtien kirjaudut sisään uudella osoitteella.\n\nJos et pyytänyt tätä, ota heti yhteyttä ylläpitäjääsi.`,
  },
  es_ES: {
    confirmSubject: 'Confirma tu nueva dirección de correo de Inspecta',
    confirmBody: (name, link) =>
      `Hola ${name}:\n\nTu dirección de correo de Inspecta va a cambiarse a esta dirección. Abre el siguiente enlace en un plazo de 24 horas para confirmar el cambio:\n${link}\n\nHasta que lo confirmes, inicias sesión con tu dirección anterior. Si no lo has solicitado, puedes ignorar este mensaje.`,
    requestedSubject: 'Tu dirección de correo de Inspecta está a punto de cambiar',
    requestedBody: (name, newEmail) =>
      `Hola ${name}:\n\nAlguien ha pedido cambiar tu dirección de correo de Inspecta a ${newEmail}. El cambio solo se hace cuando se abre el enlace enviado a la nueva dirección.\n\nSi no lo has solicitado, ponte en contacto con tu administrador de inmediato.`,
    changedSubject: 'Tu dirección de correo de Inspecta ha cambiado',
    changedBody: (name, newEmail) =>
      `Hola ${name}:\n\nTu dirección de correo de Inspecta ha cambiado a ${newEmail}. A partir de ahora, inicias sesión con la nueva dirección.\n\nSi no lo has solicitado, ponte en contacto con tu administrador de inmediato.`,
  },
  de_DE: {
    confirmSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Inspecta',
    confirmBody: (name, link) =>
      `Hallo ${name},\n\nIhre E-Mail-Adresse für Inspecta soll in diese Adresse geändert werden. Öffnen Sie den folgenden Link innerhalb von 24 Stunden, um die Änderung zu bestätigen:\n${link}\n\nBis zur Bestätigung melden Sie sich mit Ihrer bisherigen Adresse an. Wenn Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.`,
    requestedSubject: 'Ihre E-Mail-Adresse für Inspecta wird geändert',
    requestedBody: (name, newEmail) =>
      `Hallo ${name},\n\njemand hat beantragt, Ihre E-Mail-Adresse für Inspecta in ${newEmail} zu ändern. Die Änderung erfolgt erst, wenn der an die neue Adresse gesendete Link geöffnet wurde.\n\nWenn Sie dies nicht angefordert haben, wenden Sie sich bitte sofort an Ihre Administration.`,
    changedSubject: 'Ihre E-Mail-Adresse für Inspecta wurde geändert',
    changedBody: (name, newEmail) =>
      `Hallo ${name},\n\nIhre E-Mail-Adresse für Inspecta wurde in ${newEmail} geändert. Ab jetzt melden Sie sich mit der neuen Adresse an.\n\nWenn Sie dies nicht angefordert haben, wenden Sie sich bitte sofort an Ihre Administration.`,
  },
  fr_FR: {
    confirmSubject: 'Confirmez votre nouvelle adresse e-mail Inspecta',
    confirmBody: (name, link) =>
      `Bonjour ${name},\n\nVotre adresse e-mail Inspecta doit être remplacée par cette adresse. Ouvrez le lien ci-dessous dans les 24 heures pour confirmer le changement :\n${link}\n\nTant que vous n'avez pas confirmé, vous vous connectez avec votre ancienne adresse. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.`,
    requestedSubject: 'Votre adresse e-mail Inspecta va changer',
    requestedBody: (name, newEmail) =>
      `Bonjour ${name},\n\nQuelqu'un a demandé à remplacer votre adresse e-mail Inspecta par ${newEmail}. Le changement n'a lieu qu'une fois le lien envoyé à la nouvelle adresse ouvert.\n\nSi vous n'êtes pas à l'origine de cette demande, contactez immédiatement votre administrateur.`,
    changedSubject: 'Votre adresse e-mail Inspecta a changé',
    changedBody: (name, newEmail) =>
      `Bonjour ${name},\n\nVotre adresse e-mail Inspecta a été remplacée par ${newEmail}. Désormais, vous vous connectez avec la nouvelle adresse.\n\nSi vous n'êtes pas à l'origine de cette demande, contactez immédiatement votre administrateur.`,
  },
  it_IT: {
    confirmSubject: 'Conferma il tuo nuovo indirizzo e-mail di Inspecta',
    confirmBody: (name, link) =>
      `Ciao ${name},\n\nil tuo indirizzo e-mail di Inspecta sta per essere cambiato in questo indirizzo. Apri il link qui sotto entro 24 ore per confermare la modifica:\n${link}\n\nFinché non confermi, accedi con il tuo vecchio indirizzo. Se non l'hai richiesto tu, puoi ignorare questo messaggio.`,
    requestedSubject: 'Il tuo indirizzo e-mail di Inspecta sta per cambiare',
    requestedBody: (name, newEmail) =>
      `Ciao ${name},\n\nqualcuno ha chiesto di cambiare il tuo indirizzo e-mail di Inspecta in ${newEmail}. La modifica avviene solo dopo che il link inviato al nuovo indirizzo è stato aperto.\n\nSe non l'hai richiesto tu, contatta subito il tuo amministratore.`,
    changedSubject: 'Il tuo indirizzo e-mail di Inspecta è cambiato',
    changedBody: (name, newEmail) =>
      `Ciao ${name},\n\nil tuo indirizzo e-mail di Inspecta è stato cambiato in ${newEmail}. D'ora in poi accedi con il nuovo indirizzo.\n\nSe non l'hai richiesto tu, contatta subito il tuo amministratore.`,
  },
};

const textsFor = (language: string) => TEXTS[isLocale(language) ? language : DEFAULT_LOCALE];

/** To the NEW address: the link that proves its owner reads it; built from PUBLIC_URL, carrying the token. */
export function emailChangeConfirmMail(
  to: string,
  name: string,
  language: string,
  publicUrl: string,
  token: string,
): MailMessage {
  const texts = textsFor(language);
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  return { to, subject: texts.confirmSubject, text: texts.confirmBody(name, link) };
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
): MailMessage {
  const texts = textsFor(language);
  return stage === 'requested'
    ? { to, subject: texts.requestedSubject, text: texts.requestedBody(name, newEmail) }
    : { to, subject: texts.changedSubject, text: texts.changedBody(name, newEmail) };
}
