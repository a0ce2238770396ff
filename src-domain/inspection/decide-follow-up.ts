import { DomainError } from '../shared/domain-error.ts';
import { isIsoDate } from '../shared/dates.ts';
import type { InspectionCommand } from './commands.ts';
import type { InspectionEvent } from './events.ts';
import { isAction, type ActionRef } from './fields.ts';
import { actionAt, actionPlanSent, addedActionsOf, type LiveInspection } from './fold.ts';
import type { InspectionState } from './state.ts';
import { FOLLOW_UP_ERRORS } from './follow-up-errors.ts';
import { decideAddedAction } from './decide-added-action.ts';

export { FOLLOW_UP_ERRORS };

type FollowUpCommand = Extract<
  InspectionCommand,
  {
    type:
      | 'CreateFollowUp'
      | 'SetFollowUpSummary'
      | 'AddFollowUpSummaryFile'
      | 'RemoveFollowUpSummaryFile'
      | 'SetActionOwner'
      | 'MarkActionDone'
      | 'VerifyAction'
      | 'ReopenAction'
      | 'AddActionItem'
      | 'EditActionItem'
      | 'RemoveActionItem';
  }
>;

const fail = (key: string, errors: Record<string, string> = {}): never => {
  throw new DomainError(key, errors);
};
const isAdmin = (role: string) => role !== 'user' && role !== 'deactivated';

/**
 * Does the plan hold any action: an answer's follow-up that is neither tip nor feedback, or one an admin
 * added after approval?
 */
export const hasActions = (live: LiveInspection) =>
  addedActionsOf(live).length > 0 ||
  Object.values(live.answers).some((answers) => Object.values(answers).some(isAction));

/** The inspection, after the agent's submit: follow-up is what review does with a finished inspection. */
function reviewed(state: InspectionState, role: string): LiveInspection {
  const live = state.live ?? fail(FOLLOW_UP_ERRORS.notFound);
  if (!isAdmin(role)) fail(FOLLOW_UP_ERRORS.noPermission);
  if (!live.agentEndTime) fail(FOLLOW_UP_ERRORS.notFinishedByAgent);
  return live;
}

/** One action of a sent plan: the answer must still be an action, an added one still be there. */
function sentAction(state: InspectionState, ref: ActionRef) {
  const live = state.live ?? fail(FOLLOW_UP_ERRORS.notFound);
  if (!actionPlanSent(live)) fail(FOLLOW_UP_ERRORS.notSent);
  if ('itemId' in ref) {
    if (!addedActionsOf(live).some((item) => item.id === ref.itemId)) fail(FOLLOW_UP_ERRORS.itemNotFound);
  } else {
    const answer = live.answers[ref.moduleId]?.[ref.questionId];
    if (!answer || !isAction(answer)) fail(FOLLOW_UP_ERRORS.notAnAction);
  }
  return { live, action: actionAt(live, ref) };
}

/** The command's action: an added one by its id, else the answer's. */
const refOf = (command: ActionRef): ActionRef =>
  'itemId' in command
    ? { itemId: command.itemId }
    : { moduleId: command.moduleId, questionId: command.questionId };

/**
 * The follow-up and the closed action loop (administration §4, §5; docs/action-plans.md): sending the plan
 * (with a follow-up inspection when an answer has an action, else alone), its summary, and each action's way
 * from open to done (with proof) to verified, or back to open with a reason.
 */
export function decideFollowUp(command: FollowUpCommand, state: InspectionState): InspectionEvent[] {
  const by = { by: command.actor.id, at: command.now };
  const role = command.actor.role;
  switch (command.type) {
    case 'CreateFollowUp': {
      const live = reviewed(state, role);
      if (actionPlanSent(live)) fail(FOLLOW_UP_ERRORS.exists);
      const { sendCCToCreator } = command;
      if (!hasActions(live)) return [{ type: 'ActionPlanSent', data: { ...by, sendCCToCreator } }];
      const { startDate, startHour } = command.followUp;
      if (!isIsoDate(startDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(startHour))
        fail(FOLLOW_UP_ERRORS.startTimeRequired, { startTime: FOLLOW_UP_ERRORS.startTimeRequired });
      return [{ type: 'FollowUpCreated', data: { ...by, ...command.followUp, sendCCToCreator } }];
    }
    case 'SetFollowUpSummary':
      reviewed(state, role);
      return [{ type: 'FollowUpSummarySet', data: { ...by, content: command.content.trim() } }];
    case 'AddFollowUpSummaryFile':
      reviewed(state, role);
      return [{ type: 'FollowUpSummaryFileAdded', data: { ...by, attachment: command.attachment } }];
    case 'RemoveFollowUpSummaryFile': {
      const live = reviewed(state, role);
      if (!live.followUpSummary.attachments.some((a) => a.id === command.attachmentId))
        fail(FOLLOW_UP_ERRORS.attachmentNotFound);
      return [{ type: 'FollowUpSummaryFileRemoved', data: { ...by, attachmentId: command.attachmentId } }];
    }
    case 'SetActionOwner': {
      const { ownerId } = command;
      const ref = refOf(command);
      const { action } = sentAction(state, ref);
      if (!isAdmin(role)) fail(FOLLOW_UP_ERRORS.noPermission);
      if (action.ownerId === ownerId) return [];
      return [{ type: 'ActionOwnerSet', data: { ...by, ...ref, ownerId } }];
    }
    case 'MarkActionDone': {
      const { attachment } = command;
      const ref = refOf(command);
      const { action } = sentAction(state, ref);
      // Its owner does it, or an admin of the entity for them.
      if (!isAdmin(role) && action.ownerId !== command.actor.id) fail(FOLLOW_UP_ERRORS.noPermission);
      if (action.state !== 'open') fail(FOLLOW_UP_ERRORS.notOpen);
      const comment = command.comment.trim();
      if (!comment) fail(FOLLOW_UP_ERRORS.proofRequired, { comment: FOLLOW_UP_ERRORS.proofRequired });
      return [{ type: 'ActionDone', data: { ...by, ...ref, comment, attachment } }];
    }
    case 'VerifyAction': {
      const ref = refOf(command);
      const { action } = sentAction(state, ref);
      if (!isAdmin(role)) fail(FOLLOW_UP_ERRORS.noPermission);
      if (action.state !== 'done') fail(FOLLOW_UP_ERRORS.notDone);
      return [{ type: 'ActionVerified', data: { ...by, ...ref } }];
    }
    case 'ReopenAction': {
      const ref = refOf(command);
      const { action } = sentAction(state, ref);
      if (!isAdmin(role)) fail(FOLLOW_UP_ERRORS.noPermission);
      if (action.state === 'open') fail(FOLLOW_UP_ERRORS.notDone);
      const reason = command.reason.trim();
      if (!reason) fail(FOLLOW_UP_ERRORS.reasonRequired, { reason: FOLLOW_UP_ERRORS.reasonRequired });
      return [{ type: 'ActionReopened', data: { ...by, ...ref, reason } }];
    }
    case 'AddActionItem':
    case 'EditActionItem':
    case 'RemoveActionItem':
      return decideAddedAction(command, state);
  }
}
