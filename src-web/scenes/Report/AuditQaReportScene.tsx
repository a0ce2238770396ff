import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { reportsApi } from '../../api/reports.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { link } from '../../routes.ts';
import { ActionPlanPanel } from '../ActionPlan/ActionPlanPanel.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { TabButton, TabPanel, TabPanels, TabRow, Tabs } from '../../components/Tabs.tsx';
import { ApproveFromReport } from './ApproveFromReport.tsx';
import { ReportBody } from './ReportBody.tsx';
import { ReportLoading } from './ReportLoading.tsx';
import { ReportTakeAway } from './ReportTakeAway.tsx';
import { useReport } from './use-report.ts';

/** /admin/sessions/{id}/report-auditqa: the audit report and, on a second tab, its action plan. */
export function AuditQaReportScene({ user }: { user: SignedInUser }) {
  const { id } = useParams<{ id: string }>();
  const { report, error } = useReport(id, reportsApi.auditQa);
  if (!report)
    return (
      <div className="mx-auto max-w-5xl">
        {error ? <ErrorBanner messageKey={error} /> : <ReportLoading />}
      </div>
    );
  return (
    <div className="report mx-auto max-w-5xl">
      <ApproveFromReport report={report} />
      <Tabs>
        <TabRow className="mb-4 print:hidden">
          <TabButton>
            <Trans id="report.auditTab">Audit report</Trans>
          </TabButton>
          <TabButton>
            <Trans id="report.actionPlan">Action plan</Trans>
          </TabButton>
        </TabRow>
        <TabPanels>
          <TabPanel>
            <ReportBody
              report={report}
              history={(questionId) => link.auditTrail({ inspectionId: report.id, questionId })}
              actions={<ReportTakeAway id={id} kind="reportAuditQA" />}
            />
          </TabPanel>
          <TabPanel>
            <div className="space-y-3">
              <Link href={link.actionPlan(id)} className="text-sky-800 underline print:hidden">
                <Trans id="actionPlan.openPrintable">Open the printable action plan</Trans>
              </Link>
              <ActionPlanPanel id={id} user={user} />
            </div>
          </TabPanel>
        </TabPanels>
      </Tabs>
    </div>
  );
}
