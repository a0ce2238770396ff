import type { HotelWeek } from '../../src-domain/statistics/organization-ranking.ts';
import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import { weeklyRankingsProjection, type WeeklyRankingDocument } from './projection.ts';

/** An entity's week as reports and pushes show it: without the days it was summed from. */
export type HotelWeekFigures = HotelWeek & { id: string; version: number };

/** What a report reads of a week (not its days), and as a push carries it. */
export const hotelWeekOf = (doc: WeeklyRankingDocument, version: number): HotelWeekFigures => ({
  id: doc._id,
  version,
  hotelId: doc.hotelId,
  week: doc.week,
  answered: doc.answered,
  total: doc.total,
  complete: doc.complete,
  empty: doc.empty ?? 0,
  figures: doc.figures,
  rankedFigures: doc.rankedFigures ?? doc.figures,
  moduleTypes: doc.moduleTypes,
});

const FIELDS = {
  hotelId: 1,
  week: 1,
  answered: 1,
  total: 1,
  complete: 1,
  empty: 1,
  figures: 1,
  rankedFigures: 1,
  moduleTypes: 1,
  organizationId: 1,
  _version: 1,
} as const;

/** The reads of the weekly rankings read model; each goes by one indexed key. */
export function weeklyRankingQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<WeeklyRankingDocument>>(weeklyRankingsProjection.collection);
  const shown = (docs: TrackedDocument<WeeklyRankingDocument>[]) =>
    docs.map((doc) => hotelWeekOf(doc, doc._version));
  return {
    /** An organization's entity-weeks of one ISO week (`2026-W53`). */
    inWeek: async (organizationId: string, week: string) =>
      shown(await documents().find({ orgWeek: `${organizationId}|${week}` }, { projection: FIELDS })),
    /** An entity's weeks from `from` to `to` (ISO week keys), oldest first. */
    atHotelBetween: async (hotelId: string, from: string, to: string) =>
      shown(
        await documents().find(
          { hotelId, week: { $gte: from, $lte: to } },
          { sort: { week: 1 }, projection: FIELDS },
        ),
      ),
  };
}
