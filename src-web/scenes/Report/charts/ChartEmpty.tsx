import { Trans } from '@lingui/react/macro';

/** What a chart says instead when no approved report of the period has a figure for it. */
export function ChartEmpty() {
  return (
    <p className="text-slate-600 italic">
      <Trans id="report.noHistory">No approved report in this period yet.</Trans>
    </p>
  );
}
