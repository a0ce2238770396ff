import { COMFORT_ZONES } from '../inspection/fields.ts';
import { inspectionReport, type ReportedInspection } from '../report/inspection-report.ts';
import type { ReportOutline } from '../report/outline.ts';
import { worthOf } from '../scoring/worth.ts';
import type { Locale } from '../shared/locales.ts';
import { safeQFiguresOf, type SafeQModuleKey } from './safeq-day.ts';
import { safeQFigure } from './week-figures.ts';
import { textIn } from './weekly-report.ts';

/**
 * What one daily Safe Q report is computed from besides the inspection's live state: its day, type, scoring
 * key and questionnaire outline (texts in the report's language). The report answers them, so the browser
 * computes the report again from a pushed live state with this same function.
 */
export interface DailyReportSources {
  /** The inspection's id (a Safe Q day is one inspection). */
  id: string;
  date: string;
  /** `timeZone`: the entity's, in which the report's times are written, on the screen as on its paper. */
  hotel: { id: string; name: string; timeZone: string };
  inspectionTypeId: string;
  inspectionTypeName: string;
  key: SafeQModuleKey[];
  outline: ReportOutline;
}

interface ZoneCounts {
  totalQuestions: number;
  totalAnsweredQuestions: number;
}

/**
 * One daily Safe Q report (administration §3): date, entity, type, end time, the modules (area, finished,
 * total and answered questions overall and by comfort zone, clusters with their questions, answers and
 * comments) and the general, hygiene and socialDistance comments. The figures are scored by the scoring
 * module from the live state over the key, as the Safe Q days read model scores them; `version` is the
 * inspection's, so a later push of its live state is applied and an older one ignored.
 */
export function presentDailyReport(
  sources: DailyReportSources,
  inspection: ReportedInspection,
  version: number,
  language: Locale,
) {
  const { outline, key } = sources;
  const report = inspectionReport(outline, inspection, () => null);
  const keyOf = new Map(key.map((m) => [m.id, m]));
  const skipped = key.filter((m) => inspection.progress[m.id]?.skipped).map((m) => m.id);
  const figures = safeQFiguresOf(key, skipped, inspection.answers);
  const scoreOf = (moduleId: string, questionId: string) =>
    inspection.answers[moduleId]?.[questionId]?.score ?? null;
  return {
    id: sources.id,
    version,
    date: sources.date,
    hotel: sources.hotel,
    inspectionTypeId: sources.inspectionTypeId,
    inspectionTypeName: sources.inspectionTypeName,
    endTime: inspection.agentEndTime,
    adminEndTime: inspection.adminEndTime,
    score: safeQFigure(figures.total),
    modules: outline.modules.map((module) => {
      const moduleKey = keyOf.get(module.id);
      const isSkipped = skipped.includes(module.id);
      const tally = figures.modules[module.id];
      const byZone = Object.fromEntries<ZoneCounts>(
        COMFORT_ZONES.map((zone): [string, ZoneCounts] => {
          const questions = moduleKey?.questions.filter((q) => q.classification === zone) ?? [];
          const answers = questions.map((q) => worthOf(q.type, isSkipped ? null : scoreOf(module.id, q.id)));
          const applicable = answers.filter((w) => w.kind === 'scored' || w.kind === 'unanswered');
          return [
            zone,
            {
              totalQuestions: applicable.length,
              totalAnsweredQuestions: applicable.filter((w) => w.kind === 'scored').length,
            },
          ];
        }).filter(([, counts]) => counts.totalQuestions > 0),
      );
      const presented = report.modules.find((m) => m.id === module.id)!;
      return {
        id: module.id,
        name: moduleKey ? textIn(moduleKey.names, moduleKey.name, language) : module.name,
        area: moduleKey?.area ?? '',
        skipped: isSkipped,
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
              /** A choice's answer in the report's language: the words of the option chosen. */
              chosenOption: observation.chosenOption,
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
    sources,
  };
}
export type DailyReport = ReturnType<typeof presentDailyReport>;
