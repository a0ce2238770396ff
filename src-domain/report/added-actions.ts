import { questionsInOrder } from '../catalogue/fields.ts';
import { isAction } from '../inspection/fields.ts';
import { actionAt, addedActionsOf, type LiveInspection } from '../inspection/fold.ts';
import { fallsShort, worthOf } from '../scoring/worth.ts';
import type { OutlineModule, OutlineQuestion, ReportOutline } from './outline.ts';

type PlanState = Pick<LiveInspection, 'answers' | 'actions' | 'adminEndTime'> &
  Partial<Pick<LiveInspection, 'addedActions'>>;

/** Each question of the outline with its module, in the questionnaire's order. */
function questionsOf(outline: ReportOutline): Array<{ module: OutlineModule; question: OutlineQuestion }> {
  return outline.modules.flatMap((module) =>
    module.clusters.flatMap((cluster) =>
      questionsInOrder(cluster.questions).map((question) => ({ module, question })),
    ),
  );
}

/**
 * The actions admins added to the plan after approval, in the order they were added, each with the question
 * it is about in the plan's language (null for one about none) and where it stands in the action loop.
 */
export function addedActionItemsOf(outline: ReportOutline, live: PlanState) {
  const byId = new Map(questionsOf(outline).map((q) => [`${q.module.id}:${q.question.id}`, q]));
  return addedActionsOf(live).map((item) => {
    const about = item.moduleId ? byId.get(`${item.moduleId}:${item.questionId}`) : undefined;
    return {
      itemId: item.id,
      question:
        item.moduleId && item.questionId
          ? {
              moduleId: item.moduleId,
              questionId: item.questionId,
              moduleName: about?.module.name ?? '',
              referenceNumber: about?.question.referenceNumber ?? '',
              content: about?.question.content ?? '',
            }
          : null,
      description: item.description,
      deadline: item.deadline,
      addedBy: item.addedBy,
      addedAt: item.addedAt,
      action: actionAt(live, { itemId: item.id }),
    };
  });
}
export type AddedActionItem = ReturnType<typeof addedActionItemsOf>[number];

/**
 * Answers worth suggesting as actions once the inspection is approved (actions are added then): those that
 * fall short of the pass line (`fallsShort`) in modules not skipped, that are not an action already (flagged
 * at control or added). Scores filled in at a module's finish are the best answer, so never among them.
 */
export function actionSuggestionsOf(
  outline: ReportOutline,
  live: PlanState,
  skippedModuleIds: ReadonlySet<string>,
) {
  if (!live.adminEndTime) return [];
  const added = new Set(addedActionsOf(live).map((item) => `${item.moduleId}:${item.questionId}`));
  return questionsOf(outline).flatMap(({ module, question }) => {
    if (skippedModuleIds.has(module.id)) return [];
    const answer = live.answers[module.id]?.[question.id];
    if (!answer || isAction(answer) || added.has(`${module.id}:${question.id}`)) return [];
    const worth = worthOf(question.type, answer.score);
    if (!fallsShort(worth)) return [];
    return [
      {
        moduleId: module.id,
        questionId: question.id,
        moduleName: module.name,
        referenceNumber: question.referenceNumber,
        content: question.content,
        points: worth.points,
        max: worth.max,
        comment: answer.comment,
      },
    ];
  });
}
export type ActionSuggestion = ReturnType<typeof actionSuggestionsOf>[number];
