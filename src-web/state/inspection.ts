import { proxy } from 'valtio';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { scoresFilledOnFinish, type Answer } from '../../src-domain/inspection/index.ts';
import { CONNECTION_ERROR, RequestFailed } from '../api/http.ts';
import { inspectionChanges, sendChange, type InspectionChange } from '../api/inspection-changes.ts';
import {
  answersOf,
  inspectionsApi,
  snapshotOf,
  withLiveState,
  withModuleProgress,
  type Inspection,
  type InspectionLiveState,
} from '../api/inspections.ts';
import { liveClient } from '../realtime/session-socket.ts';
import { idle, track } from './async.ts';
import { storedLocale } from './locale.ts';
import { outbox, storeOutbox } from './outbox.ts';
import { flushPendingEdits } from './pending-edits.ts';
import { sessionState } from './session.ts';

/**
 * The inspection being worked on: its questionnaire loaded once in the interface language, its live state
 * (answers, module states, comments) replaced by every change the server answers and every push that
 * follows the version held.
 */
export const inspectionState = proxy({
  current: null as Inspection | null,
  load: idle(),
  /** The last refused change: its question (if it answers one) and key. */
  failed: null as { questionId?: string; key: string } | null,
  /** Errors of the last finish attempt, by question id (inspection-run §5). */
  questionErrors: {} as Record<string, string[]>,
  /**
   * A change on its way (its loading). Its refusal is not kept here: `act` answers it to the form, field or
   * dialog that made the change, which shows it and lets it go with itself (useRefusal).
   */
  action: idle(),
  /** Changes made offline, not yet sent. */
  pending: 0,
});

/** A catch-up (the room joined late, or again) that came while the inspection was still loading. */
let refreshAfterLoad = false;
/** Pushes that came while the inspection loaded or while this tab's change was on its way: applied after. */
let deferred: InspectionLiveState[] = [];
/** This tab's changes on their way to the server (their answers bring the state that includes them). */
let sending = 0;
/** The newest answer to this tab's changes, kept while others of them are still on their way. */
let answered: InspectionLiveState | null = null;

/** A first load's GET of its route's inspection, started beside the session check, taken by the first load. */
let prefetched: { id: string; answer: Promise<Inspection> } | null = null;

/**
 * Opened by its URL (a first load, a reload), the inspection screens would ask for their inspection only
 * after their first render, one slow round trip more on a phone before anything of it shows: App.tsx's
 * preloadScreen asks beside the session check instead, and the first render shows it. The screen's load
 * takes this answer rather than asking again; the room's join that follows catches up what changed since.
 */
export function prefetchInspection(id: string): Promise<unknown> {
  const answer = inspectionsApi.get(id, storedLocale());
  prefetched = { id, answer };
  return answer.then(
    (inspection) => {
      if (!inspectionState.current) inspectionState.current = inspection;
    },
    () => undefined,
  );
}

export async function loadInspection(id: string): Promise<void> {
  refreshAfterLoad = false;
  deferred = [];
  const early = prefetched?.id === id ? prefetched.answer : null;
  prefetched = null;
  const ask = () => inspectionsApi.get(id, storedLocale());
  await track(inspectionState.load, async () => {
    // A prefetch that failed (signed out, say) is asked again, so the error shown is this load's.
    inspectionState.current = await (early ? early.catch(ask) : ask());
  });
  // Changes left from an earlier visit without a connection go now.
  void flushOutbox();
  applyDeferred();
  if (refreshAfterLoad) void refreshInspection(id);
}

/** A newer live state of the inspection shown (a change's answer, a push, a fetch); an older one is ignored. */
function applyLive(live: InspectionLiveState): void {
  const current = inspectionState.current;
  if (current?.id === live.id && live.version >= current.version)
    inspectionState.current = withLiveState(current, live);
}

/**
 * A live state the server answered (a change's answer, the state's GET): shown, and held in the tab's
 * document store, whose other followers take it as they would its push.
 */
function applyAnswer(live: InspectionLiveState): void {
  applyLive(live);
  liveClient.put('inspections', live.id, live.version, live);
}

/** The newest version of the inspection this screen holds: what the store judges pushes against. */
export function inspectionVersion(id: string): number | undefined {
  const current = inspectionState.current;
  return current?.id === id ? current.version : undefined;
}

/**
 * A live state of the inspection (shaped as this user's GET of it) the tab's document store took: it
 * follows the version held (an older push is ignored there, a gap fetched as `missed`). Changes of this user
 * still waiting in the outbox are sent first (their answers bring the server's state with them), so a push
 * never wipes a change not yet sent; one that comes while the inspection loads or while this tab's change
 * is on its way waits for it, so an answer shown before the server has it stays.
 */
export function receiveInspectionPush(id: string, push: ChangePush): void {
  const current = inspectionState.current;
  if (push.id !== id || (current?.id === id && push.version <= current.version)) return;
  if (push.removed || !push.doc) return void refreshInspection(id);
  deferred.push(push.doc as InspectionLiveState);
  if (waiting().length > 0) return void flushOutbox();
  applyDeferred();
}

/** The pushes kept, in order, once nothing of this tab is loading, on its way or waiting to be sent. */
function applyDeferred(): void {
  if (inspectionState.load.loading || sending > 0 || waiting().length > 0) return;
  const held = deferred;
  deferred = [];
  // A pushed live state is whole, and the store handed them on in order: the newest wins.
  for (const live of held) if (live.version > (inspectionState.current?.version ?? 0)) applyLive(live);
}

/**
 * The server took this tab out of the inspection's room (unlinked from its hotel, reassigned, deactivated):
 * what is shown goes, and the inspection is asked for again, so the screen says what the server answers now.
 */
export function inspectionRevoked(id: string): void {
  if (inspectionState.current?.id === id) inspectionState.current = null;
  deferred = [];
  void loadInspection(id);
}

/**
 * What may have been missed (a late join, a reconnect, a gap): the live state again, quietly; an error keeps
 * what is shown.
 */
export async function refreshInspection(id: string): Promise<void> {
  // Changes still waiting would be overwritten by the server's older view: they are sent first.
  if (waiting().length > 0) return flushOutbox();
  // The first load may have been answered before this change: the live state is fetched again after it.
  if (inspectionState.load.loading) {
    refreshAfterLoad = true;
    return;
  }
  try {
    applyAnswer(await inspectionsApi.state(id));
  } catch {
    /* the next push or the user's next change tries again */
  }
}

const waiting = () => outbox.filter((c) => c.userId === sessionState.user?.id);
function countPending(): void {
  inspectionState.pending = waiting().length;
  storeOutbox();
}
function enqueue(change: InspectionChange): void {
  const userId = sessionState.user?.id;
  if (!userId) return;
  outbox.push({ ...change, userId });
  countPending();
  scheduleFlush();
}

let retry: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 2000;
function scheduleFlush(): void {
  clearTimeout(retry);
  retry = setTimeout(() => void flushOutbox(), RETRY_MS);
}
if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());

const keyOf = (error: unknown) => (error instanceof RequestFailed ? error.msg : 'errors.server');
const isOffline = (error: unknown) => error instanceof RequestFailed && error.msg === CONNECTION_ERROR;

let flushing = false;
/** Sends the signed-in user's waiting changes in order, each once; stops at the first that cannot go yet. */
export async function flushOutbox(): Promise<void> {
  if (flushing) return;
  flushing = true;
  // Changes kept from an earlier visit are counted as soon as they are looked at.
  countPending();
  try {
    for (let next = waiting()[0]; next; next = waiting()[0]) {
      try {
        applyAnswer(await sendChange(next));
      } catch (error) {
        if (isOffline(error)) return scheduleFlush();
        inspectionState.failed = { questionId: next.questionId, key: keyOf(error) };
      }
      outbox.splice(outbox.indexOf(next), 1);
      countPending();
    }
  } finally {
    flushing = false;
    applyDeferred();
  }
}

export type Outcome =
  { status: 'saved' | 'queued' } | { status: 'refused'; key: string; errors: Record<string, string> };

/**
 * Sends a change; without a connection it waits in the outbox (in order behind any already waiting) and
 * `offline` shows it locally meanwhile. The server's live state answer replaces what is shown.
 */
function perform(change: InspectionChange, offline?: () => void): Promise<Outcome> {
  const sent = send(change, offline);
  onTheirWay.add(sent);
  void sent.finally(() => onTheirWay.delete(sent));
  return sent;
}

/** This tab's changes sent and not answered yet. */
const onTheirWay = new Set<Promise<Outcome>>();

/**
 * What was typed is sent, and its answers are in: a change that closes something (finishing a module,
 * submitting, approving) then comes after the answers it closes, never before them on the wire.
 */
export async function afterPendingChanges(): Promise<void> {
  flushPendingEdits();
  await Promise.allSettled([...onTheirWay]);
}

async function send(change: InspectionChange, offline?: () => void): Promise<Outcome> {
  const queue = () => (enqueue(change), offline?.(), { status: 'queued' as const });
  // Known to be offline: kept at once, not after a failed request (a page being closed has no time for one).
  if (waiting().length > 0 || globalThis.navigator?.onLine === false) return queue();
  sending++;
  try {
    const live = await sendChange(change);
    // Another change of this tab still on its way is shown already and not in this answer: applying the
    // answer now would take it back until its own answer came (a ticked box unticking for a moment).
    if (sending > 1) {
      answered = !answered || live.version > answered.version ? live : answered;
      liveClient.put('inspections', live.id, live.version, live);
    } else applyAnswer(live);
    return { status: 'saved' };
  } catch (error) {
    if (isOffline(error)) return queue();
    return {
      status: 'refused',
      key: keyOf(error),
      errors: error instanceof RequestFailed ? error.errors : {},
    };
  } finally {
    // Pushes that came meanwhile: those the answer already covers are ignored, a later one follows it.
    if (--sending === 0) {
      if (answered) applyLive(answered);
      answered = null;
      applyDeferred();
    }
  }
}

function findQuestion(moduleId: string, questionId: string) {
  return inspectionState.current?.modules
    .find((m) => m.id === moduleId)
    ?.clusters.flatMap((c) => c.questions)
    .find((q) => q.id === questionId);
}

/**
 * An answer change: shown at once, sent, then replaced by the server's live state. Without a connection it
 * waits (still shown); a refusal puts the answer back and shows the key under the question.
 */
export async function answer(
  moduleId: string,
  questionId: string,
  local: Partial<Answer>,
  build: (inspectionId: string) => InspectionChange,
): Promise<boolean> {
  const question = findQuestion(moduleId, questionId);
  if (!question || !inspectionState.current) return false;
  const change = build(inspectionState.current.id);
  const before = { ...question.answer };
  question.answer = { ...question.answer, ...local };
  inspectionState.failed = null;
  const outcome = await perform(change);
  if (outcome.status !== 'refused') {
    const { [questionId]: _fixed, ...rest } = inspectionState.questionErrors;
    inspectionState.questionErrors = rest;
    return true;
  }
  const now = findQuestion(moduleId, questionId);
  if (now) now.answer = before;
  inspectionState.failed = { questionId, key: outcome.key };
  return false;
}

/**
 * Any other change (skip, finish, comments, scores, submit): loading in `action`; the outcome (a refusal
 * with its key and its keys per field) is the caller's to show. Offline it waits in the outbox, and
 * `offline` shows it on the current inspection meanwhile.
 */
export async function act(
  build: (inspectionId: string) => InspectionChange,
  offline?: (inspection: Inspection) => void,
): Promise<Outcome> {
  if (!inspectionState.current) return { status: 'refused', key: 'errors.server', errors: {} };
  const change = build(inspectionState.current.id);
  const action = inspectionState.action;
  action.status = 'started';
  action.loading = true;
  const outcome = await perform(change, () => {
    if (inspectionState.current) offline?.(inspectionState.current);
  });
  action.loading = false;
  action.status = outcome.status === 'refused' ? 'failed' : 'done';
  return outcome;
}

/**
 * Finishes a module of the current inspection; offline its card shows it answered at once, with the scores
 * the server will fill in (the domain's rule: unticked checkboxes "no", the rest the best answer).
 */
export async function finishModule(moduleId: string): Promise<Outcome> {
  await afterPendingChanges();
  return act(
    (id) => inspectionChanges.finishModule(id, moduleId),
    (inspection) => {
      for (const m of inspection.modules) {
        if (m.id !== moduleId) continue;
        const filled = scoresFilledOnFinish(snapshotOf(m), answersOf(m), inspection.allowUnansweredQuestions);
        for (const q of m.clusters.flatMap((c) => c.questions))
          if (filled[q.id] !== undefined) q.answer = { ...q.answer, score: filled[q.id]! };
        withModuleProgress(m, { finished: true });
      }
    },
  );
}

/**
 * Removes a photo or file from an answer; the server's live state answer drops it here, its push on the
 * co-editors' screens. Not kept for later without a connection (an upload is not either): the key of what
 * went wrong is given back, null when it is gone.
 */
export async function removeAttachment(
  moduleId: string,
  questionId: string,
  fileId: string,
): Promise<string | null> {
  if (!inspectionState.current) return 'errors.server';
  const change = inspectionChanges.removeFile(inspectionState.current.id, moduleId, questionId, fileId);
  sending++;
  try {
    applyAnswer(await sendChange(change));
    return null;
  } catch (error) {
    return keyOf(error);
  } finally {
    if (--sending === 0) applyDeferred();
  }
}

export function setQuestionErrors(errors: Record<string, string[]>): void {
  inspectionState.questionErrors = errors;
}
