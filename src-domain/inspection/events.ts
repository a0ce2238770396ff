import type { ReportFigures } from '../scoring/report-figures.ts';
import type { Changes } from '../shared/changes.ts';
import type {
  ActionRef,
  ComfortZone,
  Description,
  ExternalScoreProvider,
  ExtraQuestion,
  FollowUp,
  FollowUpLink,
  Attachment,
} from './fields.ts';
import type { PrefilledComment, QuestionnairePart } from './questionnaire-parts.ts';
import type { InspectionTypeSnapshot, SnapshotModule } from './snapshot.ts';

export interface InspectionCreatedData {
  inspectionId: string;
  organizationId: string;
  hotelId: string;
  type: InspectionTypeSnapshot;
  /** YYYY-MM-DD and HH:mm, the entity's local date and time. */
  startDate: string;
  startHour: string;
  /** The agent assigned; null leaves it to whoever of the entity's agents takes it. */
  userId: string | null;
  createdBy: string;
  descriptions: Description[];
  extraQuestions: ExtraQuestion[];
  shouldSendNotification: boolean;
  followUpToInspectionId: string | null;
  createdAt: string;
  /**
   * How many QuestionnairePartRecorded events follow with the questionnaire (0: it asks nothing). Absent
   * from events written before the questionnaire was recorded in parts, which carry it whole instead.
   */
  questionnaireParts?: number;
  /** The whole questionnaire: only in events written before parts (an event over 1 MiB for a big type). */
  modules?: SnapshotModule[];
  /** Only in events written before parts; parts carry the prefilled comments of their questions. */
  prefilledComments?: PrefilledComment[];
}

/** Every answer event names who made it and when: the screens show "last edited by". */
interface By {
  by: string;
  at: string;
}

export type InspectionEvent =
  | { type: 'InspectionCreated'; data: InspectionCreatedData }
  /**
   * A piece of the questionnaire, each in its own append after InspectionCreated (docs/architecture.md).
   * Until every part is in, the inspection is incomplete: it refuses answers and may only be deleted.
   */
  | { type: 'QuestionnairePartRecorded'; data: QuestionnairePart }
  | {
      type: 'QuestionScored';
      data: By & { moduleId: string; questionId: string; score: number | null; comment?: string };
    }
  | { type: 'QuestionCommented'; data: By & { moduleId: string; questionId: string; comment: string } }
  | { type: 'FollowUpSet'; data: By & { moduleId: string; questionId: string } & FollowUp }
  | { type: 'AttachmentAdded'; data: By & { moduleId: string; questionId: string; attachment: Attachment } }
  | { type: 'AttachmentRemoved'; data: By & { moduleId: string; questionId: string; attachmentId: string } }
  | {
      type: 'ContextQuestionAnswered';
      data: By & { moduleId: string; contextQuestionId: string; content: string };
    }
  | { type: 'ClusterCommentSet'; data: By & { moduleId: string; clusterId: string; comments: string } }
  /** The reviewers' follow-up comment on a whole module (administration §7 "setFollowUp (comment)"). */
  | { type: 'ModuleFollowUpSet'; data: By & { moduleId: string; comment: string } }
  | { type: 'ModuleSkipToggled'; data: By & { moduleId: string; skipped: boolean } }
  | { type: 'ModuleFinished'; data: By & { moduleId: string; filledScores: Record<string, number> } }
  | { type: 'GeneralCommentsSet'; data: By & { comments: string } }
  | { type: 'ComfortZoneCommentsSet'; data: By & { comments: Partial<Record<ComfortZone, string>> } }
  | { type: 'ExternalScoresSet'; data: By & { scores: Partial<Record<ExternalScoreProvider, number>> } }
  | {
      type: 'ExtraQuestionAnswered';
      data: By & { extraQuestionId: string; score: number | null; comment: string };
    }
  /**
   * The agent's submit. Answers given in a module before it was skipped are removed with it (inspection-run
   * §4: marking not applicable removes existing answers when the inspection is closed); older events lack
   * `clearedModuleIds`, which reads as none.
   */
  | { type: 'AgentEndTimeSet'; data: By & { clearedModuleIds?: string[] } }
  /**
   * The type's automatic close (autoShutdown) ended an inspection nobody submitted: it stands as submitted,
   * at the close time, with the answers as they were (docs/jobs.md).
   */
  | { type: 'InspectionClosedAutomatically'; data: By & { closeDate: string } }
  | {
      type: 'AdminEndTimeSet';
      /**
       * figures: the approved report's figures as scored when the admin approved it (what was signed off;
       * comparisons over time read these). Absent on a revert, and on approvals logged before they were kept.
       */
      data: By & { revert: boolean; figures?: ReportFigures };
    }
  | {
      type: 'InspectionRescheduled';
      data: By & Changes<{ startDate: string; startHour: string; userId: string | null }>;
    }
  | { type: 'InspectionDeleted'; data: By }
  /**
   * The action plan is sent with a follow-up inspection (its id; the inspection is created right after, on
   * its own stream), or, when no answer has an action, on its own (ActionPlanSent: `enableActionPlan`).
   * Recorded on the followed-up inspection first, so two admins at once get one follow-up.
   */
  | { type: 'FollowUpCreated'; data: By & FollowUpLink & { sendCCToCreator: boolean } }
  | { type: 'ActionPlanSent'; data: By & { sendCCToCreator: boolean } }
  | { type: 'FollowUpSummarySet'; data: By & { content: string } }
  | { type: 'FollowUpSummaryFileAdded'; data: By & { attachment: Attachment } }
  | { type: 'FollowUpSummaryFileRemoved'; data: By & { attachmentId: string } }
  /** The closed action loop on the plan's actions (docs/action-plans.md). */
  | { type: 'ActionOwnerSet'; data: By & ActionRef & { ownerId: string | null } }
  | { type: 'ActionDone'; data: By & ActionRef & { comment: string; attachment: Attachment | null } }
  | { type: 'ActionVerified'; data: By & ActionRef }
  | { type: 'ActionReopened'; data: By & ActionRef & { reason: string } }
  /**
   * Actions an admin adds to an approved inspection's plan, changes and takes away (docs/action-plans.md).
   * The owner named at adding is its ActionOwnerSet, as every later change of owner is.
   */
  | {
      type: 'ActionItemAdded';
      data: By & {
        itemId: string;
        moduleId: string | null;
        questionId: string | null;
        description: string;
        deadline: string | null;
      };
    }
  | {
      type: 'ActionItemEdited';
      data: By & { itemId: string } & Changes<{ description: string; deadline: string | null }>;
    }
  | { type: 'ActionItemRemoved'; data: By & { itemId: string } };

/**
 * Every inspection event type, once: the read models that follow whole inspections name what they handle from
 * here, so a new event cannot be added to one and forgotten in another (the type checker asks for each).
 */
export const INSPECTION_EVENT_TYPES: { readonly [T in InspectionEvent['type']]: true } = {
  InspectionCreated: true,
  QuestionnairePartRecorded: true,
  QuestionScored: true,
  QuestionCommented: true,
  FollowUpSet: true,
  AttachmentAdded: true,
  AttachmentRemoved: true,
  ContextQuestionAnswered: true,
  ClusterCommentSet: true,
  ModuleFollowUpSet: true,
  ModuleSkipToggled: true,
  ModuleFinished: true,
  GeneralCommentsSet: true,
  ComfortZoneCommentsSet: true,
  ExternalScoresSet: true,
  ExtraQuestionAnswered: true,
  AgentEndTimeSet: true,
  InspectionClosedAutomatically: true,
  AdminEndTimeSet: true,
  InspectionRescheduled: true,
  InspectionDeleted: true,
  FollowUpCreated: true,
  ActionPlanSent: true,
  FollowUpSummarySet: true,
  FollowUpSummaryFileAdded: true,
  FollowUpSummaryFileRemoved: true,
  ActionOwnerSet: true,
  ActionDone: true,
  ActionVerified: true,
  ActionReopened: true,
  ActionItemAdded: true,
  ActionItemEdited: true,
  ActionItemRemoved: true,
};
