import { proxy } from 'valtio';
import type { Answer } from '../../src-domain/inspection/index.ts';
import { CONNECTION_ERROR, RequestFailed } from '../api/http.ts';
import { inspectionsApi, type Inspection } from '../api/inspections.ts';
import { idle, track } from './async.ts';
import { storedLocale } from './locale.ts';

/**
 * The inspection being worked on: loaded in the interface language, replaced by every answer the server
 * gives back and by every push from others working on it (the screens reload on a push).
 */
export const inspectionState = proxy({
  current: null as Inspection | null,
  load: idle(),
  /** The last failed answer: its question and key, shown under that question. */
  failed: null as { questionId: string; key: string } | null,
  /** Errors of the last finish attempt, by question id (inspection-run §5). */
  questionErrors: {} as Record<string, string[]>,
  action: idle(),
  /** Answers made offline, not yet sent. */
  pending: 0,
});

export async function loadInspection(id: string): Promise<void> {
  await track(inspectionState.load, async () => {
    inspectionState.current = await inspectionsApi.get(id, storedLocale());
  });
}

/** Reloads quietly (a push from someone else): no loading state, an error keeps what is shown. */
export async function refreshInspection(id: string): Promise<void> {
  // Answers still waiting would be overwritten by the server's older view: they are sent first.
  if (outbox.length > 0) return flushOutbox();
  try {
    const fresh = await inspectionsApi.get(id, storedLocale());
    if (inspectionState.current?.id === id) inspectionState.current = fresh;
  } catch {
    /* the next push or the user's next action tries again */
  }
}

function localAnswer(moduleId: string, questionId: string, change: Partial<Answer>): Answer | null {
  const question = inspectionState.current?.modules
    .find((m) => m.id === moduleId)
    ?.clusters.flatMap((c) => c.questions)
    .find((q) => q.id === questionId);
  if (!question) return null;
  const before = { ...question.answer };
  question.answer = { ...question.answer, ...change };
  return before;
}

/** Sends an answer with the change's own id: a retry with the same id is applied once. */
type Send = (inspectionId: string, changeId: string) => Promise<Inspection>;

/**
 * Answers made while the connection is down, in order, each with its change id: sent when it is back, so
 * nothing typed offline is lost and nothing is applied twice.
 */
const outbox: Array<{ inspectionId: string; questionId: string; changeId: string; send: Send }> = [];
let retry: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 2000;

function scheduleFlush(): void {
  clearTimeout(retry);
  retry = setTimeout(() => void flushOutbox(), RETRY_MS);
}
if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());

export async function flushOutbox(): Promise<void> {
  while (outbox.length > 0) {
    const item = outbox[0]!;
    try {
      const next = await item.send(item.inspectionId, item.changeId);
      if (inspectionState.current?.id === next.id) inspectionState.current = next;
    } catch (error) {
      if (error instanceof RequestFailed && error.msg === CONNECTION_ERROR) return scheduleFlush();
      inspectionState.failed = {
        questionId: item.questionId,
        key: error instanceof RequestFailed ? error.msg : 'errors.server',
      };
    }
    outbox.shift();
    inspectionState.pending = outbox.length;
  }
}

/**
 * An answer change: shown at once, sent, and replaced by the server's whole inspection. Without a
 * connection it waits in the outbox (still shown); a refusal puts the answer back and shows the key.
 */
export async function answer(
  moduleId: string,
  questionId: string,
  change: Partial<Answer>,
  send: Send,
): Promise<boolean> {
  const current = inspectionState.current;
  if (!current) return false;
  const before = localAnswer(moduleId, questionId, change);
  inspectionState.failed = null;
  const changeId = crypto.randomUUID();
  // Behind answers still waiting: this one waits too, so they arrive in the order they were made.
  if (outbox.length > 0) {
    outbox.push({ inspectionId: current.id, questionId, changeId, send });
    inspectionState.pending = outbox.length;
    return true;
  }
  try {
    const next = await send(current.id, changeId);
    if (inspectionState.current?.id === next.id) inspectionState.current = next;
    const { [questionId]: _fixed, ...rest } = inspectionState.questionErrors;
    inspectionState.questionErrors = rest;
    return true;
  } catch (error) {
    if (error instanceof RequestFailed && error.msg === CONNECTION_ERROR) {
      outbox.push({ inspectionId: current.id, questionId, changeId, send });
      inspectionState.pending = outbox.length;
      scheduleFlush();
      return true;
    }
    if (before) localAnswer(moduleId, questionId, before);
    inspectionState.failed = {
      questionId,
      key: error instanceof RequestFailed ? error.msg : 'errors.server',
    };
    return false;
  }
}

/** A change that is not an answer (skip, finish, comments, submit): the server's whole inspection comes back. */
export async function act(work: (id: string) => Promise<Inspection>): Promise<Inspection | null> {
  const current = inspectionState.current;
  if (!current) return null;
  const next = await track(inspectionState.action, () => work(current.id));
  if (next && inspectionState.current?.id === next.id) inspectionState.current = next;
  return next ?? null;
}

export function setQuestionErrors(errors: Record<string, string[]>): void {
  inspectionState.questionErrors = errors;
}
