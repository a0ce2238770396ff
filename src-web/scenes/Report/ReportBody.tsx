import type { ReactNode } from 'react';
import type { Report } from '../../api/reports.ts';
import { ExtraQuestions } from './ExtraQuestions.tsx';
import { ModuleObservations, type HistoryLink } from './ModuleObservations.tsx';
import { ReportHeader } from './ReportHeader.tsx';
import { ComfortZones, ExternalScores, GeneralComments } from './ReportNotes.tsx';
import { ReportOverTime } from './ReportOverTime.tsx';
import { ReportSections } from './ReportSections.tsx';
import { ReportSummary } from './ReportSummary.tsx';
import { ResultBars } from './ResultBars.tsx';
import { WorstAnswers } from './WorstAnswers.tsx';

/**
 * The agent report's content (administration §2 "Reports"), shared by the agent report and the audit QA
 * report's first tab. Comfort zones are not asked in audits and ratings elsewhere only in agentQ
 * (inspection-run §2), so a report shows them only where they could have been answered.
 */
export function ReportBody({
  report,
  history,
  actions,
}: {
  report: Report;
  history?: HistoryLink;
  /** Download, PDF and share: right under the header, not below a page of observations. */
  actions?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <ReportHeader report={report} />
      {actions}
      <ReportSummary report={report} />
      <ReportSections report={report} />
      <ResultBars report={report} />
      {report.reportType !== 'auditQA' && <ComfortZones report={report} />}
      <GeneralComments text={report.generalComments} />
      {report.reportType === 'agentQ' && <ExternalScores scores={report.externalScores} />}
      <WorstAnswers report={report} />
      {report.modules.map((module) => (
        <ModuleObservations key={module.id} module={module} history={history} />
      ))}
      <ExtraQuestions questions={report.extraQuestions} />
      <ReportOverTime report={report} />
    </div>
  );
}
