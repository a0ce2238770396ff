import type { InspectionEvent, SnapshotModule } from '../../src-domain/inspection/index.ts';
import type { Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * What an inspection asks: its modules, clusters and questions as copied at creation. Never changes after
 * that, so it lives apart from the answers: the answers document stays small however long the
 * questionnaire is, and readers may cache this one for as long as they like.
 */
export interface InspectionQuestionnaireDocument extends Document {
  modules: SnapshotModule[];
}

const PREFIX = 'inspection-';

export const inspectionQuestionnairesProjection: Projection<InspectionQuestionnaireDocument> = {
  name: 'inspectionQuestionnaires',
  collection: 'inspectionQuestionnaires',
  version: 1,
  // Only creation and deletion touch it: answers never load this (large) document.
  documentIds: (event) =>
    event.stream.startsWith(PREFIX) &&
    (event.type === 'InspectionCreated' || event.type === 'InspectionDeleted')
      ? [event.stream.slice(PREFIX.length)]
      : [],
  evolve: (doc, recorded) => {
    const event = recorded as unknown as InspectionEvent;
    if (event.type === 'InspectionCreated')
      return { _id: event.data.inspectionId, modules: event.data.modules };
    if (event.type === 'InspectionDeleted') return null;
    return doc;
  },
  // No rooms: nobody is pushed this; the questionnaire comes with an inspection's first load.
};
