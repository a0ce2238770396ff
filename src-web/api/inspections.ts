import type {
  Answer,
  ComfortZone,
  ExternalScoreProvider,
  FollowUp,
} from '../../src-domain/inspection/index.ts';
import type { CommentPosition, QuestionFields } from '../../src-domain/catalogue/index.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { request } from './http.ts';

export type ModuleState = 'skipped' | 'answered' | 'started' | 'unanswered';

export interface InspectionQuestion extends Omit<QuestionFields, 'clusterId' | 'content' | 'information'> {
  id: string;
  content: string;
  information: string;
  answer: Answer;
}
export interface InspectionCluster {
  id: string;
  name: string;
  commentPosition: CommentPosition;
  comments: string;
  contextQuestions: Array<{ id: string; ordinal: number; content: string; answer: string }>;
  questions: InspectionQuestion[];
}
export interface InspectionModule {
  id: string;
  name: string;
  ordinal: number;
  isMandatory: boolean;
  useTabs: boolean;
  area: string;
  skipped: boolean;
  finished: boolean;
  state: ModuleState;
  clusters: InspectionCluster[];
}
interface Person {
  id: string;
  name: string;
}
export interface InspectionSummary {
  id: string;
  hotel: { id: string; name: string };
  inspectionType: { id: string; name: string; reportType: 'agentQ' | 'auditQA' | 'safeQ' };
  startDate: string;
  startHour: string;
  user: Person | null;
  agentEndTime: string | null;
  adminEndTime: string | null;
  lastEditedBy: Person & { at: string };
}
export interface Inspection extends InspectionSummary {
  organizationId: string;
  languageShortCode: Locale;
  allowUnansweredQuestions: boolean;
  agentEndTimeSetByUser: Person | null;
  adminEndTimeSetByUser: Person | null;
  followUpToInspectionId: string | null;
  descriptions: Array<{ id: string; header: string; body: string; ordinal: number }>;
  extraQuestions: Array<{
    id: string;
    content: string;
    ordinal: number;
    score: number | null;
    comment: string;
  }>;
  generalComments: string;
  comfortZones: Partial<Record<ComfortZone, string>>;
  externalScores: Partial<Record<ExternalScoreProvider, number>>;
  modules: InspectionModule[];
}

export interface CreateInspectionInput {
  hotel: string;
  inspectionType: string;
  startTime: string;
  startTimeHour: string;
  inspectionDescriptions: Array<{ header: string; body: string }>;
  extraQuestions: Array<{ content: string }>;
  shouldSendNotification?: boolean;
}

const base = (id: string) => `/api/inspections/${id}`;
const onQuestion = (id: string, moduleId: string, questionId: string) =>
  `${base(id)}/modules/${moduleId}/questions/${questionId}`;
const lang = (language: Locale) => `?languageShortCode=${language}`;
/** Every change names itself, so a retry after a lost answer changes nothing (pass the same id again). */
const eventId = () => crypto.randomUUID();

/** Inspections as an agent works on them (inspection-run §7; the paths are listed in the README). */
export const inspectionsApi = {
  mine: () => request<InspectionSummary[]>('GET', '/api/inspections'),
  selfServeTypes: () =>
    request<Array<{ id: string; name: string; hotelId: string; reportType: string }>>(
      'GET',
      '/api/inspection-types',
    ),
  create: (input: CreateInspectionInput) => request<Inspection>('POST', '/api/inspections', input),
  get: (id: string, language: Locale) => request<Inspection>('GET', `${base(id)}${lang(language)}`),
  score: (
    id: string,
    moduleId: string,
    questionId: string,
    language: Locale,
    score: number | null,
    comment?: string,
    changeId: string = eventId(),
  ) =>
    request<Inspection>('POST', `${onQuestion(id, moduleId, questionId)}/score${lang(language)}`, {
      score,
      ...(comment !== undefined ? { comment } : {}),
      eventId: changeId,
    }),
  comment: (
    id: string,
    moduleId: string,
    questionId: string,
    language: Locale,
    comment: string,
    changeId: string = eventId(),
  ) =>
    request<Inspection>('POST', `${onQuestion(id, moduleId, questionId)}/comment${lang(language)}`, {
      comment,
      eventId: changeId,
    }),
  setFollowUp: (id: string, moduleId: string, questionId: string, language: Locale, followUp: FollowUp) =>
    request<Inspection>(
      'POST',
      `${onQuestion(id, moduleId, questionId)}/setFollowUp${lang(language)}`,
      followUp,
    ),
  contextQuestion: (id: string, moduleId: string, questionId: string, language: Locale, content: string) =>
    request<Inspection>(
      'POST',
      `${base(id)}/modules/${moduleId}/context-questions/${questionId}${lang(language)}`,
      {
        content,
        eventId: eventId(),
      },
    ),
  clusterComment: (id: string, moduleId: string, clusterId: string, language: Locale, comments: string) =>
    request<Inspection>(
      'POST',
      `${base(id)}/modules/${moduleId}/cluster-comments/${clusterId}${lang(language)}`,
      {
        comments,
        eventId: eventId(),
      },
    ),
  toggleSkipped: (id: string, moduleId: string, language: Locale) =>
    request<Inspection>('POST', `${base(id)}/modules/${moduleId}/toggleSkipped${lang(language)}`),
  finishModule: (id: string, moduleId: string, language: Locale) =>
    request<Inspection>('POST', `${base(id)}/modules/${moduleId}/done${lang(language)}`),
  generalComments: (id: string, language: Locale, generalComments: string) =>
    request<Inspection>('PUT', `${base(id)}${lang(language)}`, {
      type: 'generalComments',
      generalComments,
      eventId: eventId(),
    }),
  comfortZones: (id: string, language: Locale, comfortZones: Partial<Record<ComfortZone, string>>) =>
    request<Inspection>('PUT', `${base(id)}${lang(language)}`, {
      type: 'comfortZones',
      comfortZones,
      eventId: eventId(),
    }),
  externalScores: (id: string, language: Locale, scores: Partial<Record<ExternalScoreProvider, string>>) =>
    request<Inspection>('POST', `${base(id)}/externalScores${lang(language)}`, scores),
  extraQuestion: (
    id: string,
    extraQuestionId: string,
    language: Locale,
    score: number | null,
    comment: string,
  ) =>
    request<Inspection>('POST', `${base(id)}/extra-questions/${extraQuestionId}${lang(language)}`, {
      score,
      comment,
      eventId: eventId(),
    }),
  submit: (id: string, language: Locale) =>
    request<Inspection>('POST', `${base(id)}/endTime${lang(language)}`),
};
