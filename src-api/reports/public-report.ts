import type { SharedReportKind } from '../../src-domain/report-share/index.ts';
import { actionItemsOf } from '../../src-domain/report/inspection-report.ts';
import { presentReport, type ReportInputs } from '../../src-projections/reports/report.ts';

type Report = ReturnType<typeof presentReport>;
type Observation = Report['modules'][number]['observations'][number];

/**
 * A report as its share link shows it to whoever holds the link: the report and nothing about the people
 * and the organization behind it. Built field by field (never by removing fields from the admins' report), so
 * a field added to the admins' report stays out of here until someone chooses to show it:
 * - the inspector by agent code only: no name, no user id, no `profile`. A mystery guest (the agentQ report) is
 *   unmasked by a name, and a link can be passed on to anyone: so no shared report, of any type, names its
 *   inspector (docs/reports.md#share-links);
 * - pictures by their attachment id (the shared files route serves them by it): no stored file paths;
 * - over time, the entity's own series only: no organization-wide average, best or worst;
 * - the audit's action plan items without their action (owners, verifiers, proof) and without attachments.
 * A test lists every key of this answer against an allow-list (tests/api/shared-report-keys.test.ts).
 */
export function presentSharedReport(inputs: ReportInputs, kind: SharedReportKind, expiresAt: string) {
  const report = presentReportForOutsiders(inputs);
  return {
    kind,
    expiresAt,
    // The inspection's id and version: the report view keys on them (it is not live here).
    id: report.id,
    version: report.version,
    title: report.title,
    reportType: report.reportType,
    languageShortCode: report.languageShortCode,
    // Its times are the entity's, on the page as on the paper: the zone goes with them (never its id).
    hotel: { name: report.hotel.name, address: report.hotel.address, timeZone: report.hotel.timeZone },
    agent: report.agent,
    startDate: report.startDate,
    startHour: report.startHour,
    agentEndTime: report.agentEndTime,
    adminEndTime: report.adminEndTime,
    headerContext: report.headerContext.map(({ id, question, answer }) => ({ id, question, answer })),
    score: report.score,
    modules: report.modules.map((module) => ({
      id: module.id,
      moduleTypeId: module.moduleTypeId,
      name: module.name,
      skipped: module.skipped,
      score: module.score,
      previousPercent: module.previousPercent,
      comments: module.comments.map(({ clusterId, name, comment }) => ({ clusterId, name, comment })),
      observations: module.observations.map(publicObservation),
    })),
    comfortZones: report.comfortZones,
    bi: report.bi,
    bs: report.bs,
    sections: report.sections,
    keyRoom: report.keyRoom,
    supplemental: report.supplemental,
    worst: report.worst,
    externalScores: report.externalScores,
    generalComments: report.generalComments,
    extraQuestions: report.extraQuestions,
    outline: report.outline,
    previous: report.previous && { startDate: report.previous.startDate, percent: report.previous.percent },
    totalOverTime: { currentHotelAverage: report.totalOverTime.currentHotelAverage },
    chartsTimeFrame: report.chartsTimeFrame,
    charts: report.charts.map(({ date, percent, comfortZones, moduleTypes }) => ({
      date,
      percent,
      comfortZones,
      moduleTypes,
    })),
    ...(kind === 'reportAuditQA'
      ? {
          actionItems: actionItemsOf(report.outline, inputs.doc).map((item) => ({
            moduleId: item.moduleId,
            moduleName: item.moduleName,
            questionId: item.questionId,
            referenceNumber: item.referenceNumber,
            content: item.content,
            score: item.score,
            comment: item.comment,
            followUpComment: item.followUpComment,
            followUpDeadline: item.followUpDeadline,
            followUpTip: item.followUpTip,
            followUpFeedback: item.followUpFeedback,
          })),
        }
      : {}),
  };
}

/**
 * The report as it may leave the organization, for the shared view and the files made from it (PDF): the
 * inspector by agent code alone.
 */
export function presentReportForOutsiders(inputs: ReportInputs) {
  const { agent, ...report } = presentReport(inputs);
  return { ...report, agent: agent && { agentCode: agent.agentCode } };
}

function publicObservation(observation: Observation) {
  return {
    id: observation.id,
    referenceNumber: observation.referenceNumber,
    content: observation.content,
    type: observation.type,
    classification: observation.classification,
    score: observation.score,
    chosenOption: observation.chosenOption,
    points: observation.points,
    max: observation.max,
    comment: observation.comment,
    pictures: observation.pictures.map(({ id, originalName }) => ({ id, originalName })),
  };
}
