import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/shared/locales.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { OutboxEntry } from '../mail/outbox.ts';

interface Texts {
  planSubject: (hotel: string) => string;
  planBody: (p: Record<string, string>, link: string) => string;
  followUpSubject: (hotel: string) => string;
  followUpBody: (p: Record<string, string>, link: string) => string;
}

const EN: Texts = {
  planSubject: (hotel) => `Action plan for ${hotel}`,
  planBody: (p, link) =>
    `The action plan of the ${p.type} inspection of ${p.startDate} at ${p.hotel} has been sent.` +
    (p.followUpDate ? ` A follow-up inspection is planned for ${p.followUpDate} at ${p.followUpHour}.` : '') +
    `\n\nOpen the action plan:\n${link}`,
  followUpSubject: (hotel) => `Follow-up inspection at ${hotel}`,
  followUpBody: (p, link) =>
    `Hello ${p.name},\n\nYou have a follow-up inspection (${p.type}) at ${p.hotel} on ${p.startDate} at ${p.startHour}. It holds the actions of the earlier inspection.\n\nOpen it:\n${link}`,
};

const TEXTS: Record<Locale, Texts> = {
  en_US: EN,
  en_GB: EN,
  sv_SE: {
    planSubject: (hotel) => `Handlingsplan för ${hotel}`,
    planBody: (p, link) =>
      `Handlingsplanen för inspektionen ${p.type} den ${p.startDate} på ${p.hotel} har skickats.` +
      (p.followUpDate
        ? ` En uppföljande inspektion är planerad till ${p.followUpDate} kl. ${p.followUpHour}.`
        : '') +
      `\n\nÖppna handlingsplanen:\n${link}`,
    followUpSubject: (hotel) => `Uppföljande inspektion på ${hotel}`,
    followUpBody: (p, link) =>
      `Hej ${p.name},\n\nDu har en uppföljande inspektion (${p.type}) på ${p.hotel} den ${p.startDate} kl. ${p.startHour}. Den innehåller åtgärderna från den tidigare inspektionen.\n\nÖppna den:\n${link}`,
  },
  nb_NO: {
    planSubject: (hotel) => `Handlingsplan for ${hotel}`,
    planBody: (p, link) =>
      `Handlingsplanen for inspeksjonen ${p.type} ${p.startDate} på ${p.hotel} er sendt.` +
      (p.followUpDate
        ? ` En oppfølgingsinspeksjon er planlagt ${p.followUpDate} kl. ${p.followUpHour}.`
        : '') +
      `\n\nÅpne handlingsplanen:\n${link}`,
    followUpSubject: (hotel) => `Oppfølgingsinspeksjon på ${hotel}`,
    followUpBody: (p, link) =>
      `Hei ${p.name},\n\nDu har en oppfølgingsinspeksjon (${p.type}) på ${p.hotel} ${p.startDate} kl. ${p.startHour}. Den inneholder tiltakene fra den forrige inspeksjonen.\n\nÅpne den:\n${link}`,
  },
  da_DK: {
    planSubject: (hotel) => `Handlingsplan for ${hotel}`,
    planBody: (p, link) =>
      `Handlingsplanen for inspektionen ${p.type} den ${p.startDate} på ${p.hotel} er sendt.` +
      (p.followUpDate
        ? ` En opfølgende inspektion er planlagt til ${p.followUpDate} kl. ${p.followUpHour}.`
        : '') +
      `\n\nÅbn handlingsplanen:\n${link}`,
    followUpSubject: (hotel) => `Opfølgende inspektion på ${hotel}`,
    followUpBody: (p, link) =>
      `Hej ${p.name},\n\nDu har en opfølgende inspektion (${p.type}) på ${p.hotel} den ${p.startDate} kl. ${p.startHour}. Den indeholder handlingerne fra den tidligere inspektion.\n\nÅbn den:\n${link}`,
  },
  fi_FI: {
    planSubject: (hotel) => `Toimintasuunnitelma: ${hotel}`,
    planBody: (p, link) =>
      `Tarkastuksen ${p.type} (${p.startDate}, ${p.hotel}) toimintasuunnitelma on lähetetty.` +
      (p.followUpDate ? ` Seurantatarkastus on suunniteltu ${p.followUpDate} klo ${p.followUpHour}.` : '') +
      `\n\nAvaa toimintasuunnitelma:\n${link}`,
    followUpSubject: (hotel) => `Seurantatarkastus: ${hotel}`,
    followUpBody: (p, link) =>
      `Hei ${p.name},\n\nSinulla on seurantatarkastus (${p.type}) kohteessa ${p.hotel} ${p.startDate} klo ${p.startHour}. Siinä ovat aiemman tarkastuksen toimenpiteet.\n\nAvaa se:\n${link}`,
  },
  de_DE: {
    planSubject: (hotel) => `Maßnahmenplan für ${hotel}`,
    planBody: (p, link) =>
      `Der Maßnahmenplan der Inspektion ${p.type} vom ${p.startDate} in ${p.hotel} wurde versandt.` +
      (p.followUpDate
        ? ` Eine Folgeinspektion ist für den ${p.followUpDate} um ${p.followUpHour} geplant.`
        : '') +
      `\n\nMaßnahmenplan öffnen:\n${link}`,
    followUpSubject: (hotel) => `Folgeinspektion in ${hotel}`,
    followUpBody: (p, link) =>
      `Hallo ${p.name},\n\nSie haben eine Folgeinspektion (${p.type}) in ${p.hotel} am ${p.startDate} um ${p.startHour}. Sie enthält die Maßnahmen der früheren Inspektion.\n\nÖffnen:\n${link}`,
  },
  fr_FR: {
    planSubject: (hotel) => `Plan d'action pour ${hotel}`,
    planBody: (p, link) =>
      `Le plan d'action de l'inspection ${p.type} du ${p.startDate} à ${p.hotel} a été envoyé.` +
      (p.followUpDate
        ? ` Une inspection de suivi est prévue le ${p.followUpDate} à ${p.followUpHour}.`
        : '') +
      `\n\nOuvrir le plan d'action :\n${link}`,
    followUpSubject: (hotel) => `Inspection de suivi à ${hotel}`,
    followUpBody: (p, link) =>
      `Bonjour ${p.name},\n\nVous avez une inspection de suivi (${p.type}) à ${p.hotel} le ${p.startDate} à ${p.startHour}. Elle reprend les actions de l'inspection précédente.\n\nL'ouvrir :\n${link}`,
  },
  es_ES: {
    planSubject: (hotel) => `Plan de acción para ${hotel}`,
    planBody: (p, link) =>
      `Se ha enviado el plan de acción de la inspección ${p.type} del ${p.startDate} en ${p.hotel}.` +
      (p.followUpDate
        ? ` Hay una inspección de seguimiento prevista el ${p.followUpDate} a las ${p.followUpHour}.`
        : '') +
      `\n\nAbrir el plan de acción:\n${link}`,
    followUpSubject: (hotel) => `Inspección de seguimiento en ${hotel}`,
    followUpBody: (p, link) =>
      `Hola ${p.name}:\n\nTienes una inspección de seguimiento (${p.type}) en ${p.hotel} el ${p.startDate} a las ${p.startHour}. Contiene las acciones de la inspección anterior.\n\nÁbrela:\n${link}`,
  },
  it_IT: {
    planSubject: (hotel) => `Piano d'azione per ${hotel}`,
    planBody: (p, link) =>
      `Il piano d'azione dell'ispezione ${p.type} del ${p.startDate} presso ${p.hotel} è stato inviato.` +
      (p.followUpDate
        ? ` È prevista un'ispezione di follow-up il ${p.followUpDate} alle ${p.followUpHour}.`
        : '') +
      `\n\nApri il piano d'azione:\n${link}`,
    followUpSubject: (hotel) => `Ispezione di follow-up presso ${hotel}`,
    followUpBody: (p, link) =>
      `Ciao ${p.name},\n\nhai un'ispezione di follow-up (${p.type}) presso ${p.hotel} il ${p.startDate} alle ${p.startHour}. Contiene le azioni dell'ispezione precedente.\n\nAprila:\n${link}`,
  },
};

const textsOf = (language: string | undefined) => TEXTS[isLocale(language) ? language : DEFAULT_LOCALE];

/** The action plan's mail: to the entity's report list, and a copy to its sender when asked. */
export function actionPlanTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailMessage => {
    const p = entry.mail.params;
    const texts = textsOf(p.language);
    return {
      to: entry.mail.to,
      subject: texts.planSubject(p.hotel!),
      text: texts.planBody(p, publicUrl + p.path),
    };
  };
}

/** The follow-up inspection's mail to the user it is assigned to, in their language. */
export function followUpInspectionTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailMessage => {
    const p = entry.mail.params;
    const texts = textsOf(p.language);
    return {
      to: entry.mail.to,
      subject: texts.followUpSubject(p.hotel!),
      text: texts.followUpBody(p, publicUrl + p.path),
    };
  };
}
