import { room } from '../../src-domain/shared/rooms.ts';
import {
  evolveLiveInspection,
  INSPECTION_EVENT_TYPES,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * One inspection's live state: everything the lists, access checks and pushes need, and the answers. The
 * questionnaire it answers is its own read model, so this document (read on every answer, pushed to everyone
 * working on it) stays small. Every field is the domain's one fold of the inspection's events, the same
 * state the decider rules on.
 */
export interface InspectionDocument extends Document, LiveInspection {}

/** `inspection-<id>` -> [id]. */
const inspectionIdOf = idOfStream('inspection');

export const inspectionsProjection: Projection<InspectionDocument, InspectionEvent> = {
  name: 'inspections',
  collection: 'inspections',
  // 3: modules' follow-up comment. 4: the follow-up, the action plan and its actions. 5: the questionnaire's
  // parts still missing. 6: revertedAt. 7: actions added after approval.
  version: 7,
  handles: INSPECTION_EVENT_TYPES,
  documentIds: inspectionIdOf,
  evolve: (doc, event) => {
    const live = evolveLiveInspection(doc, event);
    if (live === null) return null;
    // The same object back is "no change": nothing is written.
    if (live === doc) return doc;
    return { ...live, _id: inspectionIdOf(event)[0]! };
  },
  // Everyone with the inspection open (the room checks access), the assigned agent's own list, and the
  // entity's admin list. Not the organization's or entity's rooms: a hotelAdmin or an agent there may not
  // see every inspection.
  rooms: (doc) => [
    room('inspection', doc._id),
    room('inspections', doc.hotelId),
    ...(doc.userId ? [room('user', doc.userId)] : []),
  ],
  indexes: [
    { keys: { organizationId: 1 } },
    { keys: { hotelId: 1 } },
    { keys: { userId: 1 } },
    // The scheduler's open automatic inspections (`openCreatedBy`), read by the close and warning jobs each tick.
    { keys: { createdBy: 1, agentEndTime: 1 } },
  ],
};
