import type { Decider } from '../eventstore/decider.ts';
import type { InspectionCommand } from './commands.ts';
import { decideInspection } from './decide.ts';
import type { InspectionEvent } from './events.ts';
import { evolveInspection, initialInspectionState, type InspectionState } from './state.ts';

/** An inspection (session): one stream, `inspection-<id>`, from creation to the admin's approval. */
export const inspectionDecider: Decider<InspectionState, InspectionCommand, InspectionEvent> = {
  initialState: initialInspectionState,
  evolve: evolveInspection,
  decide: decideInspection,
};
export const inspectionStream = (id: string) => `inspection-${id}`;
export { INSPECTION_ERRORS, MAX_ANSWERS_BYTES, MAX_QUESTIONNAIRE_PARTS } from './decide.ts';
export type { InspectionCommand, InspectionEvent, InspectionState };
export type { InspectionCreatedData } from './events.ts';
export { INSPECTION_EVENT_TYPES } from './events.ts';
export * from './fields.ts';
export * from './snapshot.ts';
export * from './validation.ts';
export * from './unanswered.ts';
export * from './answer-counts.ts';
export * from './live-state.ts';
export * from './fold.ts';
export * from './access.ts';
export * from './status.ts';
export { FOLLOW_UP_ERRORS, hasActions } from './decide-follow-up.ts';
export * from './questionnaire-parts.ts';
