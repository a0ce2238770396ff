/** The answer to one question (inspection-run §3 "Answer"). */
export interface Answer {
  /** null: not answered; -1: not applicable (the question is hidden). */
  score: number | null;
  comment: string;
  attachments: Attachment[];
  needsFollowUp: boolean;
  followUpComment: string;
  followUpDeadline: string | null;
  followUpTip: boolean;
  followUpFeedback: boolean;
  /**
   * The score was written by finishing the module (the type's best answer for a question left open,
   * inspection-run §4), not given by anyone: nobody observed it. Absent once someone scores the question.
   */
  filledAtFinish?: true;
}

export interface Attachment {
  id: string;
  path: string;
  originalName: string;
  mimeType: string;
  isFollowUp: boolean;
}

/**
 * The longest comment the API takes on an answer, a cluster, a follow-up, a comfort zone or an extra question,
 * and on the general comments: the screens stop typing there (maxLength) and the API refuses more with a key
 * that says so.
 */
export const COMMENT_MAX_CHARS = 10_000;
export const GENERAL_COMMENTS_MAX_CHARS = 20_000;
/** The longest answer to a context question (a room number, a name, a short note). */
export const CONTEXT_ANSWER_MAX_CHARS = 2000;
/**
 * The longest parts of an inspection as it is created (inspection-run §5 "Create session"): a description's
 * heading and text, an extra question, and a prefilled comment. The create forms stop typing there (maxLength)
 * and the API refuses more at the field.
 */
export const DESCRIPTION_HEADER_MAX_CHARS = 200;
export const DESCRIPTION_BODY_MAX_CHARS = 5000;
export const EXTRA_QUESTION_MAX_CHARS = 2000;
export const PREFILLED_COMMENT_MAX_CHARS = 5000;

export const EMPTY_ANSWER: Answer = {
  score: null,
  comment: '',
  attachments: [],
  needsFollowUp: false,
  followUpComment: '',
  followUpDeadline: null,
  followUpTip: false,
  followUpFeedback: false,
};

/** External score providers and their maxima (inspection-run §3); custom is the entity's own, unbounded. */
export const EXTERNAL_SCORE_MAXIMA = {
  facebook: 5,
  tripAdvisor: 5,
  booking: 10,
  hotels: 10,
  custom: Number.POSITIVE_INFINITY,
} as const;
export type ExternalScoreProvider = keyof typeof EXTERNAL_SCORE_MAXIMA;

export const COMFORT_ZONES = [
  'guestExpectation',
  'esthetics',
  'quality',
  'functionSafety',
  'treatment',
  'hygiene',
  'socialDistance',
] as const;
export type ComfortZone = (typeof COMFORT_ZONES)[number];

export interface Description {
  id: string;
  header: string;
  body: string;
  ordinal: number;
}
export interface ExtraQuestion {
  id: string;
  content: string;
  ordinal: number;
}
export interface ExtraAnswer {
  score: number | null;
  comment: string;
}

/** Follow-up on an answer: exactly one kind when on (administration §4). */
export interface FollowUp {
  needsFollowUp: boolean;
  followUpComment: string;
  followUpDeadline: string | null;
  followUpTip: boolean;
  followUpFeedback: boolean;
}

/** The follow-up inspection an inspection's action plan was sent with (administration §4 "Action plan state"). */
export interface FollowUpLink {
  inspectionId: string;
  startDate: string;
  startHour: string;
  userId: string | null;
}

/** The reviewers' summary of the follow-up: a text and files (administration §2, the action plan tab). */
export interface FollowUpSummary {
  content: string;
  attachments: Attachment[];
}

/**
 * Where one action of a sent plan stands (the closed action loop, docs/action-plans.md): open -> done with
 * proof -> verified, or back to open with a reason.
 */
export const ACTION_STATES = ['open', 'done', 'verified'] as const;
export type ActionState = (typeof ACTION_STATES)[number];
export interface ActionProgress {
  state: ActionState;
  /** A user of the entity who answers for it; null: the entity's admins. */
  ownerId: string | null;
  proof: { comment: string; attachment: Attachment | null; by: string; at: string } | null;
  verified: { by: string; at: string } | null;
  /** Why an admin sent it back, until it is done again. */
  reopenReason: string | null;
}

export const OPEN_ACTION: ActionProgress = {
  state: 'open',
  ownerId: null,
  proof: null,
  verified: null,
  reopenReason: null,
};

/** An action's key in `LiveInspection.actions`: the answer it follows up. */
export const actionKey = (moduleId: string, questionId: string) => `${moduleId}:${questionId}`;

/**
 * An action an admin added to an approved inspection's plan (docs/action-plans.md), beside the answers flagged
 * at control: about one question or none. Review is over then, so it is the plan's own item, not an answer's
 * follow-up; its progress in the loop is kept like a flagged action's, under `addedActionKey`.
 */
export interface AddedAction {
  id: string;
  /** The question it is about (both null: about none). */
  moduleId: string | null;
  questionId: string | null;
  description: string;
  /** YYYY-MM-DD; null until an admin sets one (an action added with one click has none yet). */
  deadline: string | null;
  addedBy: string;
  addedAt: string;
}

/** Added actions' keys can never meet answers' (`moduleId:questionId`, where ids carry no such prefix). */
export const addedActionKey = (itemId: string) => `item:${itemId}`;

/** Which action the loop works on: a flagged answer's, or an added one. */
export type ActionRef = { moduleId: string; questionId: string } | { itemId: string };

export const keyOfAction = (ref: ActionRef) =>
  'itemId' in ref ? addedActionKey(ref.itemId) : actionKey(ref.moduleId, ref.questionId);

/** An action is a follow-up that is neither a tip nor feedback (administration §4); it has a deadline. */
export const isAction = (answer: FollowUp) =>
  answer.needsFollowUp && !answer.followUpTip && !answer.followUpFeedback;
