import type { DashboardEvent } from '../../src-domain/dashboard/index.ts';
import { answerStateOf, countAnswers } from '../../src-domain/inspection/answer-counts.ts';
import type { InspectionEvent, LiveInspection } from '../../src-domain/inspection/index.ts';
import type { SnapshotModule } from '../../src-domain/inspection/snapshot.ts';
import { addDays } from '../../src-domain/shared/iso-week.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import { DAYS_KEPT, type InspectionTally } from '../../src-domain/statistics/dashboard-figures.ts';
import { inspectionFold } from '../inspections/live-fold.ts';
import { idOfStream, type Projection, type Recorded } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * The dashboard figures read model: one document per entity (`_id` its id) holding, per inspection started
 * in the last DAYS_KEPT days, its start day and answered/total counts, and the uuids of the entity's
 * dashboards (the rooms a change goes to). The figures themselves (7 and 30 days, the weekly chart) are
 * computed from these counts for the day it is when read or pushed (src-domain/statistics/dashboard-figures),
 * so "the last 7 days" moves on at midnight without an event.
 *
 * An answer's event names only its inspection, so each inspection has a context document (`i:<id>`: its
 * questions' types and its tally, from the inspection's one fold) linked to its entity's document, as the
 * weekly rankings do.
 */
export interface DashboardFiguresDocument extends Document {
  organizationId: string;
  /** By inspection id: [start day, answered, total]. */
  tallies: Record<string, [string, number, number]>;
  /** The entity's dashboards' public uuids, by dashboard id. */
  dashboards: Record<string, string>;
}

export interface InspectionTallyContext extends Document {
  hotelId: string;
  organizationId: string;
  /** By module id, then question id: the question's type (the questionnaire never changes). */
  questions: Record<string, Record<string, QuestionType>>;
  tally: InspectionTally;
}

type Stored = DashboardFiguresDocument | InspectionTallyContext;

export type FiguresInspectionEvent = Extract<
  InspectionEvent,
  {
    type:
      | 'InspectionCreated'
      | 'QuestionnairePartRecorded'
      | 'QuestionScored'
      | 'ModuleSkipToggled'
      | 'ModuleFinished'
      | 'AgentEndTimeSet'
      | 'AdminEndTimeSet'
      | 'InspectionRescheduled'
      | 'InspectionDeleted';
  }
>;
type FiguresEvent = FiguresInspectionEvent | DashboardEvent;

const CONTEXT = 'i:';
const isContext = (id: string) => id.startsWith(CONTEXT);
const inspectionIdOf = idOfStream('inspection');

function withQuestions(
  questions: InspectionTallyContext['questions'],
  modules: readonly SnapshotModule[],
): InspectionTallyContext['questions'] {
  const next = { ...questions };
  for (const module of modules) {
    const types = { ...next[module.id] };
    for (const cluster of module.clusters) for (const q of cluster.questions) types[q.id] = q.type;
    next[module.id] = types;
  }
  return next;
}

/** The inspection's counts by the one answered rule; a skipped module asks nothing. */
export function tallyOf(
  live: LiveInspection,
  questions: InspectionTallyContext['questions'],
): InspectionTally {
  const counted = [];
  for (const [moduleId, types] of Object.entries(questions)) {
    if (live.progress[moduleId]?.skipped) continue;
    const answers = live.answers[moduleId] ?? {};
    for (const [questionId, type] of Object.entries(types))
      counted.push({ type, answer: answers[questionId] });
  }
  const counts = countAnswers(counted);
  return { day: live.startDate, answered: counts.answered, total: counts.total };
}

/**
 * A score changes its one question's answer only (the fold's rule): when that question stands where it
 * stood (answered before and after, say: most scores change an answer given), the tally is the same, and
 * the inspection's questions need not all be counted again.
 */
function sameQuestionState(
  was: InspectionTallyContext,
  event: Extract<FiguresInspectionEvent, { type: 'QuestionScored' }>,
  fold: { before: LiveInspection | null; after: LiveInspection | null },
): boolean {
  const { before, after } = fold;
  if (!before || !after) return false;
  const { moduleId, questionId } = event.data;
  const type = was.questions[moduleId]?.[questionId];
  const stateIn = (live: LiveInspection) =>
    !type || live.progress[moduleId]?.skipped
      ? 'notAsked'
      : answerStateOf({ type, answer: live.answers[moduleId]?.[questionId] });
  return before.startDate === after.startDate && stateIn(before) === stateIn(after);
}

const sameTally = (a: InspectionTally, b: InspectionTally) =>
  a.day === b.day && a.answered === b.answered && a.total === b.total;

function contextAfter(
  was: InspectionTallyContext | null,
  event: Recorded<FiguresInspectionEvent>,
  live: LiveInspection | null,
  id: string,
): InspectionTallyContext | null {
  if (live === null) return null;
  if (event.type === 'InspectionCreated') {
    const questions = withQuestions({}, event.data.modules ?? []);
    return {
      _id: id,
      hotelId: live.hotelId,
      organizationId: live.organizationId,
      questions,
      tally: tallyOf(live, questions),
    };
  }
  if (!was) return was;
  const questions =
    event.type === 'QuestionnairePartRecorded'
      ? withQuestions(was.questions, event.data.modules)
      : was.questions;
  const tally = tallyOf(live, questions);
  if (questions === was.questions && sameTally(tally, was.tally)) return was;
  return { ...was, questions, tally };
}

/** The event's own day, by which old tallies leave the document (the same on every replay). */
const dayOfEvent = (event: { metadata: Record<string, string> }) =>
  (event.metadata.occurredAt ?? '').slice(0, 10);

function withTally(
  doc: DashboardFiguresDocument | null,
  hotelId: string,
  organizationId: string,
  inspectionId: string,
  tally: InspectionTally | null,
  today: string,
): DashboardFiguresDocument | null {
  const held = doc?.tallies[inspectionId];
  const entry: [string, number, number] | null = tally && [tally.day, tally.answered, tally.total];
  const oldest = today ? addDays(today, -DAYS_KEPT - 7) : '';
  const keep = entry !== null && entry[0] >= oldest;
  if (!keep && !held) return doc;
  if (keep && held && held[0] === entry[0] && held[1] === entry[1] && held[2] === entry[2]) return doc;
  const tallies: DashboardFiguresDocument['tallies'] = {};
  for (const [id, t] of Object.entries(doc?.tallies ?? {}))
    if (t[0] >= oldest && id !== inspectionId) tallies[id] = t;
  if (keep) tallies[inspectionId] = entry;
  return {
    _id: hotelId,
    organizationId: doc?.organizationId ?? organizationId,
    tallies,
    dashboards: doc?.dashboards ?? {},
  };
}

export const dashboardFiguresProjection: Projection<Stored, FiguresEvent, LiveInspection> = {
  name: 'dashboardFigures',
  collection: 'dashboardFigures',
  version: 1,
  handles: {
    InspectionCreated: true,
    QuestionnairePartRecorded: true,
    QuestionScored: true,
    ModuleSkipToggled: true,
    ModuleFinished: true,
    AgentEndTimeSet: true,
    AdminEndTimeSet: true,
    InspectionRescheduled: true,
    InspectionDeleted: true,
    DashboardCreated: true,
    DashboardChanged: true,
    DashboardRegenerated: true,
    DashboardRemoved: true,
  },
  documentIds: (event) =>
    event.stream.startsWith('dashboard-')
      ? [(event.data as DashboardEvent['data']).hotelId]
      : inspectionIdOf(event).map((id) => `${CONTEXT}${id}`),
  linked: (doc) => (isContext(doc._id) ? [(doc as InspectionTallyContext).hotelId] : []),
  fold: { of: inspectionFold, onlyWithDocument: true },
  evolve: (doc, event, context) => {
    if (!context) throw new Error('dashboard figures read their inspections’ context documents');
    const figures = doc as DashboardFiguresDocument | null;
    switch (event.type) {
      case 'DashboardCreated':
      case 'DashboardRegenerated': {
        const { dashboardId, hotelId, uuid } = event.data;
        const organizationId =
          event.type === 'DashboardCreated' ? event.data.organizationId : (figures?.organizationId ?? '');
        return {
          _id: hotelId,
          organizationId: figures?.organizationId ?? organizationId,
          tallies: figures?.tallies ?? {},
          dashboards: { ...figures?.dashboards, [dashboardId]: uuid },
        };
      }
      case 'DashboardRemoved': {
        if (!figures) return figures;
        const { [event.data.dashboardId]: _gone, ...dashboards } = figures.dashboards;
        return { ...figures, dashboards };
      }
      case 'DashboardChanged':
        // Settings are the dashboards read model's; the figures do not change.
        return doc;
    }
    const inspectionId = inspectionIdOf(event)[0]!;
    if (isContext(context.id)) {
      const was = doc as InspectionTallyContext | null;
      if (!was && event.type !== 'InspectionCreated') return doc;
      if (!context.fold) throw new Error('an inspection’s tally is derived from the inspection fold');
      if (event.type === 'QuestionnairePartRecorded' && context.fold.after === context.fold.before)
        return doc;
      if (was && event.type === 'QuestionScored' && sameQuestionState(was, event, context.fold))
        return doc;
      return contextAfter(was, event, context.fold.after, context.id);
    }
    const tallied = context.read(`${CONTEXT}${inspectionId}`) as InspectionTallyContext | null;
    const counted = tallied && tallied.hotelId === context.id ? tallied : null;
    return withTally(
      figures,
      context.id,
      tallied?.organizationId ?? '',
      inspectionId,
      counted?.tally ?? null,
      dayOfEvent(event),
    );
  },
  isContext,
  // The entity's dashboards' public rooms: each is pushed its view (src-api/dashboards/public-rooms.ts).
  rooms: (doc) =>
    isContext(doc._id)
      ? []
      : Object.values((doc as DashboardFiguresDocument).dashboards).map((uuid) => room('dashboard', uuid)),
  indexes: [{ keys: { organizationId: 1 } }],
};
