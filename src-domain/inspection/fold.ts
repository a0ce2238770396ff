import type { InspectionCreatedData, InspectionEvent } from './events.ts';
import {
  EMPTY_ANSWER,
  OPEN_ACTION,
  actionKey,
  addedActionKey,
  isAction,
  keyOfAction,
  type ActionProgress,
  type ActionRef,
  type AddedAction,
  type Answer,
  type ComfortZone,
  type Description,
  type ExternalScoreProvider,
  type ExtraAnswer,
  type ExtraQuestion,
  type FollowUpLink,
  type FollowUpSummary,
} from './fields.ts';
import { withoutModules, type AnswersByModule, type ModuleLiveState } from './live-state.ts';
import type { PrefilledComment, QuestionnairePart } from './questionnaire-parts.ts';
import type { InspectionTypeSnapshot, SnapshotModule } from './snapshot.ts';

/** What changes in one module while it is answered (the questions themselves never change). */
export type ModuleProgress = Omit<ModuleLiveState, 'id' | 'state'>;

/**
 * An inspection as its events leave it, without the questionnaire it answers (that never changes after
 * creation and is kept apart). The one fold of an inspection's events: the decider's rules read it, the
 * inspections read model stores it, and reports and statistics fold the same events with it.
 */
export interface LiveInspection {
  organizationId: string;
  hotelId: string;
  inspectionType: InspectionTypeSnapshot;
  startDate: string;
  startHour: string;
  userId: string | null;
  createdBy: string;
  createdAt: string;
  descriptions: Description[];
  extraQuestions: Array<ExtraQuestion & ExtraAnswer>;
  followUpToInspectionId: string | null;
  /** Module ids in the questionnaire's order. */
  moduleIds: string[];
  /**
   * The questionnaire's parts not recorded yet (their indexes): empty once the inspection is complete. Only a
   * creation cut short between its appends leaves any; such an inspection refuses answers
   * (docs/architecture.md).
   */
  missingQuestionnaireParts: number[];
  /** By module id. */
  progress: Record<string, ModuleProgress>;
  answers: AnswersByModule;
  generalComments: string;
  comfortZones: Partial<Record<ComfortZone, string>>;
  externalScores: Partial<Record<ExternalScoreProvider, number>>;
  agentEndTime: string | null;
  agentEndTimeSetBy: string | null;
  adminEndTime: string | null;
  adminEndTimeSetBy: string | null;
  /** When an admin last took the approval back (the report back to control); null again once approved. */
  revertedAt: string | null;
  lastEditedBy: { userId: string; at: string };
  /** The follow-up inspection the action plan was sent with. */
  followUp: FollowUpLink | null;
  /** The action plan was sent without a follow-up inspection (no answer had an action). */
  enableActionPlan: boolean;
  followUpSummary: FollowUpSummary;
  /** The plan's actions as the action loop left them, by `keyOfAction`; an action not here is open. */
  actions: Record<string, ActionProgress>;
  /** The actions admins added to the plan after approval, in the order they were added. */
  addedActions: AddedAction[];
}

/** Is the action plan out (with a follow-up inspection or without)? Only then does the action loop run. */
export const actionPlanSent = (live: Pick<LiveInspection, 'followUp' | 'enableActionPlan'>) =>
  live.followUp !== null || live.enableActionPlan;

export const actionOf = (live: Pick<LiveInspection, 'actions'>, moduleId: string, questionId: string) =>
  live.actions[actionKey(moduleId, questionId)] ?? OPEN_ACTION;

/** Where any action of the plan stands, flagged or added. */
export const actionAt = (live: Pick<LiveInspection, 'actions'>, ref: ActionRef) =>
  live.actions[keyOfAction(ref)] ?? OPEN_ACTION;

/** Inspection documents stored before actions could be added lack the list: none were added then. */
export const addedActionsOf = (live: Partial<Pick<LiveInspection, 'addedActions'>>): AddedAction[] =>
  live.addedActions ?? [];

const NO_PROGRESS: ModuleProgress = {
  skipped: false,
  finished: false,
  clusterComments: {},
  contextAnswers: {},
  followUpComment: '',
};

const answerOf = (live: LiveInspection, moduleId: string, questionId: string) =>
  live.answers[moduleId]?.[questionId] ?? EMPTY_ANSWER;

function withAnswer(
  live: LiveInspection,
  moduleId: string,
  questionId: string,
  change: Partial<Answer>,
): LiveInspection {
  return setAnswer(live, moduleId, questionId, { ...answerOf(live, moduleId, questionId), ...change });
}

/** The answer replaced whole: how a key leaves it (withAnswer only adds to it). */
function setAnswer(
  live: LiveInspection,
  moduleId: string,
  questionId: string,
  answer: Answer,
): LiveInspection {
  return {
    ...live,
    answers: { ...live.answers, [moduleId]: { ...live.answers[moduleId], [questionId]: answer } },
  };
}

function withProgress(
  live: LiveInspection,
  moduleId: string,
  change: (m: ModuleProgress) => Partial<ModuleProgress>,
): LiveInspection {
  const was = live.progress[moduleId] ?? NO_PROGRESS;
  return { ...live, progress: { ...live.progress, [moduleId]: { ...was, ...change(was) } } };
}

/**
 * The questionnaire's modules and the type's prefilled comments laid into the live state: the modules' ids
 * and progress, and each prefilled comment as the first comment of its question in every module asking it
 * (the agent sees it as theirs, so the rules, a comment the answer needs, count it too).
 */
function withQuestionnaire(
  live: LiveInspection,
  modules: SnapshotModule[],
  prefilledComments: PrefilledComment[],
): LiveInspection {
  const added = modules.map((m) => m.id).filter((id) => !(id in live.progress));
  let next: LiveInspection = added.length
    ? {
        ...live,
        moduleIds: [...live.moduleIds, ...added],
        progress: { ...live.progress, ...Object.fromEntries(added.map((id) => [id, NO_PROGRESS])) },
      }
    : live;
  for (const { questionId, comment } of prefilledComments)
    for (const module of modules)
      if (module.clusters.some((c) => c.questions.some((q) => q.id === questionId)))
        next = withAnswer(next, module.id, questionId, { comment });
  return next;
}

/** A part of the questionnaire recorded: its modules added, and one part fewer missing. */
function withPart(live: LiveInspection, part: QuestionnairePart): LiveInspection {
  if (!live.missingQuestionnaireParts.includes(part.index)) return live;
  return {
    ...withQuestionnaire(live, part.modules, part.prefilledComments),
    missingQuestionnaireParts: live.missingQuestionnaireParts.filter((i) => i !== part.index),
  };
}

function created(data: InspectionCreatedData): LiveInspection {
  const live: LiveInspection = {
    organizationId: data.organizationId,
    hotelId: data.hotelId,
    inspectionType: data.type,
    startDate: data.startDate,
    startHour: data.startHour,
    userId: data.userId,
    createdBy: data.createdBy,
    createdAt: data.createdAt,
    descriptions: data.descriptions,
    extraQuestions: data.extraQuestions.map((q) => ({ ...q, score: null, comment: '' })),
    followUpToInspectionId: data.followUpToInspectionId,
    moduleIds: [],
    // Events written before parts carry the questionnaire whole (questionnaireParts absent).
    missingQuestionnaireParts: Array.from({ length: data.questionnaireParts ?? 0 }, (_, i) => i),
    progress: {},
    answers: {},
    generalComments: '',
    comfortZones: {},
    externalScores: {},
    agentEndTime: null,
    agentEndTimeSetBy: null,
    adminEndTime: null,
    adminEndTimeSetBy: null,
    revertedAt: null,
    lastEditedBy: { userId: data.createdBy, at: data.createdAt },
    followUp: null,
    enableActionPlan: false,
    followUpSummary: { content: '', attachments: [] },
    actions: {},
    addedActions: [],
  };
  return withQuestionnaire(live, data.modules ?? [], data.prefilledComments ?? []);
}

/**
 * Folds one event into an inspection's live state: null before creation and after deletion. An event that
 * changes nothing gives back the state it was given (the read model then writes nothing).
 */
export function evolveLiveInspection(
  live: LiveInspection | null,
  event: InspectionEvent,
): LiveInspection | null {
  if (event.type === 'InspectionCreated') return created(event.data);
  if (!live) return live;
  if (event.type === 'InspectionDeleted') return null;
  // Part of the creation, not an edit: nobody is named as the last to edit.
  if (event.type === 'QuestionnairePartRecorded') return withPart(live, event.data);
  const edited = { ...live, lastEditedBy: { userId: event.data.by, at: event.data.at } };
  switch (event.type) {
    case 'QuestionScored': {
      const { moduleId, questionId, score, comment } = event.data;
      // A score someone gives is observed: it is no longer the one finishing the module wrote.
      const { filledAtFinish: _filled, ...was } = answerOf(live, moduleId, questionId);
      return setAnswer(edited, moduleId, questionId, {
        ...was,
        score,
        ...(comment !== undefined ? { comment } : {}),
      });
    }
    case 'QuestionCommented':
      return withAnswer(edited, event.data.moduleId, event.data.questionId, { comment: event.data.comment });
    case 'FollowUpSet': {
      const { moduleId, questionId, by: _b, at: _a, ...followUp } = event.data;
      return withAnswer(edited, moduleId, questionId, followUp);
    }
    case 'AttachmentAdded': {
      const { moduleId, questionId, attachment } = event.data;
      return withAnswer(edited, moduleId, questionId, {
        attachments: [...answerOf(live, moduleId, questionId).attachments, attachment],
      });
    }
    case 'AttachmentRemoved': {
      const { moduleId, questionId, attachmentId } = event.data;
      return withAnswer(edited, moduleId, questionId, {
        attachments: answerOf(live, moduleId, questionId).attachments.filter((a) => a.id !== attachmentId),
      });
    }
    case 'ContextQuestionAnswered':
      return withProgress(edited, event.data.moduleId, (m) => ({
        contextAnswers: { ...m.contextAnswers, [event.data.contextQuestionId]: event.data.content },
      }));
    case 'ClusterCommentSet':
      return withProgress(edited, event.data.moduleId, (m) => ({
        clusterComments: { ...m.clusterComments, [event.data.clusterId]: event.data.comments },
      }));
    case 'ModuleFollowUpSet':
      return withProgress(edited, event.data.moduleId, () => ({ followUpComment: event.data.comment }));
    case 'ModuleSkipToggled':
      return withProgress(edited, event.data.moduleId, () => ({ skipped: event.data.skipped }));
    case 'ModuleFinished': {
      let next = withProgress(edited, event.data.moduleId, () => ({ finished: true }));
      for (const [questionId, score] of Object.entries(event.data.filledScores))
        next = withAnswer(next, event.data.moduleId, questionId, { score, filledAtFinish: true });
      return next;
    }
    case 'GeneralCommentsSet':
      return { ...edited, generalComments: event.data.comments };
    case 'ComfortZoneCommentsSet':
      return { ...edited, comfortZones: { ...live.comfortZones, ...event.data.comments } };
    case 'ExternalScoresSet':
      return { ...edited, externalScores: event.data.scores };
    case 'ExtraQuestionAnswered':
      return {
        ...edited,
        extraQuestions: live.extraQuestions.map((q) =>
          q.id === event.data.extraQuestionId
            ? { ...q, score: event.data.score, comment: event.data.comment }
            : q,
        ),
      };
    case 'AgentEndTimeSet':
      return {
        ...edited,
        agentEndTime: event.data.at,
        agentEndTimeSetBy: event.data.by,
        answers: withoutModules(live.answers, event.data.clearedModuleIds),
      };
    case 'InspectionClosedAutomatically':
      return { ...edited, agentEndTime: event.data.at, agentEndTimeSetBy: event.data.by };
    case 'AdminEndTimeSet':
      return event.data.revert
        ? { ...edited, adminEndTime: null, adminEndTimeSetBy: null, revertedAt: event.data.at }
        : { ...edited, adminEndTime: event.data.at, adminEndTimeSetBy: event.data.by, revertedAt: null };
    case 'InspectionRescheduled':
      return { ...edited, ...event.data.changes };
    case 'FollowUpCreated': {
      const { inspectionId, startDate, startHour, userId } = event.data;
      // The follow-up's agent answers for every action nobody was named for.
      let next: LiveInspection = { ...edited, followUp: { inspectionId, startDate, startHour, userId } };
      for (const [moduleId, answers] of Object.entries(live.answers))
        for (const [questionId, answer] of Object.entries(answers))
          if (isAction(answer) && !actionOf(live, moduleId, questionId).ownerId)
            next = withAction(next, { moduleId, questionId }, () => ({ ownerId: userId }));
      for (const item of addedActionsOf(live))
        if (!actionAt(live, { itemId: item.id }).ownerId)
          next = withAction(next, { itemId: item.id }, () => ({ ownerId: userId }));
      return next;
    }
    case 'ActionPlanSent':
      return { ...edited, enableActionPlan: true };
    case 'FollowUpSummarySet':
      return { ...edited, followUpSummary: { ...live.followUpSummary, content: event.data.content } };
    case 'FollowUpSummaryFileAdded':
      return {
        ...edited,
        followUpSummary: {
          ...live.followUpSummary,
          attachments: [...live.followUpSummary.attachments, event.data.attachment],
        },
      };
    case 'FollowUpSummaryFileRemoved':
      return {
        ...edited,
        followUpSummary: {
          ...live.followUpSummary,
          attachments: live.followUpSummary.attachments.filter((a) => a.id !== event.data.attachmentId),
        },
      };
    case 'ActionOwnerSet':
      return withAction(edited, event.data, () => ({ ownerId: event.data.ownerId }));
    case 'ActionDone': {
      const { comment, attachment, by, at } = event.data;
      return withAction(edited, event.data, () => ({
        state: 'done',
        proof: { comment, attachment, by, at },
        reopenReason: null,
      }));
    }
    case 'ActionVerified':
      return withAction(edited, event.data, () => ({
        state: 'verified',
        verified: { by: event.data.by, at: event.data.at },
      }));
    case 'ActionReopened':
      return withAction(edited, event.data, () => ({
        state: 'open',
        verified: null,
        reopenReason: event.data.reason,
      }));
    case 'ActionItemAdded': {
      const { itemId, moduleId, questionId, description, deadline, by, at } = event.data;
      const item = { id: itemId, moduleId, questionId, description, deadline, addedBy: by, addedAt: at };
      return { ...edited, addedActions: [...addedActionsOf(live), item] };
    }
    case 'ActionItemEdited':
      return {
        ...edited,
        addedActions: addedActionsOf(live).map((item) =>
          item.id === event.data.itemId ? { ...item, ...event.data.changes } : item,
        ),
      };
    case 'ActionItemRemoved': {
      const { [addedActionKey(event.data.itemId)]: _gone, ...actions } = live.actions;
      return {
        ...edited,
        actions,
        addedActions: addedActionsOf(live).filter((item) => item.id !== event.data.itemId),
      };
    }
  }
}

function withAction(
  live: LiveInspection,
  on: ActionRef,
  change: (was: ActionProgress) => Partial<ActionProgress>,
): LiveInspection {
  const was = actionAt(live, on);
  return { ...live, actions: { ...live.actions, [keyOfAction(on)]: { ...was, ...change(was) } } };
}
