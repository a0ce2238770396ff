import { actionPlanSent } from '../../../src-domain/inspection/fold.ts';
import { actionSuggestionsOf, addedActionItemsOf } from '../../../src-domain/report/added-actions.ts';
import { actionItemsOf } from '../../../src-domain/report/inspection-report.ts';
import type { ActionPlan } from '../../api/action-plans.ts';
import type { InspectionLiveState } from '../../api/inspections.ts';

/**
 * The plan with a pushed live state of its inspection applied: its items computed again over the plan's
 * outline by the server's own function, and what the live state says of the follow-up and the summary.
 * The follow-up inspection's own progress is not in this inspection's pushes: it stays as loaded.
 */
export function withLivePlan(plan: ActionPlan, live: InspectionLiveState, version: number): ActionPlan {
  const link = live.followUp;
  const followUp = !link
    ? null
    : plan.followUp?.id === link.inspectionId
      ? plan.followUp
      : {
          id: link.inspectionId,
          startTime: link.startDate,
          startTimeHour: link.startHour,
          user: link.userId ? { id: link.userId, name: plan.people[link.userId] ?? '' } : null,
          agentEndTime: null,
          adminEndTime: null,
        };
  // Whoever made this version (verified an action, say) is named by it, though the plan was read before.
  const editor = live.lastEditedBy;
  return {
    ...plan,
    people: editor.name ? { ...plan.people, [editor.id]: editor.name } : plan.people,
    version,
    agentEndTime: live.agentEndTime,
    agentEndTimeSetByUser: live.agentEndTimeSetByUser,
    adminEndTime: live.adminEndTime,
    adminEndTimeSetByUser: live.adminEndTimeSetByUser,
    lastEditedBy: live.lastEditedBy,
    followUp,
    enableActionPlan: live.enableActionPlan,
    sent: actionPlanSent(live),
    followUpSummary: live.followUpSummary,
    items: actionItemsOf(plan.outline, live),
    addedItems: addedActionItemsOf(plan.outline, live),
    suggestions: actionSuggestionsOf(
      plan.outline,
      live,
      new Set(live.modules.filter((m) => m.skipped).map((m) => m.id)),
    ),
  };
}
