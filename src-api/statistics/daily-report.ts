import { COMFORT_ZONES } from '../../src-domain/inspection/fields.ts';
import { inspectionReport } from '../../src-domain/report/inspection-report.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { SafeQDay } from '../../src-domain/statistics/safeq-day.ts';
import { safeQFigure } from '../../src-domain/statistics/week-figures.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { reportOutlineOf } from '../reports/outline.ts';
import { textIn } from './weekly-report.ts';

export interface DailyReportInputs {
  safeQ: SafeQDay & { _id: string };
  inspection: InspectionDocument;
  questionnaire: InspectionQuestionnaireDocument;
  hotel: HotelDocument;
  language: Locale;
}

/**
 * One daily Safe Q report (administration §3): date, entity, type, end time, the modules (area, finished,
 * total and answered questions overall and by comfort zone, clusters with their questions, answers and
 * comments) and the general, hygiene and socialDistance comments. The figures are the read model's, scored
 * by the scoring module; the texts are the questionnaire's in the language asked.
 */
export function presentDailyReport({ safeQ, inspection, questionnaire, hotel, language }: DailyReportInputs) {
  const outline = reportOutlineOf(questionnaire, language);
  const report = inspectionReport(outline, inspection, () => null);
  const keyOf = new Map(safeQ.key.map((m) => [m.id, m]));
  return {
    id: safeQ._id,
    date: safeQ.day,
    hotel: { id: hotel._id, name: hotel.name },
    inspectionTypeId: safeQ.inspectionTypeId,
    inspectionTypeName: safeQ.inspectionTypeName,
    endTime: inspection.agentEndTime,
    adminEndTime: inspection.adminEndTime,
    score: safeQFigure(safeQ.figures.total),
    modules: outline.modules.map((module) => {
      const key = keyOf.get(module.id);
      const skipped = safeQ.skipped.includes(module.id);
      const tally = safeQ.figures.modules[module.id];
      const byZone = Object.fromEntries(
        COMFORT_ZONES.map((zone) => {
          const questions = key?.questions.filter((q) => q.classification === zone) ?? [];
          const answers = questions.map((q) =>
            worthOf(q.type, skipped ? null : (safeQ.scores[module.id]?.[q.id] ?? null)),
          );
          const applicable = answers.filter((w) => w.kind === 'scored' || w.kind === 'unanswered');
          return [
            zone,
            {
              totalQuestions: applicable.length,
              totalAnsweredQuestions: applicable.filter((w) => w.kind === 'scored').length,
            },
          ];
        }).filter(([, counts]) => (counts as { totalQuestions: number }).totalQuestions > 0),
      );
      const presented = report.modules.find((m) => m.id === module.id)!;
      return {
        id: module.id,
        name: key ? textIn(key.names, key.name, language) : module.name,
        area: key?.area ?? '',
        skipped,
        finished: inspection.progress[module.id]?.finished ?? false,
        totalQuestions: tally ? tally.scored + tally.unanswered : 0,
        totalAnsweredQuestions: tally?.scored ?? 0,
        score: safeQFigure(tally),
        questionsByComfortZones: byZone,
        clusters: module.clusters.map((cluster) => ({
          id: cluster.id,
          name: cluster.name,
          comment: inspection.progress[module.id]?.clusterComments[cluster.id] ?? '',
          questions: cluster.questions.map((q) => {
            const observation = presented.observations.find((o) => o.id === q.id)!;
            return {
              id: q.id,
              referenceNumber: q.referenceNumber,
              content: q.content,
              type: q.type,
              classification: q.classification,
              score: observation.score,
              points: observation.points,
              max: observation.max,
              comment: observation.comment,
            };
          }),
        })),
      };
    }),
    global: inspection.generalComments,
    hygiene: inspection.comfortZones.hygiene ?? '',
    socialDistance: inspection.comfortZones.socialDistance ?? '',
  };
}
export type DailyReport = ReturnType<typeof presentDailyReport>;
