import { Plural } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { inspectionState } from '../../state/inspection.ts';

/**
 * How many changes wait for the connection, and a change made offline that the server then refused (one
 * that answers a question shows under that question instead).
 */
export function OutboxStatus() {
  const view = useSnapshot(inspectionState);
  const pending = view.pending;
  return (
    <>
      {view.failed && !view.failed.questionId && <ErrorBanner messageKey={view.failed.key} />}
      {pending > 0 && (
        <p
          role="status"
          className="sticky top-2 z-10 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          <Plural
            id="module.pending"
            value={pending}
            one="# change is not saved yet: it is sent when the connection is back."
            other="# changes are not saved yet: they are sent when the connection is back."
          />
        </p>
      )}
    </>
  );
}
