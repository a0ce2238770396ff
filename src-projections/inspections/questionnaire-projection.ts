import {
  mergeQuestionnaire,
  type InspectionEvent,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * What an inspection asks: its modules, clusters and questions as copied at creation. Never changes once its
 * parts are all in, so it lives apart from the answers: the answers document stays small however long the
 * questionnaire is, and readers may cache a complete one for as long as they like.
 */
export interface InspectionQuestionnaireDocument extends Document {
  modules: SnapshotModule[];
  /**
   * The parts not recorded yet (their indexes; see QuestionnairePartRecorded). Absent or empty: complete.
   * Absent from documents of inspections created with their questionnaire whole.
   */
  missingParts?: number[];
}

type QuestionnaireEvent = Extract<
  InspectionEvent,
  { type: 'InspectionCreated' | 'QuestionnairePartRecorded' | 'InspectionDeleted' }
>;

export const isCompleteQuestionnaire = (doc: InspectionQuestionnaireDocument) => !doc.missingParts?.length;

export const inspectionQuestionnairesProjection: Projection<
  InspectionQuestionnaireDocument,
  QuestionnaireEvent
> = {
  name: 'inspectionQuestionnaires',
  collection: 'inspectionQuestionnaires',
  version: 1,
  // Only creation and deletion touch it: answers never load this (large) document.
  handles: { InspectionCreated: true, QuestionnairePartRecorded: true, InspectionDeleted: true },
  documentIds: idOfStream('inspection'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'InspectionCreated': {
        const { inspectionId, modules, questionnaireParts } = event.data;
        // Written before parts: the questionnaire whole, as the documents made then are.
        if (questionnaireParts === undefined) return { _id: inspectionId, modules: modules ?? [] };
        return {
          _id: inspectionId,
          modules: [],
          missingParts: Array.from({ length: questionnaireParts }, (_, i) => i),
        };
      }
      case 'QuestionnairePartRecorded': {
        const { index, modules } = event.data;
        if (!doc?.missingParts?.includes(index)) return doc;
        return {
          ...doc,
          modules: mergeQuestionnaire(doc.modules, modules),
          missingParts: doc.missingParts.filter((i) => i !== index),
        };
      }
      case 'InspectionDeleted':
        return null;
    }
  },
  // No rooms: nobody is pushed this; the questionnaire comes with an inspection's first load.
};
