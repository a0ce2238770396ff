import { Trans } from '@lingui/react/macro';
import { ErrorBanner } from './ErrorBanner.tsx';

/** What a page shows until its record is there: the load's error, or that it is loading. */
export function LoadingOrError({ error }: { error: string | null }) {
  return error ? (
    <ErrorBanner messageKey={error} />
  ) : (
    <p role="status">
      <Trans id="shell.loading">Loading…</Trans>
    </p>
  );
}
