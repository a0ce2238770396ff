import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActionState } from '../../src-domain/inspection/fields.ts';

/** Where an action of a sent plan stands (docs/action-plans.md), as every screen names it. */
export const ACTION_STATE_NAMES: Record<ActionState, MessageDescriptor> = {
  open: msg({ id: 'actionPlan.stateOpen', message: 'Open' }),
  done: msg({ id: 'actionPlan.stateDone', message: 'Done, to verify' }),
  verified: msg({ id: 'actionPlan.stateVerified', message: 'Verified' }),
};
