import { Trans } from '@lingui/react/macro';

/** The report's spinner (administration §8: safeQReport.pleaseWait) while its code or its figures load. */
export function ReportLoading() {
  return (
    <div className="flex items-center gap-3 p-6 text-slate-700" role="status">
      <span
        className="h-6 w-6 animate-spin rounded-full border-4 border-sky-700 border-t-transparent"
        aria-hidden="true"
      />
      <Trans id="safeQReport.pleaseWait">Please wait, the report is being prepared…</Trans>
    </div>
  );
}
