import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import type { Filter, SortSpec } from '../store/types.ts';
import { inspectionsProjection, type InspectionDocument } from './projection.ts';
import {
  inspectionQuestionnairesProjection,
  type InspectionQuestionnaireDocument,
} from './questionnaire-projection.ts';

/** The order every inspection list shows: the latest start first. */
const NEWEST_FIRST: SortSpec = { startDate: -1, startHour: -1 };
/** The same order made total, so pages by skip neither repeat nor miss inspections that start together. */
const PAGE_ORDER: SortSpec = { ...NEWEST_FIRST, _id: 1 };

/** What an inspection list needs of each document (presentInspectionSummary and the names it looks up). */
const SUMMARY_FIELDS = {
  _id: 1,
  _version: 1,
  _position: 1,
  hotelId: 1,
  inspectionType: 1,
  startDate: 1,
  startHour: 1,
  userId: 1,
  agentEndTime: 1,
  adminEndTime: 1,
  lastEditedBy: 1,
  agentEndTimeSetBy: 1,
  adminEndTimeSetBy: 1,
  revertedAt: 1,
  missingQuestionnaireParts: 1,
} as const;
export type InspectionSummaryFields = Pick<
  InspectionDocument,
  Exclude<keyof typeof SUMMARY_FIELDS, '_version' | '_position'> & keyof InspectionDocument
>;

/** The reads of the inspections read model: routes and access checks go through these, never the store. */
export function inspectionQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<InspectionDocument>>(inspectionsProjection.collection);
  return {
    /** One inspection's live state and the log position it reflects; null when none (or deleted). */
    byId: (inspectionId: string) => documents().findOne({ _id: inspectionId }),
    /** The inspections a filter selects (a scope, an entity, the open ones), newest first. */
    newestFirst: (filter: Filter) => documents().find(filter, { sort: NEWEST_FIRST }),
    /**
     * One page of the inspections a filter selects, newest first, with only the fields a list shows: never
     * the answers, which grow with every question of every inspection.
     */
    summariesNewestFirst: (filter: Filter, page: { skip: number; limit: number }) =>
      documents().find(filter, { sort: PAGE_ORDER, ...page, projection: SUMMARY_FIELDS }) as Promise<
        Array<TrackedDocument<InspectionSummaryFields>>
      >,
    /** Each inspection a filter selects by its id and entity, and nothing else (the start page counts them). */
    idsWithHotelOf: (filter: Filter) =>
      documents().find(filter, { projection: { _id: 1, hotelId: 1 } }) as Promise<
        Array<{ _id: string; hotelId: string }>
      >,
    /** The inspections one creator started that nobody submitted yet, without their answers (the scheduler's). */
    openCreatedBy: (creatorId: string) =>
      documents().find(
        { createdBy: creatorId, agentEndTime: null },
        { projection: { _id: 1, hotelId: 1, inspectionType: 1, startDate: 1, startHour: 1 } },
      ) as Promise<
        Array<Pick<InspectionDocument, '_id' | 'hotelId' | 'inspectionType' | 'startDate' | 'startHour'>>
      >,
    /** How many inspections a filter selects. */
    count: (filter: Filter) => documents().countDocuments(filter),
  };
}

/** The reads of the inspections' questionnaires (their own read model: they never change after creation). */
export function questionnaireQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<InspectionQuestionnaireDocument>(inspectionQuestionnairesProjection.collection);
  return {
    /** The questionnaire of one inspection; null when none (yet, or deleted). */
    byInspectionId: (inspectionId: string) => documents().findOne({ _id: inspectionId }),
  };
}
