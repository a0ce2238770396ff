import {
  evolveLiveInspection,
  type InspectionEvent,
  type LiveInspection,
} from '../../src-domain/inspection/index.ts';
import {
  scoreInspection,
  scoringKeyOf,
  worstQuestions,
  type InspectionScore,
  type ScoringModule,
} from '../../src-domain/scoring/inspection-score.ts';
import {
  EMPTY_TALLY,
  fulfilmentOf,
  mergeTallies,
  percentOf,
  type Tally,
} from '../../src-domain/scoring/tally.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** A question among the worst answers of an inspection: where it is and what it scored. */
export interface WorstAnswer {
  moduleId: string;
  questionId: string;
  score: number;
  points: number;
  max: number;
}

/** An inspection's figures, each with the counts behind it (see Tally). */
export interface ReportFigures {
  total: Tally;
  /** Points out of the maximum, 0 to 100 unrounded; null when nothing scored counts. */
  percent: number | null;
  fulfilment: number | null;
  modules: InspectionScore['modules'];
  /** The modules' tallies by module type: the same department across inspections. */
  moduleTypes: Record<string, Tally>;
  classifications: InspectionScore['classifications'];
  skippedModules: string[];
  worst: WorstAnswer[];
}

/**
 * What a report of one inspection is made of: the inspection's live state (the domain's one fold, as the
 * inspections read model holds it), its scoring key (the questionnaire without texts) and the figures the
 * scoring module computes from the two, kept up to date event by event. Reports, rankings and "current vs
 * previous" read the figures without scoring anything again; the texts come from the questionnaire.
 */
export interface InspectionReportDocument extends Document {
  organizationId: string;
  hotelId: string;
  inspectionTypeId: string;
  startDate: string;
  agentEndTime: string | null;
  adminEndTime: string | null;
  live: LiveInspection;
  key: ScoringModule[];
  figures: ReportFigures;
}

const inspectionIdOf = idOfStream('inspection');

/** The figures of a live state over its scoring key. */
export function figuresOf(live: LiveInspection, key: ScoringModule[]): ReportFigures {
  const skipped = new Set(Object.entries(live.progress).flatMap(([id, p]) => (p.skipped ? [id] : [])));
  const score = scoreInspection(key, skipped, live.answers);
  const moduleTypes: Record<string, Tally> = {};
  for (const module of key) {
    const tally = score.modules[module.id];
    if (tally)
      moduleTypes[module.moduleTypeId] = mergeTallies(moduleTypes[module.moduleTypeId] ?? EMPTY_TALLY, tally);
  }
  return {
    total: score.total,
    percent: percentOf(score.total),
    fulfilment: fulfilmentOf(score.total),
    modules: score.modules,
    moduleTypes,
    classifications: score.classifications,
    skippedModules: score.skippedModules,
    worst: worstQuestions(score.questions).map((q) => ({
      moduleId: q.moduleId,
      questionId: q.questionId,
      score: q.score!,
      points: q.worth.kind === 'scored' ? q.worth.points : 0,
      max: q.worth.kind === 'scored' ? q.worth.max : 0,
    })),
  };
}

export const inspectionReportsProjection: Projection<InspectionReportDocument, InspectionEvent> = {
  name: 'inspectionReports',
  collection: 'inspectionReports',
  version: 1,
  handles: {
    InspectionCreated: true,
    QuestionScored: true,
    QuestionCommented: true,
    FollowUpSet: true,
    AttachmentAdded: true,
    AttachmentRemoved: true,
    ContextQuestionAnswered: true,
    ClusterCommentSet: true,
    ModuleFollowUpSet: true,
    ModuleSkipToggled: true,
    ModuleFinished: true,
    GeneralCommentsSet: true,
    ComfortZoneCommentsSet: true,
    ExternalScoresSet: true,
    ExtraQuestionAnswered: true,
    AgentEndTimeSet: true,
    AdminEndTimeSet: true,
    InspectionRescheduled: true,
    InspectionDeleted: true,
  },
  documentIds: inspectionIdOf,
  evolve: (doc, event) => {
    const live = evolveLiveInspection(doc?.live ?? null, event);
    if (live === null) return null;
    if (doc && live === doc.live) return doc;
    const key = event.type === 'InspectionCreated' ? scoringKeyOf(event.data.modules) : doc!.key;
    // Only answers, skips and the key move the figures: other changes keep the ones computed before.
    const figures =
      doc && live.answers === doc.live.answers && live.progress === doc.live.progress
        ? doc.figures
        : figuresOf(live, key);
    return {
      _id: inspectionIdOf(event)[0]!,
      organizationId: live.organizationId,
      hotelId: live.hotelId,
      inspectionTypeId: live.inspectionType.inspectionTypeId,
      startDate: live.startDate,
      agentEndTime: live.agentEndTime,
      adminEndTime: live.adminEndTime,
      live,
      key,
      figures,
    };
  },
  indexes: [{ keys: { hotelId: 1 } }, { keys: { organizationId: 1 } }],
};
