import { COMFORT_ZONES, EMPTY_ANSWER, type ComfortZone } from '../../src-domain/inspection/index.ts';
import { questionsInOrder } from '../../src-domain/catalogue/fields.ts';
import { scoringKeyOf } from '../../src-domain/scoring/inspection-score.ts';
import { reportFiguresOf } from '../../src-domain/scoring/report-figures.ts';
import { EMPTY_TALLY, percentOf, roundPercent, type Tally } from '../../src-domain/scoring/tally.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { ApprovedReport } from '../../src-projections/approved-reports/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { inLanguage } from '../catalogue/presenter.ts';

/** How far back the charts by date go from the inspection's start (administration §9: one year). */
const CHART_DAYS = 366;

/** A figure as reports show it: the rounded percentage and the counts it was computed from. */
export function figure(tally: Tally | undefined) {
  const counts = tally ?? null;
  return {
    percent: counts ? roundPercent(percentOf(counts)) : null,
    points: counts?.points ?? 0,
    max: counts?.max ?? 0,
    answered: counts?.scored ?? 0,
    notApplicable: counts?.notApplicable ?? 0,
    unanswered: counts?.unanswered ?? 0,
  };
}

export interface ReportInputs {
  /** The inspection's live state (the inspections read model). */
  doc: InspectionDocument;
  questionnaire: InspectionQuestionnaireDocument;
  hotel: HotelDocument | null;
  agentName: string | null;
  /** The organization's approved inspections with their recorded figures, oldest first. */
  approved: ApprovedReport[];
  language: Locale;
}

const average = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

/**
 * The agent report of one inspection (administration §2, §3): header, figures with their counts, modules
 * with observations ranked by score, comfort zones, the comparison with the previous inspection of the
 * same type at the same entity, and the entity's figures over time against the organization's others.
 */
export function presentReport({ doc, questionnaire, hotel, agentName, approved, language }: ReportInputs) {
  const live = doc;
  const inspectionTypeId = doc.inspectionType.inspectionTypeId;
  // Scored now, by the same rule an approval records: nothing changes an inspection once approved.
  const figures = reportFiguresOf(scoringKeyOf(questionnaire.modules), live);
  const text = (t: Parameters<typeof inLanguage>[0]) => inLanguage(t, language).text;
  const sameType = approved.filter((r) => r.inspectionTypeId === inspectionTypeId);
  const earlier = sameType.filter(
    (r) => r.hotelId === doc.hotelId && r._id !== doc._id && r.startDate <= doc.startDate,
  );
  const previous = earlier.at(-1) ?? null;
  // Module ids belong to one inspection; the module type is the same department in both.
  const previousModules = previous?.figures.moduleTypes ?? {};

  const modules = questionnaire.modules.map((module) => {
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
          content: text(question.content),
          type: question.type,
          classification: question.classification,
          score: answer.score,
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
      name: module.names[language]?.trim() || module.name,
      skipped: progress?.skipped ?? false,
      score: figure(figures.modules[module.id]),
      previousPercent: previous
        ? roundPercent(percentOf(previousModules[module.moduleTypeId] ?? EMPTY_TALLY))
        : null,
      comments: module.clusters
        .map((cluster) => ({
          clusterId: cluster.id,
          name: cluster.names[language]?.trim() || cluster.name,
          comment: progress?.clusterComments[cluster.id] ?? '',
        }))
        .filter((c) => c.comment.trim() !== ''),
      observations,
    };
  });

  const headerContext = questionnaire.modules
    .flatMap((module) =>
      module.clusters.flatMap((cluster) =>
        cluster.contextQuestions
          .filter((q) => q.showInReportHeader)
          .map((q) => ({
            id: q.id,
            order: q.orderInReportHeader ?? 0,
            question: text(q.content),
            answer: live.progress[module.id]?.contextAnswers[q.id] ?? '',
          })),
      ),
    )
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...line }) => line);

  const content = new Map(
    questionnaire.modules.flatMap((m) =>
      m.clusters.flatMap((c) => c.questions.map((q) => [q.id, q] as const)),
    ),
  );
  const hotelAverages = averagesByHotel(sameType);
  const others = [...hotelAverages].filter(([id]) => id !== doc.hotelId).map(([, v]) => v);
  const from = shiftDays(doc.startDate, -CHART_DAYS);

  return {
    id: doc._id,
    title: live.inspectionType.name,
    reportType: live.inspectionType.reportType,
    languageShortCode: language,
    hotel: { id: doc.hotelId, name: hotel?.name ?? '', address: hotel?.address ?? '' },
    agent: live.userId ? { id: live.userId, name: agentName ?? '' } : null,
    startDate: live.startDate,
    startHour: live.startHour,
    agentEndTime: live.agentEndTime,
    adminEndTime: live.adminEndTime,
    headerContext,
    score: { ...figure(figures.total), fulfilment: figures.fulfilment },
    previous: previous
      ? {
          id: previous._id,
          startDate: previous.startDate,
          percent: roundPercent(previous.figures.percent),
        }
      : null,
    modules,
    comfortZones: COMFORT_ZONES.map((zone: ComfortZone) => ({
      zone,
      score: figure(figures.classifications[zone]),
      comment: live.comfortZones[zone] ?? '',
    })),
    bi: figure(figures.classifications.bi),
    bs: figure(figures.classifications.bs),
    worst: figures.worst.map((w) => ({
      ...w,
      referenceNumber: content.get(w.questionId)?.referenceNumber ?? '',
      content: text(content.get(w.questionId)?.content ?? {}),
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
    totalOverTime: {
      currentHotelAverage: roundPercent(hotelAverages.get(doc.hotelId) ?? null),
      otherHotelsAverage: roundPercent(average(others)),
      highestScores: roundPercent(others.length ? Math.max(...hotelAverages.values()) : null),
      lowestScores: roundPercent(others.length ? Math.min(...hotelAverages.values()) : null),
    },
    chartsTimeFrame: { from, to: doc.startDate },
    charts: sameType
      .filter((r) => r.hotelId === doc.hotelId && r.startDate >= from && r.startDate <= doc.startDate)
      .map((r) => ({
        inspectionId: r._id,
        date: r.startDate,
        percent: roundPercent(r.figures.percent),
        comfortZones: Object.fromEntries(
          COMFORT_ZONES.map((zone) => [
            zone,
            roundPercent(percentOf(r.figures.classifications[zone] ?? EMPTY_TALLY)),
          ]),
        ),
        moduleTypes: Object.fromEntries(
          Object.entries(r.figures.moduleTypes).map(([id, tally]) => [id, roundPercent(percentOf(tally))]),
        ),
      })),
  };
}

/** The answers flagged for follow-up, in questionnaire order: what an audit's action plan is made of. */
export function presentActionItems({ doc, questionnaire, language }: ReportInputs) {
  return questionnaire.modules.flatMap((module) =>
    module.clusters.flatMap((cluster) =>
      questionsInOrder(cluster.questions).flatMap((question) => {
        const answer = doc.answers[module.id]?.[question.id];
        if (!answer?.needsFollowUp) return [];
        return [
          {
            moduleId: module.id,
            questionId: question.id,
            referenceNumber: question.referenceNumber,
            content: inLanguage(question.content, language).text,
            score: answer.score,
            comment: answer.comment,
            followUpComment: answer.followUpComment,
            followUpDeadline: answer.followUpDeadline,
            followUpTip: answer.followUpTip,
            followUpFeedback: answer.followUpFeedback,
          },
        ];
      }),
    ),
  );
}

function rank(o: { points: number | null; max: number | null }): number {
  return o.points === null || !o.max ? 2 : o.points / o.max;
}

/** Each entity's average percentage over its approved inspections (those with a percentage). */
function averagesByHotel(reports: ApprovedReport[]): Map<string, number> {
  const byHotel = new Map<string, number[]>();
  for (const r of reports) {
    if (r.figures.percent === null) continue;
    byHotel.set(r.hotelId, [...(byHotel.get(r.hotelId) ?? []), r.figures.percent]);
  }
  return new Map([...byHotel].map(([id, values]) => [id, average(values)!]));
}

function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
