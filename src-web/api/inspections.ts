import {
  moduleCardState,
  overlayModules,
  type Answer,
  type AnswersByModule,
  type ComfortZone,
  type ExternalScoreProvider,
  type ModuleCardState,
  type ModuleLiveState,
  type ActionProgress,
  type AddedAction,
  type FollowUpLink,
  type FollowUpSummary,
  type InspectionStatus,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import type { CommentPosition, OptionWords, QuestionFields } from '../../src-domain/catalogue/index.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { request, requestPage } from './http.ts';

export type ModuleState = ModuleCardState;

export interface InspectionQuestion extends Omit<
  QuestionFields,
  'clusterId' | 'content' | 'information' | 'options'
> {
  id: string;
  content: string;
  information: string;
  /** A choice's options in the inspection's language, best first; empty for other types. */
  options: OptionWords[];
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
  /** The reviewers' follow-up comment on the whole module. */
  followUpComment: string;
  clusters: InspectionCluster[];
}
interface Person {
  id: string;
  name: string;
}
export interface InspectionSummary {
  id: string;
  /** The read model's change count: a push with the next one follows this (docs/realtime.md). */
  version: number;
  hotel: { id: string; name: string };
  inspectionType: { id: string; name: string; reportType: 'agentQ' | 'auditQA' | 'safeQ' };
  startDate: string;
  startHour: string;
  user: Person | null;
  agentEndTime: string | null;
  adminEndTime: string | null;
  /** Where it stands: in progress, submitted, approved or reverted (the domain's `inspectionStatus`). */
  status: InspectionStatus;
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
  /** The follow-up inspection the action plan went out with; enableActionPlan: it went out alone. */
  followUp: FollowUpLink | null;
  enableActionPlan: boolean;
  followUpSummary: FollowUpSummary;
  /** The action loop's state of the plan's actions, by `actionKey`. */
  actions: Record<string, ActionProgress>;
  /** Actions admins added to the plan after approval. */
  addedActions: AddedAction[];
  modules: InspectionModule[];
  /** On a follow-up: the followed-up inspection's answer and action per question, by `actionKey`. */
  followedUpInspection?: {
    id: string;
    startDate: string;
    answers: Record<
      string,
      {
        score: number | null;
        comment: string;
        followUpComment: string;
        followUpDeadline: string | null;
        action: ActionProgress;
      }
    >;
  };
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

/**
 * What changes while an inspection is answered (everything but the questionnaire): every change answers
 * with it, and it is fetched again on a push.
 */
export interface InspectionLiveState extends Omit<Inspection, 'modules' | 'languageShortCode'> {
  modules: ModuleLiveState[];
  answers: AnswersByModule;
}

/** A module changed here before the server has it (offline): its card label follows at once. */
export function withModuleProgress(
  module: InspectionModule,
  change: Partial<Pick<InspectionModule, 'skipped' | 'finished'>>,
): void {
  Object.assign(module, change);
  module.state = moduleCardState(module, answersOf(module));
}

/** A presented module's answers by question id: the shape the shared domain helpers read. */
export function answersOf(module: InspectionModule): Record<string, Answer> {
  return Object.fromEntries(module.clusters.flatMap((c) => c.questions.map((q) => [q.id, q.answer])));
}

/**
 * A presented module in the shape the shared domain helpers read (validation, what is unanswered, what a
 * finish fills in): it carries the same question fields, its texts in one language.
 */
export function snapshotOf(module: InspectionModule): SnapshotModule {
  return module as unknown as SnapshotModule;
}

/** The inspection with a newer live state laid over it (the questionnaire stays as it was loaded). */
export function withLiveState(inspection: Inspection, live: InspectionLiveState): Inspection {
  const { modules, answers, ...rest } = live;
  return { ...inspection, ...rest, modules: overlayModules(inspection.modules, modules, answers) };
}

/**
 * A pushed inspection (its live state, as `GET /api/inspections/{id}/state` answers) as a line of the
 * inspection lists: the one place the lists map a push to their row shape.
 */
export function summaryOf(live: InspectionLiveState): InspectionSummary {
  const {
    id,
    version,
    hotel,
    inspectionType,
    startDate,
    startHour,
    user,
    agentEndTime,
    adminEndTime,
    status,
  } = live;
  const { reportType } = inspectionType;
  return {
    id,
    version,
    hotel: { id: hotel.id, name: hotel.name },
    inspectionType: { id: inspectionType.id, name: inspectionType.name, reportType },
    startDate,
    startHour,
    user,
    agentEndTime,
    adminEndTime,
    status,
    lastEditedBy: live.lastEditedBy,
  };
}

/** The lists' order (newest first), as their GETs sort. */
export function newestFirst(a: InspectionSummary, b: InspectionSummary): number {
  return b.startDate.localeCompare(a.startDate) || b.startHour.localeCompare(a.startHour);
}

const base = (id: string) => `/api/inspections/${id}`;

/**
 * Reading inspections (inspection-run §7; the paths are listed in docs/api.md).
 * Changes: inspection-changes.ts.
 */
export const inspectionsApi = {
  mine: () => request<InspectionSummary[]>('GET', '/api/inspections'),
  selfServeTypes: () =>
    request<Array<{ id: string; name: string; hotelId: string; reportType: string }>>(
      'GET',
      '/api/inspection-types',
    ),
  /** `existing`: a Safe Q round was already held there that day, and this is it (nothing was made). */
  create: (input: CreateInspectionInput) =>
    request<Inspection & { existing?: true }>('POST', '/api/inspections', input),
  get: (id: string, language: Locale) =>
    request<Inspection>('GET', `${base(id)}?languageShortCode=${language}`),
  state: (id: string) => request<InspectionLiveState>('GET', `${base(id)}/state`),
  /** Where a question's photos and files are uploaded (multipart, with progress). */
  filesPath: (id: string, moduleId: string, questionId: string) =>
    `${base(id)}/modules/${moduleId}/questions/${questionId}/files`,
};

const admin = '/api/admin/inspections';
const segment = encodeURIComponent;

/** Inspections as administrators list and plan them (administration §5). */
export const adminInspectionsApi = {
  page: (all: boolean, skip: number, limit: number) =>
    requestPage<InspectionSummary>(`${admin}?all=${all ? 1 : 0}&skip=${skip}&limit=${limit}`),
  auditQa: (tab: string) => request<InspectionSummary[]>('GET', `${admin}/auditQA?tab=${tab}`),
  ofHotel: (hotelId: string) =>
    request<InspectionSummary[]>('GET', `/api/admin/hotels/${segment(hotelId)}/inspections`),
  create: (input: object) => request<{ id: string; existing?: true }>('POST', admin, input),
  reschedule: (id: string, when: object) => request<unknown>('PUT', `${admin}/${segment(id)}`, when),
  remove: (id: string) => request<unknown>('DELETE', `${admin}/${segment(id)}`),
  /** An approved report back to control: its admin end time taken back. */
  revertToControl: (id: string) =>
    request<unknown>('POST', `${admin}/${segment(id)}/endTime`, { revert: true }),
};
