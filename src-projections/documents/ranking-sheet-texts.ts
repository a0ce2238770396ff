import type { Band } from '../../src-domain/statistics/ranking.ts';
import { textsIn, type Texts } from '../texts/server-i18n.ts';
import { sheetTexts } from './sheet-texts.ts';

// The words of the organization report's spreadsheet; their translations are in the catalogues.
const RANKING_SHEET_MESSAGES = {
  sheet: /*i18n*/ { id: 'rankingSheet.sheet', message: 'Ranking' },
  organization: /*i18n*/ { id: 'rankingSheet.organization', message: 'Organization' },
  week: /*i18n*/ { id: 'rankingSheet.week', message: 'Week' },
  start: /*i18n*/ { id: 'rankingSheet.start', message: 'Start date' },
  end: /*i18n*/ { id: 'rankingSheet.end', message: 'End date' },
  average: /*i18n*/ { id: 'rankingSheet.average', message: 'Average qIndex' },
  rank: /*i18n*/ { id: 'rankingSheet.rank', message: 'Rank' },
  entity: /*i18n*/ { id: 'rankingSheet.entity', message: 'Entity' },
  answered: /*i18n*/ { id: 'rankingSheet.answered', message: 'Answered' },
  total: /*i18n*/ { id: 'rankingSheet.total', message: 'Inspections' },
  complete: /*i18n*/ { id: 'rankingSheet.complete', message: 'Complete' },
  empty: /*i18n*/ { id: 'rankingSheet.empty', message: 'Left empty' },
  emptyRounds: /*i18n*/ {
    id: 'rankingSheet.emptyRounds',
    message: 'Rounds left empty (not counted)',
  },
  band: /*i18n*/ { id: 'rankingSheet.band', message: 'Band' },
  method: /*i18n*/ {
    id: 'rankingSheet.methodPlain',
    message:
      'qIndex: the points the answers earned out of the points the questions could earn (3 each). A question left unanswered earns nothing, one marked not applicable is left out, and a round with no answer at all is not counted. Colours: more than 5 above or below the average of the active entities ranked.',
  },
  bands: {
    green: /*i18n*/ { id: 'rankingSheet.bands.green', message: 'above average' },
    yellow: /*i18n*/ { id: 'rankingSheet.bands.yellow', message: 'around average' },
    red: /*i18n*/ { id: 'rankingSheet.bands.red', message: 'below average' },
    grey: /*i18n*/ { id: 'rankingSheet.bands.grey', message: 'inactive' },
  },
};

export type RankingSheetTexts = Texts<typeof RANKING_SHEET_MESSAGES> & {
  bands: Record<Band, string>;
  hygiene: string;
  socialDistance: string;
};

/**
 * The ranking's sheet texts in the language the report is asked in; an entity without a band shows none. The
 * two zones' columns are headed by the names the screens give the zones (sheet-texts.ts `zones`), as "Hygien %"
 * and "Socialt avstånd %", so a sheet and the screen never call a zone differently.
 */
export function rankingSheetTexts(language: string): RankingSheetTexts {
  const texts = textsIn(language, RANKING_SHEET_MESSAGES);
  const { zones } = sheetTexts(language);
  return {
    ...texts,
    bands: { ...texts.bands, none: '' },
    hygiene: `${zones.hygiene} %`,
    socialDistance: `${zones.socialDistance} %`,
  };
}
