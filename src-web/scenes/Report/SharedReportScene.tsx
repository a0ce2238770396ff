import { Trans } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { reportsApi, type SharedReport } from '../../api/reports.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';
import { ActionPlanItems } from './ActionPlanItems.tsx';
import { FileUrlContext } from './file-url.ts';
import { ReportBody } from './ReportBody.tsx';
import { ReportLoading } from './ReportLoading.tsx';
import { useReport } from './use-report.ts';
import { formatDate } from '../../i18n/dates.ts';
import { SharedPdfLink } from './SharedPdfLink.tsx';

/**
 * /shared/reports/{token}: a report opened by its share link, without signing in and read-only. The
 * audit report shows its action plan under it. A link never made, revoked or expired says so.
 */
export function SharedReportScene() {
  const { token } = useParams<{ token: string }>();
  const { report, error } = useReport<SharedReport>(token, reportsApi.shared, { live: false });
  return (
    <FileUrlContext.Provider value={(picture) => reportsApi.sharedFileUrl(token, picture.id)}>
      <main className="min-h-screen bg-slate-50 px-4 py-4">
        <div className="report mx-auto max-w-5xl space-y-4">
          <div className="flex items-center justify-between print:hidden">
            <p className="text-sm font-bold tracking-widest text-sky-800 uppercase">Inspecta</p>
            <LanguagePicker />
          </div>
          {report ? (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-sm text-slate-600" data-testid="shared-until">
                  <Trans id="report.sharedUntil">Shared read-only until {formatDate(report.expiresAt)}</Trans>
                </p>
                <SharedPdfLink token={token} />
              </div>
              <ReportBody report={report} />
              {report.kind === 'reportAuditQA' && <ActionPlanItems items={report.actionItems ?? []} />}
            </>
          ) : error ? (
            <ErrorBanner messageKey={error} />
          ) : (
            <ReportLoading />
          )}
        </div>
      </main>
    </FileUrlContext.Provider>
  );
}
