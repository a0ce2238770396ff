import { comparisonFamilyOf, type InspectionEvent } from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * Each entity's average total percentage over its approved inspections of one comparison family, kept as
 * approvals arrive: what a report compares its entity with (the entity's average against the organization's
 * other entities). One document per organization, family and entity, holding the percentage recorded with
 * each approval; an inspection's context document (`i:<inspectionId>`) says which of them it counts in, as
 * an approval's event names only its inspection.
 */
export interface FamilyAverageDocument extends Document {
  organizationId: string;
  familyId: string;
  hotelId: string;
  /** `<organizationId>|<familyId>`: the report's key. */
  orgFamily: string;
  /** The approved inspections' total percentages, by inspection. */
  percents: Record<string, number>;
  count: number;
  /** The mean of `percents` (summed in inspection-id order, so a rebuild gives the same number). */
  average: number;
}

/** Which average an inspection counts in, and the percentage its approval recorded (null: not approved). */
export interface FamilyAverageContext extends Document {
  averageId: string;
  percent: number | null;
}

type LifecycleEvent = Extract<
  InspectionEvent,
  { type: 'InspectionCreated' | 'AdminEndTimeSet' | 'InspectionDeleted' }
>;

const inspectionIdOf = idOfStream('inspection');
const CONTEXT = 'i:';
export const familyAverageId = (organizationId: string, familyId: string, hotelId: string) =>
  `${organizationId}|${familyId}|${hotelId}`;
const isContext = (id: string) => id.startsWith(CONTEXT);

function contextAfter(doc: FamilyAverageContext | null, event: LifecycleEvent): FamilyAverageContext | null {
  switch (event.type) {
    case 'InspectionCreated': {
      const { organizationId, hotelId, type } = event.data;
      return {
        _id: '',
        averageId: familyAverageId(organizationId, comparisonFamilyOf(type), hotelId),
        percent: null,
      };
    }
    case 'InspectionDeleted':
      return null;
    case 'AdminEndTimeSet': {
      if (!doc) return doc;
      const percent = event.data.revert ? null : (event.data.figures?.percent ?? null);
      return percent === doc.percent ? doc : { ...doc, percent };
    }
  }
}

function averageWith(
  doc: FamilyAverageDocument | null,
  id: string,
  inspectionId: string,
  percent: number | null,
): FamilyAverageDocument | null {
  if ((doc?.percents[inspectionId] ?? null) === percent) return doc;
  const percents = { ...doc?.percents };
  if (percent === null) delete percents[inspectionId];
  else percents[inspectionId] = percent;
  const ids = Object.keys(percents).sort();
  if (ids.length === 0) return null;
  const [organizationId, familyId, hotelId] = id.split('|') as [string, string, string];
  return {
    _id: id,
    organizationId,
    familyId,
    hotelId,
    orgFamily: `${organizationId}|${familyId}`,
    percents,
    count: ids.length,
    average: ids.reduce((sum, key) => sum + percents[key]!, 0) / ids.length,
  };
}

type Stored = FamilyAverageDocument | FamilyAverageContext;

export const familyAveragesProjection: Projection<Stored, LifecycleEvent> = {
  name: 'familyAverages',
  collection: 'familyAverages',
  version: 1,
  handles: { InspectionCreated: true, AdminEndTimeSet: true, InspectionDeleted: true },
  documentIds: (event) => inspectionIdOf(event).map((id) => `${CONTEXT}${id}`),
  linked: (doc) => (isContext(doc._id) ? [(doc as FamilyAverageContext).averageId] : []),
  evolve: (doc, event, context) => {
    if (!context) throw new Error('a family average reads its inspections’ context documents');
    const inspectionId = inspectionIdOf(event)[0]!;
    if (isContext(context.id)) {
      const next = contextAfter(doc as FamilyAverageContext | null, event);
      return next === doc || next === null ? next : { ...next, _id: context.id };
    }
    // The average an inspection counts in, after its context took the event (null: it counts no more).
    const inspection = context.read(`${CONTEXT}${inspectionId}`) as FamilyAverageContext | null;
    const percent = inspection?.averageId === context.id ? inspection.percent : null;
    return averageWith(doc as FamilyAverageDocument | null, context.id, inspectionId, percent);
  },
  isContext,
  // Averages are few (entities × families) and every approval reads one: keep them; contexts are read
  // once at approval, so they are not kept between batches.
  keeps: (id) => !isContext(id),
  indexes: [{ keys: { orgFamily: 1 } }],
};
