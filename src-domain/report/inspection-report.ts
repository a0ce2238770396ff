import { optionOf } from '../catalogue/choice-options.ts';
import { questionsInOrder } from '../catalogue/fields.ts';
import {
  answerStateOf,
  completionPercent,
  countAnswers,
  fulfilmentPercent,
  NO_ANSWERS,
  type AnswerCounts,
} from '../inspection/answer-counts.ts';
import { COMFORT_ZONES, EMPTY_ANSWER, isAction } from '../inspection/fields.ts';
import { actionOf, type LiveInspection } from '../inspection/fold.ts';
import { scoreInspection } from '../scoring/inspection-score.ts';
import { reportFiguresOf } from '../scoring/report-figures.ts';
import { mergeTallies, percentOf, roundPercent, type Tally } from '../scoring/tally.ts';
import { worthOf } from '../scoring/worth.ts';
import type { ReportOutline } from './outline.ts';
import { MODULE_SECTIONS, questionGroupOf, type QuestionGroup } from './question-groups.ts';

/** What of an inspection's live state its report reads: the answers and what was written around them. */
export type ReportedInspection = Pick<
  LiveInspection,
  | 'progress'
  | 'answers'
  | 'comfortZones'
  | 'externalScores'
  | 'generalComments'
  | 'extraQuestions'
  | 'agentEndTime'
  | 'adminEndTime'
  | 'actions'
>;

/**
 * A figure as reports show it: the rounded percentage, the points it was computed from, and the questions
 * by the one answered count, the best answers written at finish apart from those someone gave.
 */
export function figure(tally: Tally | undefined, counts: AnswerCounts = NO_ANSWERS) {
  return {
    percent: tally ? roundPercent(percentOf(tally)) : null,
    points: tally?.points ?? 0,
    max: tally?.max ?? 0,
    answered: counts.answered,
    filled: counts.filled,
    notApplicable: counts.notApplicable,
    unanswered: counts.unanswered,
  };
}
export type Figure = ReturnType<typeof figure>;

/**
 * The part of a report that follows the inspection itself (administration §2, §3): header answers, figures
 * with their counts, modules with observations ranked by score, comfort zones, the worst answers, and what the
 * agent and reviewers wrote. The server answers the report with it, and the report screen computes it again
 * from each pushed live state. `previousPercentOf` gives the same department's percentage in the previous
 * approved inspection (the over-time part, which the inspection's own changes do not move).
 */
export function inspectionReport(
  outline: ReportOutline,
  live: ReportedInspection,
  previousPercentOf: (moduleTypeId: string) => number | null,
) {
  // Scored by the same rule an approval records.
  const figures = reportFiguresOf(outline.modules, live);
  const questions = new Map(
    outline.modules.flatMap((m) => m.clusters.flatMap((c) => c.questions.map((q) => [q.id, q] as const))),
  );
  // Every question of the modules not skipped, counted by the same rule as the screens' answered counts.
  const counted = outline.modules
    .filter((m) => !live.progress[m.id]?.skipped)
    .flatMap((m) =>
      m.clusters.flatMap((c) =>
        c.questions.map((q) => ({
          moduleId: m.id,
          section: m.section ?? null,
          group: questionGroupOf(q.referenceNumber),
          classification: q.classification,
          type: q.type,
          answer: live.answers[m.id]?.[q.id],
        })),
      ),
    );
  const countsWhere = (keep: (q: (typeof counted)[number]) => boolean) => countAnswers(counted.filter(keep));
  const totalCounts = countAnswers(counted);
  const skipped = new Set(outline.modules.filter((m) => live.progress[m.id]?.skipped).map((m) => m.id));
  /** The questions of one reference-number group, scored by the same rule as every other figure. */
  const groupFigure = (group: QuestionGroup) => {
    const key = outline.modules.map((m) => ({
      ...m,
      clusters: m.clusters.map((c) => ({
        ...c,
        questions: c.questions.filter((q) => questionGroupOf(q.referenceNumber) === group),
      })),
    }));
    return figure(
      scoreInspection(key, skipped, live.answers).total,
      countsWhere((q) => q.group === group),
    );
  };

  const modules = outline.modules.map((module) => {
    const answers = live.answers[module.id] ?? {};
    const progress = live.progress[module.id];
    const observations = module.clusters
      .flatMap((cluster) => questionsInOrder(cluster.questions))
      .map((question, order) => {
        const answer = answers[question.id] ?? EMPTY_ANSWER;
        const worth = worthOf(question.type, answer.score);
        return {
          id: question.id,
          referenceNumber: question.referenceNumber,
          content: question.content,
          type: question.type,
          classification: question.classification,
          score: answer.score,
          /** A choice's answer in the report's language: the words of the option chosen. */
          chosenOption: optionOf(question.options, answer.score)?.label ?? null,
          /** Not observed: finishing the module wrote the type's best answer. */
          filledAtFinish: answerStateOf({ type: question.type, answer }) === 'filled',
          points: worth.kind === 'scored' ? worth.points : null,
          max: worth.kind === 'scored' ? worth.max : null,
          comment: answer.comment,
          pictures: answer.attachments
            .filter((a) => a.mimeType.startsWith('image/'))
            .map((a) => ({ id: a.id, path: a.path, originalName: a.originalName })),
          order,
        };
      })
      // Ranked by score: the worst share of the maximum first; unscored and unanswered last, in order.
      .sort((a, b) => rank(a) - rank(b) || a.order - b.order)
      .map(({ order: _order, ...observation }) => observation);
    return {
      id: module.id,
      moduleTypeId: module.moduleTypeId,
      name: module.name,
      skipped: progress?.skipped ?? false,
      score: figure(
        figures.modules[module.id],
        countsWhere((q) => q.moduleId === module.id),
      ),
      previousPercent: previousPercentOf(module.moduleTypeId),
      comments: module.clusters
        .map((cluster) => ({
          clusterId: cluster.id,
          name: cluster.name,
          comment: progress?.clusterComments[cluster.id] ?? '',
        }))
        .filter((c) => c.comment.trim() !== ''),
      observations,
    };
  });

  return {
    agentEndTime: live.agentEndTime,
    adminEndTime: live.adminEndTime,
    headerContext: outline.headerContext.map(({ id, moduleId, question }) => ({
      id,
      question,
      answer: live.progress[moduleId]?.contextAnswers[id] ?? '',
    })),
    score: {
      ...figure(figures.total, totalCounts),
      fulfilment: fulfilmentPercent(totalCounts),
      completion: completionPercent(totalCounts),
    },
    modules,
    comfortZones: COMFORT_ZONES.map((zone) => ({
      zone,
      score: figure(
        figures.classifications[zone],
        countsWhere((q) => q.classification === zone),
      ),
      comment: live.comfortZones[zone] ?? '',
    })),
    bi: figure(
      figures.classifications.bi,
      countsWhere((q) => q.classification === 'bi'),
    ),
    bs: figure(
      figures.classifications.bs,
      countsWhere((q) => q.classification === 'bs'),
    ),
    /** The module sections present (administration §9), each over its modules not skipped. */
    sections: MODULE_SECTIONS.filter((section) => outline.modules.some((m) => m.section === section)).map(
      (section) => {
        const inSection = outline.modules.filter((m) => m.section === section);
        const tallies = inSection.flatMap((m) => (figures.modules[m.id] ? [figures.modules[m.id]!] : []));
        return {
          section,
          score: figure(
            tallies.length ? mergeTallies(...tallies) : undefined,
            countsWhere((q) => q.section === section),
          ),
        };
      },
    ),
    /** Room-related key questions and supplemental ones, by their reference numbers' prefixes. */
    keyRoom: groupFigure('keyRoom'),
    supplemental: groupFigure('supplemental'),
    worst: figures.worst.map((w) => ({
      ...w,
      referenceNumber: questions.get(w.questionId)?.referenceNumber ?? '',
      content: questions.get(w.questionId)?.content ?? '',
      comment: live.answers[w.moduleId]?.[w.questionId]?.comment ?? '',
    })),
    externalScores: live.externalScores,
    generalComments: live.generalComments,
    extraQuestions: live.extraQuestions.map((q) => ({
      id: q.id,
      content: q.content,
      score: q.score,
      comment: q.comment,
    })),
  };
}
export type InspectionReport = ReturnType<typeof inspectionReport>;

/** The answers flagged for follow-up, in questionnaire order: what an audit's action plan is made of. */
export function actionItemsOf(outline: ReportOutline, live: Pick<LiveInspection, 'answers' | 'actions'>) {
  return outline.modules.flatMap((module) =>
    module.clusters.flatMap((cluster) =>
      questionsInOrder(cluster.questions).flatMap((question) => {
        const answer = live.answers[module.id]?.[question.id];
        if (!answer?.needsFollowUp) return [];
        return [
          {
            moduleId: module.id,
            moduleName: module.name,
            questionId: question.id,
            referenceNumber: question.referenceNumber,
            content: question.content,
            score: answer.score,
            comment: answer.comment,
            attachments: answer.attachments,
            followUpComment: answer.followUpComment,
            followUpDeadline: answer.followUpDeadline,
            followUpTip: answer.followUpTip,
            followUpFeedback: answer.followUpFeedback,
            /** Where the action stands in the action loop; null for a tip or feedback. */
            action: isAction(answer) ? actionOf(live, module.id, question.id) : null,
          },
        ];
      }),
    ),
  );
}
export type ActionItem = ReturnType<typeof actionItemsOf>[number];

function rank(o: { points: number | null; max: number | null }): number {
  return o.points === null || !o.max ? 2 : o.points / o.max;
}
