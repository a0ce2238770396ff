import { actionItemsOf, inspectionReport } from '../../../src-domain/report/inspection-report.ts';
import type { ReportedInspection } from '../../../src-domain/report/inspection-report.ts';
import type { InspectionLiveState } from '../../api/inspections.ts';
import type { Report } from '../../api/reports.ts';

/** A pushed live state in the shape the report function reads (its modules' progress by module id). */
export function reportedInspection(live: InspectionLiveState): ReportedInspection {
  return {
    progress: Object.fromEntries(live.modules.map(({ id, state: _state, ...progress }) => [id, progress])),
    answers: live.answers,
    comfortZones: live.comfortZones,
    externalScores: live.externalScores,
    generalComments: live.generalComments,
    extraQuestions: live.extraQuestions,
    agentEndTime: live.agentEndTime,
    adminEndTime: live.adminEndTime,
    actions: live.actions,
  };
}

/**
 * The report with a pushed live state of its inspection applied: the inspection's part computed again over
 * the report's outline by the server's own function; the over-time part (previous, charts, averages) is the
 * organization's approved reports, which the inspection's own changes do not move, so it stays as loaded.
 */
export function withLiveState<T extends Report>(report: T, live: InspectionLiveState, version: number): T {
  const previousPercent = new Map(report.modules.map((m) => [m.moduleTypeId, m.previousPercent]));
  const reported = reportedInspection(live);
  return {
    ...report,
    ...inspectionReport(report.outline, reported, (type) => previousPercent.get(type) ?? null),
    ...('actionItems' in report ? { actionItems: actionItemsOf(report.outline, reported) } : {}),
    version,
  };
}
