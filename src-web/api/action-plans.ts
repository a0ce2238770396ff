import type { ActionRef, ActionState, Attachment } from '../../src-domain/inspection/fields.ts';
import type { ActionSuggestion, AddedActionItem } from '../../src-domain/report/added-actions.ts';
import type { ActionItem } from '../../src-domain/report/inspection-report.ts';
import type { ReportOutline } from '../../src-domain/report/outline.ts';
import type { ActionCounts } from '../../src-domain/report/action-counts.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { request, sendForm } from './http.ts';

interface Person {
  id: string;
  name: string;
}

/** A line of GET /api/inspections/action-plan (src-projections/reports/action-plan.ts, presentActionPlanRow). */
export interface ActionPlanRow {
  id: string;
  version: number;
  startTime: string;
  startTimeHour: string;
  hotel: Person;
  inspectionType: Person;
  lastEditedBy: Person & { at: string };
  agentEndTime: string | null;
  adminEndTime: string | null;
  adminEndTimeSetByUser: Person | null;
  sentAt: string | null;
  followUp: { id: string; startTime: string; startTimeHour: string } | null;
  counts: ActionCounts;
  /** The overdue actions per owner's user id: an agent's start page counts its own from a pushed line. */
  overdueByOwner: Record<string, number>;
  nextDeadline: string | null;
}

/** GET /api/inspections/{id}/action-plan (presentActionPlan): the printable plan, with its outline. */
export interface ActionPlan {
  id: string;
  version: number;
  languageShortCode: Locale;
  hotel: Person;
  inspectionType: Person & { reportType: string };
  startDate: string;
  startHour: string;
  user: Person | null;
  agentEndTime: string | null;
  agentEndTimeSetByUser: Person | null;
  adminEndTime: string | null;
  adminEndTimeSetByUser: Person | null;
  lastEditedBy: Person & { at: string };
  followUpToInspectionId: string | null;
  followUp: {
    id: string;
    startTime: string;
    startTimeHour: string;
    user: Person | null;
    agentEndTime: string | null;
    adminEndTime: string | null;
  } | null;
  enableActionPlan: boolean;
  sent: boolean;
  followUpSummary: { content: string; attachments: Attachment[] };
  outline: ReportOutline;
  items: ActionItem[];
  addedItems: AddedActionItem[];
  suggestions: ActionSuggestion[];
  people: Record<string, string>;
  /** The server clock's date: what "overdue" is judged against. */
  today: string;
}

export interface ActionPlanFilters {
  hotelId?: string;
  state?: ActionState;
  overdue?: boolean;
}

const plan = (id: string) => `/api/inspections/${encodeURIComponent(id)}`;
const items = (id: string) => `${plan(id)}/action-items`;
/** A flagged answer's action by its question, an added one by its own id. */
const action = (id: string, ref: ActionRef) =>
  'itemId' in ref
    ? `${items(id)}/${encodeURIComponent(ref.itemId)}`
    : `${plan(id)}/actions/${encodeURIComponent(ref.moduleId)}/${encodeURIComponent(ref.questionId)}`;

/** What an admin gives an action added to an approved inspection's plan. */
export interface ActionItemFields {
  description: string;
  deadline: string | null;
  ownerId: string | null;
}
const summary = (id: string) => `/api/admin/inspections/${encodeURIComponent(id)}/follow-up-summary`;

/**
 * Action plans and the follow-up (inspection-run §7; administration §7 "Follow-up"; docs/action-plans.md).
 */
export const actionPlansApi = {
  list: (filters: ActionPlanFilters = {}) => {
    const query = new URLSearchParams();
    if (filters.hotelId) query.set('hotelId', filters.hotelId);
    if (filters.state) query.set('state', filters.state);
    if (filters.overdue) query.set('overdue', 'true');
    const q = query.toString();
    return request<ActionPlanRow[]>('GET', `/api/inspections/action-plan${q ? `?${q}` : ''}`);
  },
  plan: (id: string, language: Locale) =>
    request<ActionPlan>('GET', `${plan(id)}/action-plan?languageShortCode=${language}`),
  pdfUrl: (id: string, language: Locale) => `${plan(id)}/action-plan.pdf?languageShortCode=${language}`,
  followUpUsers: (id: string) => request<Person[]>('GET', `${plan(id)}/follow-up-users`),
  createFollowUp: (
    id: string,
    body: { startTime: string; startTimeHour: string; user: string | null; sendCCToCreator: boolean },
  ) => request<{ id?: string }>('POST', `${plan(id)}/follow-up`, body),
  setSummary: (id: string, text: string) => request<object>('POST', summary(id), { summary: text }),
  addSummaryFile: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return sendForm<Attachment>(`${summary(id)}/file`, form);
  },
  removeSummaryFile: (id: string, fileId: string) =>
    request<object>('DELETE', `${summary(id)}/file/${encodeURIComponent(fileId)}`),
  setOwner: (id: string, ref: ActionRef, ownerId: string | null) =>
    request<object>('PUT', `${action(id, ref)}/owner`, { ownerId }),
  markDone: (id: string, ref: ActionRef, comment: string, file: File | null) => {
    const form = new FormData();
    form.append('comment', comment);
    if (file) form.append('file', file, file.name);
    return sendForm<object>(`${action(id, ref)}/done`, form);
  },
  verify: (id: string, ref: ActionRef) => request<object>('POST', `${action(id, ref)}/verify`),
  reopen: (id: string, ref: ActionRef, reason: string) =>
    request<object>('POST', `${action(id, ref)}/reopen`, { reason }),
  /** An action added to an approved inspection's plan: about a question, or (question null) none. */
  addItem: (
    id: string,
    question: { moduleId: string; questionId: string } | null,
    fields: Partial<ActionItemFields>,
  ) => request<{ itemId: string }>('POST', items(id), { ...question, ...fields }),
  editItem: (id: string, itemId: string, changes: Partial<ActionItemFields>) =>
    request<object>('PUT', `${items(id)}/${encodeURIComponent(itemId)}`, changes),
  removeItem: (id: string, itemId: string) =>
    request<object>('DELETE', `${items(id)}/${encodeURIComponent(itemId)}`),
};
