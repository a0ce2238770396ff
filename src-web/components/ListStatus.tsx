import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AsyncStatus } from '../state/async.ts';
import { ErrorBanner } from './ErrorBanner.tsx';

/** A list's loading, error and empty states around its content. */
export function ListStatus({
  load,
  count,
  empty,
  children,
}: {
  load: AsyncStatus;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorBanner messageKey={load.error} />
      {load.loading && count === 0 ? (
        <p role="status" className="text-slate-600">
          <Trans id="shell.loading">Loading…</Trans>
        </p>
      ) : count === 0 && load.status === 'done' ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {empty}
        </p>
      ) : (
        children
      )}
    </>
  );
}
