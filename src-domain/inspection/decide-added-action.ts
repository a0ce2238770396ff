import { DomainError } from '../shared/domain-error.ts';
import { isIsoDate } from '../shared/dates.ts';
import type { InspectionCommand } from './commands.ts';
import type { InspectionEvent } from './events.ts';
import { isAction, type AddedAction } from './fields.ts';
import { actionAt, addedActionsOf, type LiveInspection } from './fold.ts';
import type { InspectionState } from './state.ts';
import { FOLLOW_UP_ERRORS as ERRORS } from './follow-up-errors.ts';

type AddedActionCommand = Extract<
  InspectionCommand,
  { type: 'AddActionItem' | 'EditActionItem' | 'RemoveActionItem' }
>;

const fail = (key: string, errors: Record<string, string> = {}): never => {
  throw new DomainError(key, errors);
};
const isAdmin = (role: string) => role !== 'user' && role !== 'deactivated';

/** An approved inspection, for an admin: review is over, so the plan is where actions are added now. */
function approved(state: InspectionState, role: string): LiveInspection {
  const live = state.live ?? fail(ERRORS.notFound);
  if (!isAdmin(role)) fail(ERRORS.noPermission);
  if (!live.adminEndTime) fail(ERRORS.notApproved);
  return live;
}

/** A deadline is a date, and not one already gone by (the command's own day may be chosen). */
function checkDeadline(deadline: string | null, now: string) {
  if (deadline === null) return;
  if (!isIsoDate(deadline)) fail(ERRORS.deadlineInvalid, { deadline: ERRORS.deadlineInvalid });
  if (deadline < now.slice(0, 10)) fail(ERRORS.deadlinePast, { deadline: ERRORS.deadlinePast });
}

function itemOf(live: LiveInspection, itemId: string): AddedAction {
  return addedActionsOf(live).find((item) => item.id === itemId) ?? fail(ERRORS.itemNotFound);
}

/**
 * Actions an admin adds to an approved inspection's plan, edits and removes (docs/action-plans.md). One about
 * a question needs no words of its own (the question says what is wrong); one about none does. A question
 * already flagged or added is refused: it would be the same action twice in the loop.
 */
export function decideAddedAction(command: AddedActionCommand, state: InspectionState): InspectionEvent[] {
  const by = { by: command.actor.id, at: command.now };
  const live = approved(state, command.actor.role);
  switch (command.type) {
    case 'AddActionItem': {
      const { itemId, question, ownerId } = command;
      if (addedActionsOf(live).some((item) => item.id === itemId)) return [];
      if (question) {
        if (!state.modules[question.moduleId]?.questions[question.questionId]) fail(ERRORS.questionNotFound);
        const answer = live.answers[question.moduleId]?.[question.questionId];
        const added = addedActionsOf(live).some(
          (item) => item.moduleId === question.moduleId && item.questionId === question.questionId,
        );
        if (added || (answer && isAction(answer))) fail(ERRORS.alreadyAnAction);
      }
      const description = command.description.trim();
      if (!question && !description)
        fail(ERRORS.descriptionRequired, { description: ERRORS.descriptionRequired });
      checkDeadline(command.deadline, command.now);
      // Added to a plan already out, an action nobody is named for goes to the follow-up's agent, as the
      // plan's other actions did when it was sent.
      const owner = ownerId ?? live.followUp?.userId ?? null;
      const ref = { itemId };
      return [
        {
          type: 'ActionItemAdded',
          data: {
            ...by,
            itemId,
            moduleId: question?.moduleId ?? null,
            questionId: question?.questionId ?? null,
            description,
            deadline: command.deadline,
          },
        },
        ...(owner ? [{ type: 'ActionOwnerSet' as const, data: { ...by, ...ref, ownerId: owner } }] : []),
      ];
    }
    case 'EditActionItem': {
      const item = itemOf(live, command.itemId);
      const { description, deadline, ownerId } = command.changes;
      const changes: { description?: string; deadline?: string | null } = {};
      const previous: { description?: string; deadline?: string | null } = {};
      if (description !== undefined && description.trim() !== item.description) {
        if (!item.questionId && !description.trim())
          fail(ERRORS.descriptionRequired, { description: ERRORS.descriptionRequired });
        changes.description = description.trim();
        previous.description = item.description;
      }
      if (deadline !== undefined && deadline !== item.deadline) {
        checkDeadline(deadline, command.now);
        changes.deadline = deadline;
        previous.deadline = item.deadline;
      }
      const ref = { itemId: item.id };
      const events: InspectionEvent[] = [];
      if (Object.keys(changes).length)
        events.push({ type: 'ActionItemEdited', data: { ...by, itemId: item.id, changes, previous } });
      if (ownerId !== undefined && ownerId !== actionAt(live, ref).ownerId)
        events.push({ type: 'ActionOwnerSet', data: { ...by, ...ref, ownerId } });
      return events;
    }
    case 'RemoveActionItem':
      itemOf(live, command.itemId);
      return [{ type: 'ActionItemRemoved', data: { ...by, itemId: command.itemId } }];
  }
}
