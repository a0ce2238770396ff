import type { InspectionEvent, SnapshotModule } from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * What an inspection asks: its modules, clusters and questions as copied at creation. Never changes after
 * that, so it lives apart from the answers: the answers document stays small however long the
 * questionnaire is, and readers may cache this one for as long as they like.
 */
export interface InspectionQuestionnaireDocument extends Document {
  modules: SnapshotModule[];
}

type QuestionnaireEvent = Extract<InspectionEvent, { type: 'InspectionCreated' | 'InspectionDeleted' }>;

export const inspectionQuestionnairesProjection: Projection<
  InspectionQuestionnaireDocument,
  QuestionnaireEvent
> = {
  name: 'inspectionQuestionnaires',
  collection: 'inspectionQuestionnaires',
  version: 1,
  // Only creation and deletion touch it: answers never load this (large) document.
  handles: { InspectionCreated: true, InspectionDeleted: true },
  documentIds: idOfStream('inspection'),
  evolve: (_doc, event) =>
    event.type === 'InspectionCreated' ? { _id: event.data.inspectionId, modules: event.data.modules } : null,
  // No rooms: nobody is pushed this; the questionnaire comes with an inspection's first load.
};
