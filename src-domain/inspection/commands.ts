import type { CommandActor } from '../shared/actor.ts';
import type { ActionRef, ComfortZone, ExternalScoreProvider, FollowUp, Attachment } from './fields.ts';
import type { InspectionCreatedData } from './events.ts';
import type { QuestionnairePart } from './questionnaire-parts.ts';

interface By {
  actor: CommandActor;
  now: string;
}
type InModule = By & { moduleId: string };
type OnQuestion = InModule & { questionId: string };

export type InspectionCommand =
  /**
   * The questionnaire is recorded by RecordQuestionnairePart commands after this one: `questionnaireParts`
   * says how many (see `questionnaireParts()`, and the API's createInspectionInParts that sends them all).
   */
  | (By & {
      type: 'CreateInspection';
      data: Omit<
        InspectionCreatedData,
        'createdBy' | 'createdAt' | 'modules' | 'prefilledComments' | 'questionnaireParts'
      > & { questionnaireParts: number };
    })
  | (By & { type: 'RecordQuestionnairePart'; part: QuestionnairePart })
  | (OnQuestion & { type: 'ScoreQuestion'; score: number | null; comment?: string })
  | (OnQuestion & { type: 'CommentQuestion'; comment: string })
  /** `today`: the entity's calendar day by the server's clock; a changed action deadline may not precede it. */
  | (OnQuestion & { type: 'SetFollowUp'; followUp: FollowUp; today: string })
  | (OnQuestion & { type: 'AddAttachment'; attachment: Attachment })
  | (OnQuestion & { type: 'RemoveAttachment'; attachmentId: string })
  | (InModule & { type: 'AnswerContextQuestion'; contextQuestionId: string; content: string })
  | (InModule & { type: 'SetClusterComment'; clusterId: string; comments: string })
  | (InModule & { type: 'SetModuleFollowUp'; comment: string })
  | (InModule & { type: 'ToggleModuleSkipped' })
  | (InModule & { type: 'FinishModule' })
  | (By & { type: 'SetGeneralComments'; comments: string })
  | (By & { type: 'SetComfortZoneComments'; comments: Partial<Record<ComfortZone, string>> })
  | (By & { type: 'SetExternalScores'; scores: Partial<Record<ExternalScoreProvider, number>> })
  | (By & { type: 'AnswerExtraQuestion'; extraQuestionId: string; score: number | null; comment: string })
  | (By & { type: 'SetAgentEndTime' })
  /** The scheduler's close of an inspection still open at its type's close time; `closeDate` its local day. */
  | (By & { type: 'CloseInspectionAutomatically'; closeDate: string })
  | (By & { type: 'SetAdminEndTime'; revert: boolean })
  | (By & {
      type: 'RescheduleInspection';
      changes: { startDate?: string; startHour?: string; userId?: string | null };
    })
  | (By & { type: 'DeleteInspection' })
  /**
   * followUp: where and when the follow-up inspection is, and the id it will have; used only when an answer
   * has an action (else the plan is sent alone).
   */
  | (By & {
      type: 'CreateFollowUp';
      followUp: { inspectionId: string; startDate: string; startHour: string; userId: string | null };
      sendCCToCreator: boolean;
    })
  | (By & { type: 'SetFollowUpSummary'; content: string })
  | (By & { type: 'AddFollowUpSummaryFile'; attachment: Attachment })
  | (By & { type: 'RemoveFollowUpSummaryFile'; attachmentId: string })
  | (OnAction & { type: 'SetActionOwner'; ownerId: string | null })
  | (OnAction & { type: 'MarkActionDone'; comment: string; attachment: Attachment | null })
  | (OnAction & { type: 'VerifyAction' })
  | (OnAction & { type: 'ReopenAction'; reason: string })
  /** question: what the action is about, or null. ownerId: null leaves it to the follow-up's agent. */
  | (By & {
      type: 'AddActionItem';
      itemId: string;
      question: { moduleId: string; questionId: string } | null;
      description: string;
      deadline: string | null;
      ownerId: string | null;
    })
  | (By & {
      type: 'EditActionItem';
      itemId: string;
      changes: { description?: string; deadline?: string | null; ownerId?: string | null };
    })
  | (By & { type: 'RemoveActionItem'; itemId: string });

type OnAction = By & ActionRef;
