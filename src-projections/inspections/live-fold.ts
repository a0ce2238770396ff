import {
  evolveLiveInspection,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import type { StreamFold } from '../stream-folds.ts';

/**
 * The domain's one fold of an inspection's events, for the read models that derive their documents from an
 * inspection's state (Projection.fold): the inspections read model stores this state itself.
 */
export const inspectionFold: StreamFold<LiveInspection> = {
  category: 'inspection',
  // The log holds an inspection stream's events only as its decider wrote them.
  evolve: (live, event) => evolveLiveInspection(live, event as unknown as InspectionEvent),
};
