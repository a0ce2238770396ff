import type { LiveInspection } from '../../src-domain/inspection/index.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { HotelWeek, SafeQModuleType } from '../../src-domain/statistics/organization-ranking.ts';
import type { SafeQDay, SafeQFigures } from '../../src-domain/statistics/safeq-day.ts';
import { isAnswered, isComplete, sumFigures } from '../../src-domain/statistics/week-figures.ts';
import { inspectionFold } from '../inspections/live-fold.ts';
import { idOfStream, type Projection } from '../projection.ts';
import { dayAfter, moduleTypesOf, type SafeQEvent } from '../safeq/projection.ts';
import type { Document } from '../store/types.ts';

/** What an entity's week keeps of each of its Safe Q days: enough to sum the week again when one changes. */
export interface RankedDay {
  figures: SafeQFigures;
  moduleTypes: SafeQModuleType[];
  answered: boolean;
  complete: boolean;
}

/**
 * The weekly rankings read model: one document per entity and ISO week (`<hotelId>|<week>`) with the sum of
 * its Safe Q days' figures and their counts, kept as answers arrive. The organization report ranks an
 * organization's week from these (one per entity), the weekly report draws its trend and charts from an
 * entity's weeks of a year; neither sums days per request.
 *
 * An answer's event names only its inspection, so each Safe Q inspection has a context document
 * (`d:<inspectionId>`: its Safe Q day, from the inspection's one fold) that links to its entity-week
 * (Projection.linked): a rescheduled inspection leaves one week and joins another in the same event.
 */
export interface WeeklyRankingDocument extends Document, Omit<HotelWeek, never> {
  organizationId: string;
  /** `<organizationId>|<week>`: the organization report's key. */
  orgWeek: string;
  /** By inspection id. */
  days: Record<string, RankedDay>;
}

export type WeeklyRankingContext = SafeQDay & Document;
type Stored = WeeklyRankingDocument | WeeklyRankingContext;

const inspectionIdOf = idOfStream('inspection');
const CONTEXT = 'd:';
const isContext = (id: string) => id.startsWith(CONTEXT);
export const weeklyRankingId = (hotelId: string, week: string) => `${hotelId}|${week}`;

function rankedDayOf(day: SafeQDay): RankedDay {
  return {
    figures: day.figures,
    moduleTypes: moduleTypesOf(day.key),
    answered: isAnswered(day.figures),
    complete: isComplete(day.figures),
  };
}

/** The week with one day put in, replaced or (null) taken out; days summed in inspection-id order. */
function weekWith(
  doc: WeeklyRankingDocument | null,
  id: string,
  inspectionId: string,
  day: SafeQDay | null,
): WeeklyRankingDocument | null {
  const entry = day ? rankedDayOf(day) : null;
  const held = doc?.days[inspectionId] ?? null;
  if (JSON.stringify(held) === JSON.stringify(entry)) return doc;
  const days = { ...doc?.days };
  if (entry) days[inspectionId] = entry;
  else delete days[inspectionId];
  const list = Object.keys(days)
    .sort()
    .map((key) => days[key]!);
  if (list.length === 0) return null;
  const moduleTypes = new Map<string, SafeQModuleType>();
  for (const d of list)
    for (const m of d.moduleTypes) if (!moduleTypes.has(m.moduleTypeId)) moduleTypes.set(m.moduleTypeId, m);
  const [hotelId, week] = id.split('|') as [string, string];
  const organizationId = day?.organizationId ?? doc!.organizationId;
  return {
    _id: id,
    organizationId,
    hotelId,
    week,
    orgWeek: `${organizationId}|${week}`,
    answered: list.filter((d) => d.answered).length,
    total: list.length,
    complete: list.filter((d) => d.complete).length,
    empty: list.filter((d) => !d.answered).length,
    figures: sumFigures(list),
    // A round nobody answered says nothing of the entity: only answered days are ranked.
    rankedFigures: sumFigures(list.filter((d) => d.answered)),
    moduleTypes: [...moduleTypes.values()],
    days,
  };
}

export const weeklyRankingsProjection: Projection<Stored, SafeQEvent, LiveInspection> = {
  name: 'weeklyRankings',
  collection: 'weeklyRankings',
  version: 2,
  handles: {
    InspectionCreated: true,
    QuestionnairePartRecorded: true,
    QuestionScored: true,
    ModuleSkipToggled: true,
    ModuleFinished: true,
    ComfortZoneCommentsSet: true,
    AgentEndTimeSet: true,
    InspectionClosedAutomatically: true,
    AdminEndTimeSet: true,
    InspectionRescheduled: true,
    InspectionDeleted: true,
  },
  documentIds: (event) => inspectionIdOf(event).map((id) => `${CONTEXT}${id}`),
  linked: (doc) => {
    if (!isContext(doc._id)) return [];
    const day = doc as WeeklyRankingContext;
    return [weeklyRankingId(day.hotelId, day.week)];
  },
  fold: { of: inspectionFold, onlyWithDocument: true },
  evolve: (doc, event, context) => {
    if (!context) throw new Error('a weekly ranking reads its days’ context documents');
    const inspectionId = inspectionIdOf(event)[0]!;
    if (isContext(context.id)) {
      // The inspection's Safe Q day, as the Safe Q days read model computes it (safeq/projection.ts).
      const was = doc as WeeklyRankingContext | null;
      if (!was && event.type !== 'InspectionCreated') return doc;
      if (!context.fold) throw new Error('a Safe Q day is derived from the inspection fold');
      if (event.type === 'QuestionnairePartRecorded' && context.fold.after === context.fold.before)
        return doc;
      const day = dayAfter(was, event, context.fold.after);
      if (day === null || day === was) return day === null ? null : doc;
      return { ...day, _id: context.id };
    }
    // The entity-week the day counts in after the event, or none (moved to another week, or deleted).
    const day = context.read(`${CONTEXT}${inspectionId}`) as WeeklyRankingContext | null;
    const counted = day && weeklyRankingId(day.hotelId, day.week) === context.id ? day : null;
    return weekWith(doc as WeeklyRankingDocument | null, context.id, inspectionId, counted);
  },
  isContext,
  // The entity's admins (the room of its admin lists): an open organization or weekly report follows it.
  rooms: (doc) => (isContext(doc._id) ? [] : [room('inspections', (doc as WeeklyRankingDocument).hotelId)]),
  indexes: [{ keys: { orgWeek: 1 } }, { keys: { hotelId: 1, week: 1 } }],
};
