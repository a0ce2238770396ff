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

/** The reads of the inspections read model: routes and access checks go through these, never the store. */
export function inspectionQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<InspectionDocument>>(inspectionsProjection.collection);
  return {
    /** One inspection's live state and the log position it reflects; null when none (or deleted). */
    byId: (inspectionId: string) => documents().findOne({ _id: inspectionId }),
    /** The inspections a filter selects (a scope, an entity, the open ones), newest first. */
    newestFirst: (filter: Filter) => documents().find(filter, { sort: NEWEST_FIRST }),
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
