import type { InspectionEvent, LiveInspection } from '../../src-domain/inspection/index.ts';
import {
  safeQDayOf,
  safeQKeyWith,
  type SafeQDay,
  type SafeQModuleKey,
} from '../../src-domain/statistics/safeq-day.ts';
import type { SafeQModuleType } from '../../src-domain/statistics/organization-ranking.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { inspectionFold } from '../inspections/live-fold.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * The Safe Q statistics read model: one document per Safe Q inspection, that is per entity, day and Safe Q
 * type, kept scored as answers arrive (only Safe Q inspections: other report types cost it nothing). The
 * daily report reads an entity's day, the weekly report an entity's documents of a year, the organization
 * report an organization's week, each by one indexed key; nothing reads inspections to compute a figure.
 *
 * Why not one document per entity-week: an answer's event names only its inspection, and a projection routes
 * an event by the event alone, so a week's sum would need the inspection's entity and day from another
 * document. The week's figures are the sum of at most seven small documents per type instead.
 */
export interface SafeQDayDocument extends Document, SafeQDay {
  /** `<hotelId>|<day>`: the daily report's key. */
  hotelDay: string;
  /** `<organizationId>|<ISO week>`: the organization report's key. */
  orgWeek: string;
  /**
   * The module types of `key` without their questions. (The organization report read these per day before
   * the weekly rankings read model; kept so the documents stay as they are without a rebuild.)
   */
  moduleTypes: SafeQModuleType[];
}

export type { SafeQModuleType };

export function moduleTypesOf(key: readonly SafeQModuleKey[]): SafeQModuleType[] {
  const byId = new Map<string, SafeQModuleType>();
  for (const { moduleTypeId, name, names, area } of key)
    if (!byId.has(moduleTypeId)) byId.set(moduleTypeId, { moduleTypeId, name, names, area });
  return [...byId.values()];
}

const inspectionIdOf = idOfStream('inspection');

/** The events that change what a Safe Q day holds: its questionnaire, and the parts of the fold it shows. */
export type SafeQEvent = Extract<
  InspectionEvent,
  {
    type:
      | 'InspectionCreated'
      | 'QuestionnairePartRecorded'
      | 'QuestionScored'
      | 'ModuleSkipToggled'
      | 'ModuleFinished'
      | 'ComfortZoneCommentsSet'
      | 'AgentEndTimeSet'
      | 'InspectionClosedAutomatically'
      | 'AdminEndTimeSet'
      | 'InspectionRescheduled'
      | 'InspectionDeleted';
  }
>;

/**
 * Its scoring key from the questionnaire (copied from the catalogue at creation, in parts), the rest from the
 * one fold of the inspection's events: only Safe Q inspections have a day.
 */
export function dayAfter(
  doc: SafeQDay | null,
  event: SafeQEvent,
  live: LiveInspection | null,
): SafeQDay | null {
  if (live === null) return null;
  if (event.type === 'InspectionCreated') {
    if (event.data.type.reportType !== 'safeQ') return null;
    // Events written before parts carry the questionnaire; later ones are followed by its parts.
    return safeQDayOf(live, safeQKeyWith([], event.data.modules ?? []), null);
  }
  if (!doc) return doc;
  const key =
    event.type === 'QuestionnairePartRecorded' ? safeQKeyWith(doc.key, event.data.modules) : doc.key;
  return safeQDayOf(live, key, doc);
}

export const safeQDaysProjection: Projection<SafeQDayDocument, SafeQEvent, LiveInspection> = {
  name: 'safeQDays',
  collection: 'safeQDays',
  // 3: computed from the inspection's one fold: only the scores given are kept, skipped modules in the
  // questionnaire's order, and the answers a submit clears are cleared.
  version: 3,
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
  documentIds: inspectionIdOf,
  fold: { of: inspectionFold, onlyWithDocument: true },
  evolve: (doc, event, context) => {
    // Another report type's inspection (or one deleted): no day, and no fold read for it.
    if (!doc && event.type !== 'InspectionCreated') return doc;
    if (!context?.fold) throw new Error('a Safe Q day is derived from the inspection fold');
    // A part recorded twice is the same part: the fold leaves the inspection as it was.
    if (event.type === 'QuestionnairePartRecorded' && context.fold.after === context.fold.before) return doc;
    const day = dayAfter(doc, event, context.fold.after);
    if (day === null) return null;
    if (day === doc) return doc;
    return {
      ...day,
      _id: inspectionIdOf(event)[0]!,
      hotelDay: `${day.hotelId}|${day.day}`,
      orgWeek: `${day.organizationId}|${day.week}`,
      moduleTypes: day.key === doc?.key && doc ? doc.moduleTypes : moduleTypesOf(day.key),
    };
  },
  // The entity's admins (the room of its admin lists): an open weekly or organization report follows its days.
  rooms: (doc) => [room('inspections', doc.hotelId)],
  indexes: [{ keys: { hotelDay: 1 } }, { keys: { orgWeek: 1 } }, { keys: { hotelId: 1 } }],
};
