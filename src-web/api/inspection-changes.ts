import type { ComfortZone, ExternalScoreProvider, FollowUp } from '../../src-domain/inspection/index.ts';
import { RequestFailed, request } from './http.ts';
import type { InspectionLiveState } from './inspections.ts';

/**
 * A change to an inspection as plain data: it can wait in the outbox (and be kept across a reload) while the
 * connection is down. Each carries its own id, so sending it twice applies it once.
 */
export interface InspectionChange {
  inspectionId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
  /** The question it answers: where a refusal is shown. */
  questionId?: string;
}

const base = (id: string) => `/api/inspections/${id}`;
const onModule = (id: string, moduleId: string) => `${base(id)}/modules/${moduleId}`;
const onQuestion = (id: string, moduleId: string, questionId: string) =>
  `${onModule(id, moduleId)}/questions/${questionId}`;

function change(
  inspectionId: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: Record<string, unknown> = {},
  questionId?: string,
): InspectionChange {
  return { inspectionId, method, path, body: { ...body, eventId: crypto.randomUUID() }, questionId };
}

/** Every change an agent or reviewer makes to an inspection (inspection-run §7; paths in docs/api.md). */
export const inspectionChanges = {
  score: (id: string, moduleId: string, questionId: string, score: number | null, comment?: string) =>
    change(
      id,
      'POST',
      `${onQuestion(id, moduleId, questionId)}/score`,
      { score, ...(comment !== undefined ? { comment } : {}) },
      questionId,
    ),
  comment: (id: string, moduleId: string, questionId: string, comment: string) =>
    change(id, 'POST', `${onQuestion(id, moduleId, questionId)}/comment`, { comment }, questionId),
  /** An answer's photo or file removed (its upload is a multipart POST of its own: upload.ts). */
  removeFile: (id: string, moduleId: string, questionId: string, fileId: string) =>
    change(id, 'DELETE', `${onQuestion(id, moduleId, questionId)}/files/${fileId}`, {}, questionId),
  setFollowUp: (id: string, moduleId: string, questionId: string, followUp: FollowUp) =>
    change(id, 'POST', `${onQuestion(id, moduleId, questionId)}/setFollowUp`, { ...followUp }, questionId),
  /** A reviewer's follow-up comment on the whole module. */
  moduleFollowUp: (id: string, moduleId: string, comment: string) =>
    change(id, 'POST', `${onModule(id, moduleId)}/setFollowUp`, { comment }),
  contextQuestion: (id: string, moduleId: string, contextQuestionId: string, content: string) =>
    change(id, 'POST', `${onModule(id, moduleId)}/context-questions/${contextQuestionId}`, { content }),
  clusterComment: (id: string, moduleId: string, clusterId: string, comments: string) =>
    change(id, 'POST', `${onModule(id, moduleId)}/cluster-comments/${clusterId}`, { comments }),
  toggleSkipped: (id: string, moduleId: string) =>
    change(id, 'POST', `${onModule(id, moduleId)}/toggleSkipped`),
  finishModule: (id: string, moduleId: string) => change(id, 'POST', `${onModule(id, moduleId)}/done`),
  generalComments: (id: string, generalComments: string) =>
    change(id, 'PUT', base(id), { type: 'generalComments', generalComments }),
  comfortZones: (id: string, comfortZones: Partial<Record<ComfortZone, string>>) =>
    change(id, 'PUT', base(id), { type: 'comfortZones', comfortZones }),
  externalScores: (id: string, scores: Partial<Record<ExternalScoreProvider, string>>) =>
    change(id, 'POST', `${base(id)}/externalScores`, scores),
  extraQuestion: (id: string, extraQuestionId: string, score: number | null, comment: string) =>
    change(id, 'POST', `${base(id)}/extra-questions/${extraQuestionId}`, { score, comment }),
  /** The agent's submit at control (§4). */
  submit: (id: string) => change(id, 'POST', `${base(id)}/endTime`),
  /** A reviewer's approval (admin end time). */
  approve: (id: string) => change(id, 'POST', `/api/admin/inspections/${id}/endTime`, { revert: false }),
};

/** The server's answer when another writer's change got in first and its own retries ran out (409). */
export const CONFLICT_KEY = 'errors.conflict';
export const CONFLICT_RETRIES = 5;

/**
 * Sends again after a 409 errors.conflict, with a growing random pause so racing clients spread out. The
 * request is the same each time (the same eventId), so a change the server did apply is not applied twice.
 */
export async function retryingConflicts<T>(
  send: () => Promise<T>,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => number = Math.random,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const conflict = error instanceof RequestFailed && error.status === 409 && error.msg === CONFLICT_KEY;
      if (!conflict || attempt >= CONFLICT_RETRIES) throw error;
      await pause(Math.floor(random() * Math.min(2000, 100 * 2 ** attempt)));
    }
  }
}

/** Kept alive past the page: a change sent as the page is hidden or closed (pending-edits.ts) still arrives. */
export const sendChange = (c: InspectionChange) =>
  retryingConflicts(() => request<InspectionLiveState>(c.method, c.path, c.body, { keepalive: true }));
