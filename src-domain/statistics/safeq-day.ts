import type { QuestionClassification, Translated } from '../catalogue/fields.ts';
import type { ComfortZone } from '../inspection/fields.ts';
import type { LiveInspection } from '../inspection/fold.ts';
import { comparisonFamilyOf, type SnapshotModule } from '../inspection/snapshot.ts';
import { scoreInspection, type ScoringAnswers, type ScoringQuestion } from '../scoring/inspection-score.ts';
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

/** Scores a Safe Q day by the one rule (`scoreInspection`), summed per module, module type and classification. */
export function safeQFiguresOf(
  key: readonly SafeQModuleKey[],
  skipped: readonly string[],
  answers: ScoringAnswers,
): SafeQFigures {
  const score = scoreInspection(
    key.map((m) => ({
      id: m.id,
      moduleTypeId: m.moduleTypeId,
      clusters: [{ id: m.id, questions: m.questions }],
    })),
    new Set(skipped),
    answers,
  );
  const moduleTypes: Record<string, Tally> = {};
  for (const module of key) {
    const tally = score.modules[module.id];
    if (tally)
      moduleTypes[module.moduleTypeId] = mergeTallies(moduleTypes[module.moduleTypeId] ?? EMPTY_TALLY, tally);
  }
  return { total: score.total, modules: score.modules, moduleTypes, classifications: score.classifications };
}

/** The scoring key with (pieces of) the questionnaire's modules added: a module continued adds its questions. */
export function safeQKeyWith(
  key: readonly SafeQModuleKey[],
  modules: readonly SnapshotModule[],
): SafeQModuleKey[] {
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

/** The scores given, by module and question: only those given (a score taken back or cleared is none). */
function scoresOf(answers: LiveInspection['answers']): SafeQDay['scores'] {
  const scores: SafeQDay['scores'] = {};
  for (const [moduleId, byQuestion] of Object.entries(answers)) {
    const given = Object.entries(byQuestion).flatMap(([id, a]) => (a.score === null ? [] : [[id, a.score]]));
    if (given.length > 0) scores[moduleId] = Object.fromEntries(given);
  }
  return scores;
}

/**
 * A Safe Q inspection's day as the one fold of its events leaves it (`live`), over its scoring key. `was`,
 * the day before the event: its scores and figures are kept when the fold left the answers and modules as
 * they were (a comment, an approval), so only an answer scores again.
 */
export function safeQDayOf(live: LiveInspection, key: SafeQModuleKey[], was: SafeQDay | null): SafeQDay {
  const skipped = live.moduleIds.filter((id) => live.progress[id]?.skipped);
  const unchanged =
    was !== null && was.key === key && sameList(was.skipped, skipped) && sameScores(was.scores, live.answers);
  const comments = {
    hygiene: live.comfortZones.hygiene ?? '',
    socialDistance: live.comfortZones.socialDistance ?? '',
  };
  const day: SafeQDay = {
    organizationId: live.organizationId,
    hotelId: live.hotelId,
    inspectionTypeId: live.inspectionType.inspectionTypeId,
    familyId: comparisonFamilyOf(live.inspectionType),
    inspectionTypeName: live.inspectionType.name,
    day: live.startDate,
    week: was?.day === live.startDate ? was.week : isoWeekOf(live.startDate).key,
    key,
    scores: unchanged ? was.scores : scoresOf(live.answers),
    skipped: unchanged ? was.skipped : skipped,
    agentEndTime: live.agentEndTime,
    adminEndTime: live.adminEndTime,
    comments:
      was &&
      was.comments.hygiene === comments.hygiene &&
      was.comments.socialDistance === comments.socialDistance
        ? was.comments
        : comments,
    figures: unchanged ? was.figures : safeQFiguresOf(key, skipped, live.answers),
  };
  return was !== null && sameDay(was, day) ? was : day;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Do the scores kept equal the answers' (every score given, and no other)? */
function sameScores(scores: SafeQDay['scores'], answers: LiveInspection['answers']): boolean {
  let given = 0;
  for (const byQuestion of Object.values(answers))
    for (const answer of Object.values(byQuestion)) if (answer.score !== null) given++;
  let kept = 0;
  for (const [moduleId, byQuestion] of Object.entries(scores))
    for (const [questionId, score] of Object.entries(byQuestion)) {
      kept++;
      if (answers[moduleId]?.[questionId]?.score !== score) return false;
    }
  return given === kept;
}

/** The same day, field by field (the big ones by identity: they are kept when unchanged). */
function sameDay(a: SafeQDay, b: SafeQDay): boolean {
  return (Object.keys(b) as Array<keyof SafeQDay>).every((field) => a[field] === b[field]);
}
