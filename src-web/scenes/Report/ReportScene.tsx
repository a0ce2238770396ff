import { useParams } from 'wouter';
import { reportsApi } from '../../api/reports.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { link } from '../../routes.ts';
import { ReportBody } from './ReportBody.tsx';
import { ReportLoading } from './ReportLoading.tsx';
import { ReportTakeAway } from './ReportTakeAway.tsx';
import { useReport } from './use-report.ts';

/** /admin/sessions/{id}/report: the agent report of an inspection the agent has submitted. */
export function ReportScene() {
  const { id } = useParams<{ id: string }>();
  const { report, error } = useReport(id, reportsApi.report);
  return (
    <div className="report mx-auto max-w-5xl">
      {report ? (
        <ReportBody
          report={report}
          history={(questionId) => link.auditTrail({ inspectionId: report.id, questionId })}
          actions={<ReportTakeAway id={id} kind="report" />}
        />
      ) : error ? (
        <ErrorBanner messageKey={error} />
      ) : (
        <ReportLoading />
      )}
    </div>
  );
}
