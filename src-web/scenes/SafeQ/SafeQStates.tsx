import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { ReportLoading } from '../Report/ReportLoading.tsx';
import type { Loaded } from './use-loaded.ts';

/**
 * Administration §8 for the Safe Q reports: the spinner (safeQReport.pleaseWait) while loading, the
 * translated error on failure, safeQReport.noReport when there is nothing to show, else the report.
 */
export function SafeQStates<T>({
  loaded,
  isEmpty,
  children,
}: {
  loaded: Loaded<T>;
  isEmpty: (value: T) => boolean;
  children: (value: T) => ReactNode;
}) {
  if (loaded.state === 'loading') return <ReportLoading />;
  if (loaded.state === 'failed') return <ErrorBanner messageKey={loaded.error} />;
  if (isEmpty(loaded.value))
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
        <Trans id="safeQReport.noReport">There is no report for this day.</Trans>
      </p>
    );
  return <>{children(loaded.value)}</>;
}
