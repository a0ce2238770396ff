import type { Decider } from '../eventstore/decider.ts';
import type { InspectionTypeCommand } from './commands.ts';
import { decideInspectionType } from './decide.ts';
import type { InspectionTypeEvent } from './events.ts';
import { evolveInspectionType, initialInspectionTypeState, type InspectionTypeState } from './state.ts';

/** An inspection type with its modules: one stream, `inspectionType-<id>`. */
export const inspectionTypeDecider: Decider<InspectionTypeState, InspectionTypeCommand, InspectionTypeEvent> =
  {
    initialState: initialInspectionTypeState,
    evolve: evolveInspectionType,
    decide: decideInspectionType,
  };
export const inspectionTypeStream = (id: string) => `inspectionType-${id}`;
export { INSPECTION_TYPE_ERRORS, mayChange, mayManageModules, mayManageTypes } from './rules.ts';
export type { InspectionTypeCommand, InspectionTypeEvent, InspectionTypeState };
export * from './fields.ts';
export {
  SCHEDULE_ORDER_ERRORS,
  distributionModeErrors,
  scheduleOrderErrors,
  type ScheduleOrderErrors,
} from './schedule-order.ts';
