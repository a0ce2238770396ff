import type { Locale } from '../../src-domain/shared/locales.ts';
import type { Band } from '../../src-domain/statistics/ranking.ts';

/** The words of the organization report's spreadsheet, in the language the report is asked in. */
export interface RankingSheetTexts {
  sheet: string;
  organization: string;
  week: string;
  start: string;
  end: string;
  average: string;
  rank: string;
  entity: string;
  answered: string;
  total: string;
  complete: string;
  hygiene: string;
  socialDistance: string;
  band: string;
  method: string;
  bands: Record<Band, string>;
}

const METHOD_EN =
  'qIndex = 100 × points ÷ (3 × (scored + unanswered)): an unanswered question earns nothing, a not-applicable one is left out. Bands: ±5 around the average qIndex of the active entities ranked.';

const EN: RankingSheetTexts = {
  sheet: 'Ranking',
  organization: 'Organization',
  week: 'Week',
  start: 'Start date',
  end: 'End date',
  average: 'Average qIndex',
  rank: 'Rank',
  entity: 'Entity',
  answered: 'Answered',
  total: 'Inspections',
  complete: 'Complete',
  hygiene: 'Hygiene %',
  socialDistance: 'Social distance %',
  band: 'Band',
  method: METHOD_EN,
  bands: {
    green: 'above average',
    yellow: 'around average',
    red: 'below average',
    grey: 'inactive',
    none: '',
  },
};

export const RANKING_SHEET_TEXTS: Record<Locale, RankingSheetTexts> = {
  en_US: EN,
  en_GB: EN,
  sv_SE: {
    sheet: 'Rangordning',
    organization: 'Organisation',
    week: 'Vecka',
    start: 'Startdatum',
    end: 'Slutdatum',
    average: 'Genomsnittligt qIndex',
    rank: 'Placering',
    entity: 'Anläggning',
    answered: 'Besvarade',
    total: 'Inspektioner',
    complete: 'Kompletta',
    hygiene: 'Hygien %',
    socialDistance: 'Social distans %',
    band: 'Nivå',
    method:
      'qIndex = 100 × poäng ÷ (3 × (besvarade + obesvarade)): en obesvarad fråga ger inga poäng, en ej tillämplig räknas inte. Nivåer: ±5 runt genomsnittet för de rangordnade aktiva anläggningarna.',
    bands: {
      green: 'över genomsnittet',
      yellow: 'runt genomsnittet',
      red: 'under genomsnittet',
      grey: 'inaktiv',
      none: '',
    },
  },
  nb_NO: {
    sheet: 'Rangering',
    organization: 'Organisasjon',
    week: 'Uke',
    start: 'Startdato',
    end: 'Sluttdato',
    average: 'Gjennomsnittlig qIndex',
    rank: 'Plassering',
    entity: 'Anlegg',
    answered: 'Besvart',
    total: 'Inspeksjoner',
    complete: 'Komplette',
    hygiene: 'Hygiene %',
    socialDistance: 'Sosial avstand %',
    band: 'Nivå',
    method:
      'qIndex = 100 × poeng ÷ (3 × (besvarte + ubesvarte)): et ubesvart spørsmål gir ingen poeng, et ikke aktuelt holdes utenfor. Nivåer: ±5 rundt gjennomsnittet for de rangerte aktive anleggene.',
    bands: {
      green: 'over gjennomsnittet',
      yellow: 'rundt gjennomsnittet',
      red: 'under gjennomsnittet',
      grey: 'inaktivt',
      none: '',
    },
  },
  da_DK: {
    sheet: 'Rangering',
    organization: 'Organisation',
    week: 'Uge',
    start: 'Startdato',
    end: 'Slutdato',
    average: 'Gennemsnitligt qIndex',
    rank: 'Placering',
    entity: 'Anlæg',
    answered: 'Besvaret',
    total: 'Inspektioner',
    complete: 'Komplette',
    hygiene: 'Hygiejne %',
    socialDistance: 'Social afstand %',
    band: 'Niveau',
    method:
      'qIndex = 100 × point ÷ (3 × (besvarede + ubesvarede)): et ubesvaret spørgsmål giver ingen point, et ikke relevant holdes udenfor. Niveauer: ±5 omkring gennemsnittet for de rangerede aktive anlæg.',
    bands: {
      green: 'over gennemsnittet',
      yellow: 'omkring gennemsnittet',
      red: 'under gennemsnittet',
      grey: 'inaktivt',
      none: '',
    },
  },
  fi_FI: {
    sheet: 'Sijoitukset',
    organization: 'Organisaatio',
    week: 'Viikko',
    start: 'Alkamispäivä',
    end: 'Päättymispäivä',
    average: 'qIndexin keskiarvo',
    rank: 'Sijoitus',
    entity: 'Kohde',
    answered: 'Vastattu',
    total: 'Tarkastukset',
    complete: 'Valmiit',
    hygiene: 'Hygienia %',
    socialDistance: 'Turvaväli %',
    band: 'Taso',
    method:
      'qIndex = 100 × pisteet ÷ (3 × (vastatut + vastaamattomat)): vastaamaton kysymys ei anna pisteitä, soveltumaton jätetään pois. Tasot: ±5 sijoitettujen aktiivisten kohteiden keskiarvosta.',
    bands: {
      green: 'yli keskiarvon',
      yellow: 'keskiarvon tuntumassa',
      red: 'alle keskiarvon',
      grey: 'ei aktiivinen',
      none: '',
    },
  },
  es_ES: {
    sheet: 'Clasificación',
    organization: 'Organización',
    week: 'Semana',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    average: 'qIndex medio',
    rank: 'Posición',
    entity: 'Establecimiento',
    answered: 'Respondidas',
    total: 'Inspecciones',
    complete: 'Completas',
    hygiene: 'Higiene %',
    socialDistance: 'Distancia social %',
    band: 'Franja',
    method:
      'qIndex = 100 × puntos ÷ (3 × (respondidas + sin responder)): una pregunta sin respuesta no suma puntos y una no aplicable queda fuera. Franjas: ±5 en torno a la media de los establecimientos activos clasificados.',
    bands: {
      green: 'por encima de la media',
      yellow: 'en torno a la media',
      red: 'por debajo de la media',
      grey: 'inactivo',
      none: '',
    },
  },
  de_DE: {
    sheet: 'Rangliste',
    organization: 'Organisation',
    week: 'Woche',
    start: 'Startdatum',
    end: 'Enddatum',
    average: 'Durchschnittlicher qIndex',
    rank: 'Rang',
    entity: 'Einrichtung',
    answered: 'Beantwortet',
    total: 'Inspektionen',
    complete: 'Vollständig',
    hygiene: 'Hygiene %',
    socialDistance: 'Sozialer Abstand %',
    band: 'Bereich',
    method:
      'qIndex = 100 × Punkte ÷ (3 × (beantwortet + unbeantwortet)): eine unbeantwortete Frage ergibt keine Punkte, eine nicht zutreffende zählt nicht. Bereiche: ±5 um den Durchschnitt der gereihten aktiven Einrichtungen.',
    bands: {
      green: 'über dem Durchschnitt',
      yellow: 'um den Durchschnitt',
      red: 'unter dem Durchschnitt',
      grey: 'inaktiv',
      none: '',
    },
  },
  fr_FR: {
    sheet: 'Classement',
    organization: 'Organisation',
    week: 'Semaine',
    start: 'Date de début',
    end: 'Date de fin',
    average: 'qIndex moyen',
    rank: 'Rang',
    entity: 'Établissement',
    answered: 'Répondues',
    total: 'Inspections',
    complete: 'Complètes',
    hygiene: 'Hygiène %',
    socialDistance: 'Distanciation sociale %',
    band: 'Niveau',
    method:
      'qIndex = 100 × points ÷ (3 × (répondues + sans réponse)) : une question sans réponse ne rapporte rien, une question non applicable est exclue. Niveaux : ±5 autour de la moyenne des établissements actifs classés.',
    bands: {
      green: 'au-dessus de la moyenne',
      yellow: 'autour de la moyenne',
      red: 'en dessous de la moyenne',
      grey: 'inactif',
      none: '',
    },
  },
  it_IT: {
    sheet: 'Classifica',
    organization: 'Organizzazione',
    week: 'Settimana',
    start: 'Data di inizio',
    end: 'Data di fine',
    average: 'qIndex medio',
    rank: 'Posizione',
    entity: 'Struttura',
    answered: 'Risposte',
    total: 'Ispezioni',
    complete: 'Complete',
    hygiene: 'Igiene %',
    socialDistance: 'Distanziamento sociale %',
    band: 'Fascia',
    method:
      'qIndex = 100 × punti ÷ (3 × (risposte + senza risposta)): una domanda senza risposta non dà punti, una non applicabile è esclusa. Fasce: ±5 intorno alla media delle strutture attive in classifica.',
    bands: {
      green: 'sopra la media',
      yellow: 'intorno alla media',
      red: 'sotto la media',
      grey: 'inattiva',
      none: '',
    },
  },
};
