import { scoringKeyOf } from '../scoring/inspection-score.ts';
import { reportFiguresOf } from '../scoring/report-figures.ts';
import { DomainError } from '../shared/domain-error.ts';
import { optionOf } from '../catalogue/choice-options.ts';
import { isValidScore, NOT_APPLICABLE } from '../shared/scales.ts';
import type { InspectionCommand } from './commands.ts';
import { COMFORT_ZONES, EXTERNAL_SCORE_MAXIMA, type ExternalScoreProvider } from './fields.ts';
import type { InspectionEvent } from './events.ts';
import type { LiveInspection } from './fold.ts';
import { jsonBytes, type InspectionState, type ModuleQuestions } from './state.ts';
import { validateModule } from './validation.ts';
import { scoresFilledOnFinish } from './unanswered.ts';
import { isReviewer, mayStillChange } from './access.ts';
import { decideFollowUp } from './decide-follow-up.ts';

/**
 * The most parts a questionnaire may have: 48 parts of at most 256 KiB, 12 MiB in all, so the read models
 * that hold an inspection's whole questionnaire in one document stay under MongoDB's 16 MB per document.
 */
export const MAX_QUESTIONNAIRE_PARTS = 48;

export const INSPECTION_ERRORS = {
  notFound: 'inspections.notFound',
  exists: 'inspections.exists',
  questionnaireIncomplete: 'inspections.questionnaireIncomplete',
  questionnaireTooLarge: 'inspections.questionnaireTooLarge',
  answersTooLarge: 'inspections.answersTooLarge',
  finished: 'inspections.finished',
  noPermission: 'errors.noPermission',
  moduleNotFound: 'inspections.moduleNotFound',
  moduleSkipped: 'inspections.moduleSkipped',
  moduleMandatory: 'inspections.moduleMandatory',
  moduleHasErrors: 'inspections.moduleHasErrors',
  modulesNotFinished: 'inspections.modulesNotFinished',
  questionNotFound: 'inspections.questionNotFound',
  clusterNotFound: 'inspections.clusterNotFound',
  contextQuestionNotFound: 'inspections.contextQuestionNotFound',
  extraQuestionNotFound: 'inspections.extraQuestionNotFound',
  attachmentNotFound: 'inspections.attachmentNotFound',
  invalidScore: 'inspections.invalidScore',
  invalidExternalScore: 'inspections.invalidExternalScore',
  invalidComfortZone: 'inspections.invalidComfortZone',
  notFinishedByAgent: 'inspections.notFinishedByAgent',
  alreadyFinished: 'inspections.alreadyFinished',
  notFinishedByAdmin: 'inspections.notFinishedByAdmin',
  followUpOneKind: 'questions.followUp.oneKind',
  missingDeadline: 'questions.followUp.missingDeadline',
  deadlinePassed: 'questions.followUp.deadlinePassed',
} as const;

const fail = (key: string, errors: Record<string, string> = {}): never => {
  throw new DomainError(key, errors);
};
const isAdmin = (role: string) => role !== 'user' && role !== 'deactivated';

function existing(state: InspectionState): LiveInspection {
  return state.live ?? fail(INSPECTION_ERRORS.notFound);
}

/**
 * May the actor still change answers? Not after the admin's end time; after the agent's only a reviewer
 * (companyAdmin, superUser) may, at control.
 */
function answerable(state: InspectionState, role: string): LiveInspection {
  const live = existing(state);
  if (!mayStillChange(live, role)) fail(INSPECTION_ERRORS.finished);
  return live;
}

/** A module of the inspection with whether it is skipped now; a skipped one is refused unless allowed. */
function moduleOf(
  state: InspectionState,
  moduleId: string,
  allowSkipped = false,
): ModuleQuestions & { skipped: boolean } {
  const module = state.modules[moduleId] ?? fail(INSPECTION_ERRORS.moduleNotFound);
  const skipped = state.live?.progress[moduleId]?.skipped ?? false;
  if (skipped && !allowSkipped) fail(INSPECTION_ERRORS.moduleSkipped);
  return { ...module, skipped };
}

/** Commands an inspection whose questionnaire is not all recorded yet still takes: its parts, its deletion. */
const WHILE_INCOMPLETE = new Set<InspectionCommand['type']>([
  'CreateInspection',
  'RecordQuestionnairePart',
  'DeleteInspection',
]);

/**
 * A part of the questionnaire: recorded once (a part already in changes nothing, so a creation retried after
 * a crash only adds the parts it lacks); one outside the count the creation announced is a caller's bug.
 */
function recordPart(
  state: InspectionState,
  command: Extract<InspectionCommand, { type: 'RecordQuestionnairePart' }>,
): InspectionEvent[] {
  const live = existing(state);
  const { part } = command;
  if (part.count !== state.questionnaireParts || part.index < 0 || part.index >= part.count)
    throw new Error(
      `questionnaire part ${part.index + 1} of ${part.count}: the inspection has ${state.questionnaireParts}`,
    );
  if (!live.missingQuestionnaireParts.includes(part.index)) return [];
  return [{ type: 'QuestionnairePartRecorded', data: part }];
}

/**
 * The most an inspection's answers may take, as the JSON of its live document (scores, comments, files by
 * reference, follow-ups): each answer is limited on its own, this bounds their sum, so the `inspections`
 * document stays under MongoDB's 16 MB per document.
 */
export const MAX_ANSWERS_BYTES = 12 * 1024 * 1024;

/** Commands that add text or references to an inspection's answers (scores alone add a few bytes). */
const ADDING_TEXT = new Set<InspectionCommand['type']>([
  'ScoreQuestion',
  'CommentQuestion',
  'SetFollowUp',
  'SetModuleFollowUp',
  'AddAttachment',
  'AnswerContextQuestion',
  'SetClusterComment',
  'SetGeneralComments',
  'SetComfortZoneComments',
  'AnswerExtraQuestion',
]);

/**
 * Whether the answers with this change could pass the limit: the state's bound first (see
 * InspectionState.liveBytesAtMost), and only near the limit the answers as they are plus all the change
 * carries, which is more than they can become, so never too little.
 */
function tooLarge(state: InspectionState, events: InspectionEvent[]): boolean {
  const carried = jsonBytes(events.map((e) => e.data));
  if (state.liveBytesAtMost + carried <= MAX_ANSWERS_BYTES) return false;
  return jsonBytes(state.live) + carried > MAX_ANSWERS_BYTES;
}

export function decideInspection(command: InspectionCommand, state: InspectionState): InspectionEvent[] {
  const events = decideUnbounded(command, state);
  const carriesText =
    ADDING_TEXT.has(command.type) && !(command.type === 'ScoreQuestion' && !command.comment);
  if (events.length && state.live && carriesText && tooLarge(state, events))
    fail(INSPECTION_ERRORS.answersTooLarge);
  return events;
}

function decideUnbounded(command: InspectionCommand, state: InspectionState): InspectionEvent[] {
  const by = { by: command.actor.id, at: command.now };
  const role = command.actor.role;
  if (state.live?.missingQuestionnaireParts.length && !WHILE_INCOMPLETE.has(command.type))
    fail(INSPECTION_ERRORS.questionnaireIncomplete);
  switch (command.type) {
    case 'CreateInspection':
      if (state.exists) fail(INSPECTION_ERRORS.exists);
      if (command.data.questionnaireParts > MAX_QUESTIONNAIRE_PARTS)
        fail(INSPECTION_ERRORS.questionnaireTooLarge);
      return [
        {
          type: 'InspectionCreated',
          data: { ...command.data, createdBy: command.actor.id, createdAt: command.now },
        },
      ];
    case 'RecordQuestionnairePart':
      return recordPart(state, command);

    case 'ScoreQuestion': {
      answerable(state, role);
      const question =
        moduleOf(state, command.moduleId).questions[command.questionId] ??
        fail(INSPECTION_ERRORS.questionNotFound);
      if (command.score !== null && !isValidScore(question.type, command.score))
        fail(INSPECTION_ERRORS.invalidScore, { score: INSPECTION_ERRORS.invalidScore });
      // A choice takes only the steps its own options stand for.
      if (
        question.type === 'choice' &&
        command.score !== null &&
        command.score !== NOT_APPLICABLE &&
        !optionOf(question.options, command.score)
      )
        fail(INSPECTION_ERRORS.invalidScore, { score: INSPECTION_ERRORS.invalidScore });
      const { moduleId, questionId, score, comment } = command;
      return [
        {
          type: 'QuestionScored',
          data: { ...by, moduleId, questionId, score, ...(comment !== undefined ? { comment } : {}) },
        },
      ];
    }
    case 'CommentQuestion': {
      answerable(state, role);
      if (!moduleOf(state, command.moduleId).questions[command.questionId])
        fail(INSPECTION_ERRORS.questionNotFound);
      const { moduleId, questionId, comment } = command;
      return [{ type: 'QuestionCommented', data: { ...by, moduleId, questionId, comment } }];
    }
    case 'SetFollowUp': {
      const live = existing(state);
      // Follow-up is the reviewers' part of control, once the agent has finished (inspection-run §4).
      if (!isReviewer(role)) fail(INSPECTION_ERRORS.noPermission);
      if (!live.agentEndTime) fail(INSPECTION_ERRORS.notFinishedByAgent);
      if (!moduleOf(state, command.moduleId, true).questions[command.questionId])
        fail(INSPECTION_ERRORS.questionNotFound);
      const f = command.followUp;
      const followUp = f.needsFollowUp
        ? { ...f, followUpComment: f.followUpComment.trim() }
        : {
            needsFollowUp: false,
            followUpComment: '',
            followUpDeadline: null,
            followUpTip: false,
            followUpFeedback: false,
          };
      if (followUp.needsFollowUp) {
        if (followUp.followUpTip && followUp.followUpFeedback) fail(INSPECTION_ERRORS.followUpOneKind);
        const isAction = !followUp.followUpTip && !followUp.followUpFeedback;
        if (isAction && !followUp.followUpDeadline)
          fail(INSPECTION_ERRORS.missingDeadline, { followUpDeadline: INSPECTION_ERRORS.missingDeadline });
        if (!isAction) followUp.followUpDeadline = null;
        // A deadline kept as it was stays valid after its day (a comment changed later is not refused).
        const before = live.answers[command.moduleId]?.[command.questionId]?.followUpDeadline ?? null;
        const deadline = followUp.followUpDeadline;
        if (deadline && deadline !== before && deadline < command.today)
          fail(INSPECTION_ERRORS.deadlinePassed, { followUpDeadline: INSPECTION_ERRORS.deadlinePassed });
      }
      return [
        {
          type: 'FollowUpSet',
          data: { ...by, moduleId: command.moduleId, questionId: command.questionId, ...followUp },
        },
      ];
    }
    case 'SetModuleFollowUp': {
      const live = existing(state);
      // Like a question's follow-up: the reviewers', once the agent has finished.
      if (!isReviewer(role)) fail(INSPECTION_ERRORS.noPermission);
      if (!live.agentEndTime) fail(INSPECTION_ERRORS.notFinishedByAgent);
      moduleOf(state, command.moduleId, true);
      return [
        {
          type: 'ModuleFollowUpSet',
          data: { ...by, moduleId: command.moduleId, comment: command.comment.trim() },
        },
      ];
    }
    case 'AddAttachment': {
      answerable(state, role);
      if (!moduleOf(state, command.moduleId).questions[command.questionId])
        fail(INSPECTION_ERRORS.questionNotFound);
      const { moduleId, questionId, attachment } = command;
      return [{ type: 'AttachmentAdded', data: { ...by, moduleId, questionId, attachment } }];
    }
    case 'RemoveAttachment': {
      const live = answerable(state, role);
      moduleOf(state, command.moduleId);
      const answer = live.answers[command.moduleId]?.[command.questionId];
      if (!answer?.attachments.some((a) => a.id === command.attachmentId))
        fail(INSPECTION_ERRORS.attachmentNotFound);
      const { moduleId, questionId, attachmentId } = command;
      return [{ type: 'AttachmentRemoved', data: { ...by, moduleId, questionId, attachmentId } }];
    }
    case 'AnswerContextQuestion': {
      answerable(state, role);
      if (!moduleOf(state, command.moduleId).contextQuestionIds.includes(command.contextQuestionId))
        fail(INSPECTION_ERRORS.contextQuestionNotFound);
      const { moduleId, contextQuestionId, content } = command;
      return [{ type: 'ContextQuestionAnswered', data: { ...by, moduleId, contextQuestionId, content } }];
    }
    case 'SetClusterComment': {
      answerable(state, role);
      if (!moduleOf(state, command.moduleId).clusterIds.includes(command.clusterId))
        fail(INSPECTION_ERRORS.clusterNotFound);
      const { moduleId, clusterId, comments } = command;
      return [{ type: 'ClusterCommentSet', data: { ...by, moduleId, clusterId, comments } }];
    }
    case 'ToggleModuleSkipped': {
      answerable(state, role);
      const module = moduleOf(state, command.moduleId, true);
      if (module.snapshot.isMandatory) fail(INSPECTION_ERRORS.moduleMandatory);
      return [
        { type: 'ModuleSkipToggled', data: { ...by, moduleId: command.moduleId, skipped: !module.skipped } },
      ];
    }
    case 'FinishModule': {
      const live = answerable(state, role);
      const module = moduleOf(state, command.moduleId);
      const answers = live.answers[command.moduleId] ?? {};
      const errors = validateModule(module.snapshot, answers, role, live.followUpToInspectionId !== null);
      if (Object.keys(errors).length)
        fail(
          INSPECTION_ERRORS.moduleHasErrors,
          Object.fromEntries(Object.entries(errors).map(([id, keys]) => [id, keys.join('. ')])),
        );
      const filledScores = scoresFilledOnFinish(
        module.snapshot,
        answers,
        live.inspectionType.allowUnansweredQuestions,
      );
      return [{ type: 'ModuleFinished', data: { ...by, moduleId: command.moduleId, filledScores } }];
    }
    case 'SetGeneralComments':
      answerable(state, role);
      return [{ type: 'GeneralCommentsSet', data: { ...by, comments: command.comments } }];
    case 'SetComfortZoneComments': {
      answerable(state, role);
      for (const zone of Object.keys(command.comments))
        if (!(COMFORT_ZONES as readonly string[]).includes(zone))
          fail(INSPECTION_ERRORS.invalidComfortZone, { [zone]: INSPECTION_ERRORS.invalidComfortZone });
      return [{ type: 'ComfortZoneCommentsSet', data: { ...by, comments: command.comments } }];
    }
    case 'SetExternalScores': {
      answerable(state, role);
      // Every score out of range is named at once: one save shows the agent all there is to fix.
      const outOfRange = Object.entries(command.scores).filter(([provider, value]) => {
        const max = EXTERNAL_SCORE_MAXIMA[provider as ExternalScoreProvider];
        return max === undefined || !Number.isFinite(value) || value! < 0 || value! > max;
      });
      if (outOfRange.length > 0)
        fail(
          INSPECTION_ERRORS.invalidExternalScore,
          Object.fromEntries(
            outOfRange.map(([provider]) => [provider, INSPECTION_ERRORS.invalidExternalScore]),
          ),
        );
      return [{ type: 'ExternalScoresSet', data: { ...by, scores: command.scores } }];
    }
    case 'AnswerExtraQuestion': {
      const live = answerable(state, role);
      if (!live.extraQuestions.some((q) => q.id === command.extraQuestionId))
        fail(INSPECTION_ERRORS.extraQuestionNotFound);
      if (command.score !== null && !isValidScore('radio', command.score))
        fail(INSPECTION_ERRORS.invalidScore);
      const { extraQuestionId, score, comment } = command;
      return [{ type: 'ExtraQuestionAnswered', data: { ...by, extraQuestionId, score, comment } }];
    }
    case 'SetAgentEndTime': {
      const live = existing(state);
      if (live.agentEndTime) fail(INSPECTION_ERRORS.alreadyFinished);
      const open = live.moduleIds.filter((id) => !live.progress[id]?.skipped && !live.progress[id]?.finished);
      if (open.length && !live.inspectionType.allowUnansweredQuestions)
        fail(INSPECTION_ERRORS.modulesNotFinished);
      const clearedModuleIds = live.moduleIds.filter(
        (id) => live.progress[id]?.skipped && Object.keys(live.answers[id] ?? {}).length > 0,
      );
      return [{ type: 'AgentEndTimeSet', data: { ...by, clearedModuleIds } }];
    }
    case 'CloseInspectionAutomatically':
      // Submitted (or deleted) meanwhile: nothing left to close, so a repeated close records nothing.
      if (!state.live || state.live.agentEndTime) return [];
      return [{ type: 'InspectionClosedAutomatically', data: { ...by, closeDate: command.closeDate } }];
    case 'SetAdminEndTime': {
      const live = existing(state);
      if (!isAdmin(role)) fail(INSPECTION_ERRORS.noPermission);
      if (!live.agentEndTime) fail(INSPECTION_ERRORS.notFinishedByAgent);
      if (command.revert ? !live.adminEndTime : live.adminEndTime)
        fail(command.revert ? INSPECTION_ERRORS.notFinishedByAdmin : INSPECTION_ERRORS.alreadyFinished);
      if (command.revert) return [{ type: 'AdminEndTimeSet', data: { ...by, revert: true } }];
      const key = scoringKeyOf(live.moduleIds.flatMap((id) => state.modules[id]?.snapshot ?? []));
      return [
        { type: 'AdminEndTimeSet', data: { ...by, revert: false, figures: reportFiguresOf(key, live) } },
      ];
    }
    case 'RescheduleInspection': {
      const live = existing(state);
      if (!isAdmin(role)) fail(INSPECTION_ERRORS.noPermission);
      if (live.adminEndTime) fail(INSPECTION_ERRORS.finished);
      const changes: Record<string, unknown> = {};
      const previous: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(command.changes))
        if (value !== undefined && value !== live[key as 'startDate' | 'startHour' | 'userId']) {
          changes[key] = value;
          previous[key] = live[key as 'startDate' | 'startHour' | 'userId'];
        }
      if (!Object.keys(changes).length) return [];
      return [{ type: 'InspectionRescheduled', data: { ...by, changes, previous } }];
    }
    case 'DeleteInspection':
      existing(state);
      if (!isAdmin(role)) fail(INSPECTION_ERRORS.noPermission);
      return [{ type: 'InspectionDeleted', data: by }];
    default:
      return decideFollowUp(command, state);
  }
}
