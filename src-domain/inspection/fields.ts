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
}

export interface Attachment {
  id: string;
  path: string;
  originalName: string;
  mimeType: string;
  isFollowUp: boolean;
}

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
