import type { QuestionClassification, Translated } from '../catalogue/fields.ts';
import type { InspectionEvent } from '../inspection/events.ts';
import { EMPTY_ANSWER, type ComfortZone } from '../inspection/fields.ts';
import type { AnswersByModule } from '../inspection/live-state.ts';
import { comparisonFamilyOf, type SnapshotModule } from '../inspection/snapshot.ts';
import { scoreInspection, type ScoringQuestion } from '../scoring/inspection-score.ts';
import { EMPTY_TALLY, mergeTallies, type Tally } from '../scoring/tally.ts';
import { isoWeekOf } from '../shared/iso-week.ts';

/** The comfort zones the Safe Q reports show apart (administration §2: observations by comfort zone). */
export const SAFEQ_ZONES = ['hygiene', 'socialDistance'] as const satisfies readonly ComfortZone[];
export type SafeQZone = (typeof SAFEQ_ZONES)[number];

/** What scoring needs of a module, and where it belongs in the weekly report (its module type and area). */
export interface SafeQModuleKey {
  id: string;
  /** The module's name as the inspection shows it, in every language it has (the report's module pages). */
  name: string;
  names: Translated;
  moduleTypeId: string;
  area: string;
  questions: ScoringQuestion[];
}

/** A Safe Q inspection's figures, each a tally of the scoring module (so every figure has its counts). */
export interface SafeQFigures {
  total: Tally;
  /** By module id, for modules not skipped. */
  modules: Record<string, Tally>;
  /** By module type: the same department across days and entities. */
  moduleTypes: Record<string, Tally>;
  classifications: Partial<Record<QuestionClassification, Tally>>;
}

/**
 * One Safe Q inspection: an entity's day of one Safe Q type. Its place (organization, entity, day, ISO week),
 * what scoring needs (the questions' types and classifications, the scores given, skipped modules) and the
 * figures scored from them by the scoring module. Texts stay in the questionnaire; comments only for the two
 * zones the weekly report quotes.
 */
export interface SafeQDay {
  organizationId: string;
  hotelId: string;
  inspectionTypeId: string;
  familyId: string;
  inspectionTypeName: string;
  day: string;
  week: string;
  key: SafeQModuleKey[];
  /** By module id, then question id: the score as given (null: taken back). */
  scores: Record<string, Record<string, number | null>>;
  skipped: string[];
  agentEndTime: string | null;
  adminEndTime: string | null;
  comments: Record<SafeQZone, string>;
  figures: SafeQFigures;
}

export type SafeQEvent = Extract<
  InspectionEvent,
  {
    type:
      | 'InspectionCreated'
      | 'QuestionnairePartRecorded'
      | 'QuestionScored'
      | 'ModuleSkipToggled'
      | 'ModuleFinished'
      | 'ComfortZoneCommentsSet'
      | 'AgentEndTimeSet'
      | 'AdminEndTimeSet'
      | 'InspectionRescheduled'
      | 'InspectionDeleted';
  }
>;

/** Scores a Safe Q day by the one rule (`scoreInspection`), summed per module, module type and classification. */
export function safeQFiguresOf(day: Pick<SafeQDay, 'key' | 'scores' | 'skipped'>): SafeQFigures {
  const answers: AnswersByModule = {};
  for (const [moduleId, scores] of Object.entries(day.scores))
    answers[moduleId] = Object.fromEntries(
      Object.entries(scores).map(([questionId, score]) => [questionId, { ...EMPTY_ANSWER, score }]),
    );
  const score = scoreInspection(
    day.key.map((m) => ({
      id: m.id,
      moduleTypeId: m.moduleTypeId,
      clusters: [{ id: m.id, questions: m.questions }],
    })),
    new Set(day.skipped),
    answers,
  );
  const moduleTypes: Record<string, Tally> = {};
  for (const module of day.key) {
    const tally = score.modules[module.id];
    if (tally)
      moduleTypes[module.moduleTypeId] = mergeTallies(moduleTypes[module.moduleTypeId] ?? EMPTY_TALLY, tally);
  }
  return { total: score.total, modules: score.modules, moduleTypes, classifications: score.classifications };
}

const rescored = (day: SafeQDay): SafeQDay => ({ ...day, figures: safeQFiguresOf(day) });

/** The scoring key with (pieces of) the questionnaire's modules added: a module continued adds its questions. */
function withModules(key: SafeQModuleKey[], modules: SnapshotModule[]): SafeQModuleKey[] {
  const next = [...key];
  for (const m of modules) {
    const questions = m.clusters.flatMap((c) =>
      c.questions.map(({ id, type, classification }) => ({ id, type, classification })),
    );
    const i = next.findIndex((k) => k.id === m.id);
    if (i === -1)
      next.push({
        id: m.id,
        name: m.name,
        names: m.names,
        moduleTypeId: m.moduleTypeId,
        area: m.area,
        questions,
      });
    else next[i] = { ...next[i]!, questions: [...next[i]!.questions, ...questions] };
  }
  return next;
}

/**
 * Folds an inspection's events into its Safe Q day: null for an inspection of another report type, and after
 * deletion. An event that changes nothing gives back what it was given.
 */
export function evolveSafeQDay(day: SafeQDay | null, event: SafeQEvent): SafeQDay | null {
  if (event.type === 'InspectionCreated') {
    const data = event.data;
    if (data.type.reportType !== 'safeQ') return null;
    return rescored({
      organizationId: data.organizationId,
      hotelId: data.hotelId,
      inspectionTypeId: data.type.inspectionTypeId,
      familyId: comparisonFamilyOf(data.type),
      inspectionTypeName: data.type.name,
      day: data.startDate,
      week: isoWeekOf(data.startDate).key,
      // Events written before parts carry the questionnaire; later ones are followed by its parts.
      key: withModules([], data.modules ?? []),
      scores: {},
      skipped: [],
      agentEndTime: null,
      adminEndTime: null,
      comments: { hygiene: '', socialDistance: '' },
      figures: { total: EMPTY_TALLY, modules: {}, moduleTypes: {}, classifications: {} },
    });
  }
  if (!day) return day;
  switch (event.type) {
    case 'InspectionDeleted':
      return null;
    case 'QuestionnairePartRecorded':
      return rescored({ ...day, key: withModules(day.key, event.data.modules) });
    case 'QuestionScored': {
      const { moduleId, questionId, score } = event.data;
      if (day.scores[moduleId]?.[questionId] === score) return day;
      return rescored({
        ...day,
        scores: { ...day.scores, [moduleId]: { ...day.scores[moduleId], [questionId]: score } },
      });
    }
    case 'ModuleFinished': {
      const filled = Object.entries(event.data.filledScores);
      if (filled.length === 0) return day;
      const { moduleId } = event.data;
      return rescored({
        ...day,
        scores: { ...day.scores, [moduleId]: { ...day.scores[moduleId], ...Object.fromEntries(filled) } },
      });
    }
    case 'ModuleSkipToggled': {
      const { moduleId, skipped } = event.data;
      if (day.skipped.includes(moduleId) === skipped) return day;
      return rescored({
        ...day,
        skipped: skipped ? [...day.skipped, moduleId] : day.skipped.filter((id) => id !== moduleId),
      });
    }
    case 'ComfortZoneCommentsSet': {
      const { hygiene = day.comments.hygiene, socialDistance = day.comments.socialDistance } =
        event.data.comments;
      if (hygiene === day.comments.hygiene && socialDistance === day.comments.socialDistance) return day;
      return { ...day, comments: { hygiene, socialDistance } };
    }
    case 'AgentEndTimeSet': {
      // Answers in modules skipped at the submit are removed with it (inspection-run §4).
      const cleared = event.data.clearedModuleIds ?? [];
      const scores = Object.fromEntries(Object.entries(day.scores).filter(([id]) => !cleared.includes(id)));
      return rescored({ ...day, scores, agentEndTime: event.data.at });
    }
    case 'AdminEndTimeSet':
      return { ...day, adminEndTime: event.data.revert ? null : event.data.at };
    case 'InspectionRescheduled': {
      const startDate = event.data.changes.startDate;
      if (!startDate || startDate === day.day) return day;
      return { ...day, day: startDate, week: isoWeekOf(startDate).key };
    }
  }
}
