import {
  actionAt,
  addedActionsOf,
  EMPTY_ANSWER,
  type Answer,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import type { FoldStep } from '../stream-folds.ts';
import type { AuditChange } from './documents.ts';
import type { ChangeDescription } from './changes.ts';

/**
 * An inspection's events but its questionnaire's parts: the questionnaire is copied from the catalogue at
 * creation, not changed by anyone, so its creation's entry stands for it (as it did when the questionnaire
 * was part of InspectionCreated), however many appends it took.
 */
export type AuditedInspectionEvent = Exclude<InspectionEvent, { type: 'QuestionnairePartRecorded' }>;

/** An empty text is none, as an unset value is: the screen shows both as "–". */
const none = (value: unknown) => (value === undefined || value === '' ? null : value);

const change = (field: string, from: unknown, to: unknown): AuditChange => ({
  field,
  from: none(from),
  to: none(to),
});

/** The change of one field, or none when the fold left it as it was. */
const changed = (field: string, from: unknown, to: unknown): AuditChange[] =>
  JSON.stringify(none(from)) === JSON.stringify(none(to)) ? [] : [change(field, from, to)];

const FOLLOW_UP_FIELDS = [
  'needsFollowUp',
  'followUpComment',
  'followUpDeadline',
  'followUpTip',
  'followUpFeedback',
] as const;

const answerOf = (live: LiveInspection | null, moduleId: string, questionId: string): Answer =>
  live?.answers[moduleId]?.[questionId] ?? EMPTY_ANSWER;

/** What changed in one answer: its score, comment and follow-up, and each attachment added or removed. */
function answerChanges(was: Answer, now: Answer): AuditChange[] {
  const kept = new Set(now.attachments.map((a) => a.id));
  const had = new Set(was.attachments.map((a) => a.id));
  return [
    ...changed('score', was.score, now.score),
    ...changed('comment', was.comment, now.comment),
    ...FOLLOW_UP_FIELDS.flatMap((field) => changed(field, was[field], now[field])),
    ...was.attachments.filter((a) => !kept.has(a.id)).map((a) => change('attachment', a.originalName, null)),
    ...now.attachments.filter((a) => !had.has(a.id)).map((a) => change('attachment', null, a.originalName)),
  ];
}

/** The fields of a record (comfort zones, external scores) the event changed, by their own names. */
function recordChanges(was: Record<string, unknown>, now: Record<string, unknown>): AuditChange[] {
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].flatMap((field) =>
    changed(field, was[field], now[field]),
  );
}

/**
 * The answers a submit clears with the modules the agent skipped (inspection-run §4), each change naming
 * its answer: what they were before, so the trail keeps them and shows them cleared.
 */
function clearedAnswers(before: LiveInspection | null, moduleIds: readonly string[]): AuditChange[] {
  return moduleIds.flatMap((moduleId) =>
    Object.entries(before?.answers[moduleId] ?? {}).flatMap(([questionId, answer]) =>
      answerChanges(answer, EMPTY_ANSWER).map((c) => ({ ...c, moduleId, questionId })),
    ),
  );
}

/**
 * An inspection's event as a change, read off the one fold of its events: each field's value before the
 * event and after it (only those that changed), so every entry agrees with what the inspection shows.
 */
export function describeInspectionEvent(
  event: AuditedInspectionEvent,
  stream: string,
  { before, after }: FoldStep<LiveInspection>,
): ChangeDescription {
  const inspectionId = stream.slice('inspection-'.length);
  const live = after ?? before;
  const at = {
    organizationId: live?.organizationId ?? null,
    hotelId: live?.hotelId ?? null,
    inspectionId,
  };
  const onAnswer = (kind: ChangeDescription['kind'], moduleId: string, questionId: string) => ({
    ...at,
    kind,
    moduleId,
    questionId,
    changes: answerChanges(answerOf(before, moduleId, questionId), answerOf(after, moduleId, questionId)),
  });
  const progressOf = (state: LiveInspection | null, moduleId: string) => state?.progress[moduleId];
  switch (event.type) {
    case 'InspectionCreated':
      return {
        ...at,
        kind: 'inspection',
        organizationId: event.data.organizationId,
        hotelId: event.data.hotelId,
        changes: [
          change('inspectionType', null, event.data.type.name),
          change('startDate', null, `${event.data.startDate} ${event.data.startHour}`),
          change('userId', null, event.data.userId),
        ],
      };
    case 'QuestionScored':
      return onAnswer('answer', event.data.moduleId, event.data.questionId);
    case 'QuestionCommented':
      return onAnswer('comment', event.data.moduleId, event.data.questionId);
    case 'FollowUpSet':
      return onAnswer('followUp', event.data.moduleId, event.data.questionId);
    case 'AttachmentAdded':
    case 'AttachmentRemoved':
      return onAnswer('attachment', event.data.moduleId, event.data.questionId);
    case 'ContextQuestionAnswered': {
      const { moduleId, contextQuestionId } = event.data;
      return {
        ...at,
        kind: 'answer',
        moduleId,
        questionId: contextQuestionId,
        changes: changed(
          'content',
          progressOf(before, moduleId)?.contextAnswers[contextQuestionId],
          progressOf(after, moduleId)?.contextAnswers[contextQuestionId],
        ),
      };
    }
    case 'ExtraQuestionAnswered': {
      const id = event.data.extraQuestionId;
      const [was, now] = [before, after].map((s) => s?.extraQuestions.find((q) => q.id === id));
      return {
        ...at,
        kind: 'answer',
        questionId: id,
        changes: [
          ...changed('score', was?.score, now?.score),
          ...changed('comment', was?.comment, now?.comment),
        ],
      };
    }
    case 'ClusterCommentSet': {
      const { moduleId, clusterId } = event.data;
      return {
        ...at,
        kind: 'comment',
        moduleId,
        changes: changed(
          'clusterComment',
          progressOf(before, moduleId)?.clusterComments[clusterId],
          progressOf(after, moduleId)?.clusterComments[clusterId],
        ),
      };
    }
    case 'ModuleFollowUpSet': {
      const { moduleId } = event.data;
      return {
        ...at,
        kind: 'followUp',
        moduleId,
        changes: changed(
          'moduleFollowUp',
          progressOf(before, moduleId)?.followUpComment,
          progressOf(after, moduleId)?.followUpComment,
        ),
      };
    }
    case 'ModuleSkipToggled':
      return {
        ...at,
        kind: 'inspection',
        moduleId: event.data.moduleId,
        changes: [change('skipped', !event.data.skipped, event.data.skipped)],
      };
    case 'ModuleFinished': {
      // The open questions finishing fills with the best answer (docs/scoring.md), each marked so.
      const { moduleId } = event.data;
      const filled = Object.keys(event.data.filledScores).flatMap((questionId) =>
        changed(
          'filledAtFinish',
          answerOf(before, moduleId, questionId).score,
          answerOf(after, moduleId, questionId).score,
        ).map((c) => ({ ...c, questionId })),
      );
      return { ...at, kind: 'inspection', moduleId, changes: [change('finished', false, true), ...filled] };
    }
    case 'GeneralCommentsSet':
      return {
        ...at,
        kind: 'comment',
        changes: changed('generalComments', before?.generalComments, after?.generalComments),
      };
    case 'ComfortZoneCommentsSet':
      return {
        ...at,
        kind: 'comment',
        changes: recordChanges(before?.comfortZones ?? {}, after?.comfortZones ?? {}),
      };
    case 'ExternalScoresSet':
      return {
        ...at,
        kind: 'answer',
        changes: recordChanges(before?.externalScores ?? {}, after?.externalScores ?? {}),
      };
    case 'AgentEndTimeSet':
      return {
        ...at,
        kind: 'inspection',
        changes: [
          change('submitted', null, event.data.at),
          ...clearedAnswers(before, event.data.clearedModuleIds ?? []),
        ],
      };
    case 'InspectionClosedAutomatically':
      return { ...at, kind: 'inspection', changes: [change('closedAutomatically', null, event.data.at)] };
    case 'AdminEndTimeSet':
      return {
        ...at,
        kind: 'inspection',
        changes: [change('approved', event.data.revert, !event.data.revert)],
      };
    case 'InspectionRescheduled':
      return {
        ...at,
        kind: 'inspection',
        changes: Object.keys(event.data.changes).map((field) =>
          change(
            field,
            (event.data.previous as Record<string, unknown>)[field],
            (event.data.changes as Record<string, unknown>)[field],
          ),
        ),
      };
    case 'InspectionDeleted':
      return { ...at, kind: 'inspection', changes: [change('deleted', false, true)] };
    // The follow-up and the action loop (docs/action-plans.md).
    case 'FollowUpCreated':
      return {
        ...at,
        kind: 'followUp',
        changes: [
          change('actionPlanSent', false, true),
          change('followUpInspection', null, `${event.data.startDate} ${event.data.startHour}`),
        ],
      };
    case 'ActionPlanSent':
      return { ...at, kind: 'followUp', changes: [change('actionPlanSent', false, true)] };
    case 'FollowUpSummarySet':
      return {
        ...at,
        kind: 'followUp',
        changes: changed('followUpSummary', before?.followUpSummary.content, after?.followUpSummary.content),
      };
    case 'FollowUpSummaryFileAdded':
      return {
        ...at,
        kind: 'attachment',
        changes: [change('attachment', null, event.data.attachment.originalName)],
      };
    case 'FollowUpSummaryFileRemoved': {
      const removed = before?.followUpSummary.attachments.find((a) => a.id === event.data.attachmentId);
      return { ...at, kind: 'attachment', changes: [change('attachment', removed?.originalName, null)] };
    }
    case 'ActionOwnerSet':
    case 'ActionDone':
    case 'ActionVerified':
    case 'ActionReopened': {
      const ref = 'itemId' in event.data ? { itemId: event.data.itemId } : event.data;
      const [was, now] = [before, after].map((s) => (s ? actionAt(s, ref) : null));
      return {
        ...at,
        kind: 'followUp',
        ...('itemId' in ref ? questionOfAdded(before ?? after, ref.itemId) : ref),
        changes: [
          ...changed('actionOwner', was?.ownerId, now?.ownerId),
          ...changed('actionState', was?.state, now?.state),
          ...changed('actionProof', was?.proof?.comment, now?.proof?.comment),
          ...changed('reopenReason', was?.reopenReason, now?.reopenReason),
        ],
      };
    }
    // Actions added to an approved inspection's plan: named by their question when they have one.
    case 'ActionItemAdded': {
      const { itemId, description, deadline } = event.data;
      return {
        ...at,
        kind: 'followUp',
        ...questionOfAdded(after, itemId),
        changes: [
          change('addedAction', false, true),
          ...changed('actionDescription', null, description),
          ...changed('actionDeadline', null, deadline),
        ],
      };
    }
    case 'ActionItemEdited': {
      const { itemId, changes, previous } = event.data;
      return {
        ...at,
        kind: 'followUp',
        ...questionOfAdded(after, itemId),
        changes: [
          ...('description' in changes
            ? changed('actionDescription', previous.description, changes.description)
            : []),
          ...('deadline' in changes ? changed('actionDeadline', previous.deadline, changes.deadline) : []),
        ],
      };
    }
    case 'ActionItemRemoved': {
      const item = addedActionsOf(before ?? {}).find((i) => i.id === event.data.itemId);
      return {
        ...at,
        kind: 'followUp',
        ...questionOfAdded(before, event.data.itemId),
        changes: [
          change('addedAction', true, false),
          ...changed('actionDescription', item?.description, null),
          ...changed('actionDeadline', item?.deadline, null),
        ],
      };
    }
  }
}

/** The question an added action is about, as an entry names an answer's; nothing for one about none. */
function questionOfAdded(live: LiveInspection | null, itemId: string) {
  const item = addedActionsOf(live ?? {}).find((i) => i.id === itemId);
  return item?.moduleId && item.questionId ? { moduleId: item.moduleId, questionId: item.questionId } : {};
}
