/** The fact that an open action passed its deadline (docs/jobs.md, Overdue actions). */
export const ACTION_ITEM_BECAME_OVERDUE = 'ActionItemBecameOverdue';

export interface ActionItemBecameOverdueData {
  inspectionId: string;
  organizationId: string;
  hotelId: string;
  /** The action's key in its plan (`keyOfAction`): a flagged answer's `module:question`, an added one's `item:id`. */
  actionId: string;
  /** The deadline that passed (the entity's calendar day). */
  deadline: string;
  ownerId: string | null;
  /** The instant the deadline's local day ended in the entity's zone. */
  overdueSince: string;
}

export const ACTION_OVERDUE_CATEGORY = 'actionOverdue';

/**
 * One stream per action and deadline, appended once with expected version "no stream": a replay, a restart
 * or a second jobs process finds it there and records nothing again. A deadline moved later is a new
 * promise: when that one passes too, its own stream records it.
 */
export const actionOverdueStream = (inspectionId: string, actionId: string, deadline: string) =>
  `${ACTION_OVERDUE_CATEGORY}-${inspectionId}.${actionId}.${deadline}`;
