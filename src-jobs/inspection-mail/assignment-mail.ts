import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/shared/locales.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { OutboxEntry } from '../mail/outbox.ts';

type Params = Record<string, string>;
interface Texts {
  subject: (p: Params) => string;
  body: (p: Params, link: string) => string;
}

const EN: Texts = {
  subject: (p) => `Inspection at ${p.hotel} on ${p.startDate}`,
  body: (p, link) =>
    `Hello ${p.name},\n\nYou have been given an inspection (${p.type}) at ${p.hotel} on ${p.startDate} at ${p.startHour}.\n\nOpen it:\n${link}`,
};

const TEXTS: Record<Locale, Texts> = {
  en_US: EN,
  en_GB: EN,
  sv_SE: {
    subject: (p) => `Inspektion på ${p.hotel} den ${p.startDate}`,
    body: (p, link) =>
      `Hej ${p.name},\n\nDu har fått en inspektion (${p.type}) på ${p.hotel} den ${p.startDate} kl. ${p.startHour}.\n\nÖppna den:\n${link}`,
  },
  nb_NO: {
    subject: (p) => `Inspeksjon på ${p.hotel} ${p.startDate}`,
    body: (p, link) =>
      `Hei ${p.name},\n\nDu har fått en inspeksjon (${p.type}) på ${p.hotel} ${p.startDate} kl. ${p.startHour}.\n\nÅpne den:\n${link}`,
  },
  da_DK: {
    subject: (p) => `Inspektion på ${p.hotel} den ${p.startDate}`,
    body: (p, link) =>
      `Hej ${p.name},\n\nDu har fået en inspektion (${p.type}) på ${p.hotel} den ${p.startDate} kl. ${p.startHour}.\n\nÅbn den:\n${link}`,
  },
  fi_FI: {
    subject: (p) => `Tarkastus: ${p.hotel} ${p.startDate}`,
    body: (p, link) =>
      `Hei ${p.name},\n\nSinulle on annettu tarkastus (${p.type}) kohteessa ${p.hotel} ${p.startDate} klo ${p.startHour}.\n\nAvaa se:\n${link}`,
  },
  de_DE: {
    subject: (p) => `Inspektion in ${p.hotel} am ${p.startDate}`,
    body: (p, link) =>
      `Hallo ${p.name},\n\nIhnen wurde eine Inspektion (${p.type}) in ${p.hotel} am ${p.startDate} um ${p.startHour} zugewiesen.\n\nÖffnen:\n${link}`,
  },
  fr_FR: {
    subject: (p) => `Inspection à ${p.hotel} le ${p.startDate}`,
    body: (p, link) =>
      `Bonjour ${p.name},\n\nUne inspection (${p.type}) vous a été attribuée à ${p.hotel} le ${p.startDate} à ${p.startHour}.\n\nL'ouvrir :\n${link}`,
  },
  es_ES: {
    subject: (p) => `Inspección en ${p.hotel} el ${p.startDate}`,
    body: (p, link) =>
      `Hola ${p.name}:\n\nSe te ha asignado una inspección (${p.type}) en ${p.hotel} el ${p.startDate} a las ${p.startHour}.\n\nÁbrela:\n${link}`,
  },
  it_IT: {
    subject: (p) => `Ispezione presso ${p.hotel} il ${p.startDate}`,
    body: (p, link) =>
      `Ciao ${p.name},\n\nti è stata assegnata un'ispezione (${p.type}) presso ${p.hotel} il ${p.startDate} alle ${p.startHour}.\n\nAprila:\n${link}`,
  },
};

/** The assignment mail: the agent's new inspection, in their language, with its link. */
export function assignmentTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailMessage => {
    const p = entry.mail.params;
    const texts = TEXTS[isLocale(p.language) ? p.language : DEFAULT_LOCALE];
    return { to: entry.mail.to, subject: texts.subject(p), text: texts.body(p, publicUrl + p.path) };
  };
}
