import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { link } from '../../routes.ts';
import { dismissNotice, noticeState, useNoticeUntilLeft } from '../../state/notice.ts';

/** What the action that led here did (a submit, a self-serve create), with the way to that inspection. */
export function StartNotice() {
  const { t } = useLingui();
  const { notice } = useSnapshot(noticeState);
  useNoticeUntilLeft();
  if (!notice) return null;
  const name = `${notice.hotelName} · ${notice.typeName}`;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-950"
    >
      <p className="min-w-0 flex-1">
        {notice.kind === 'submitted' ? (
          <Trans id="start.notice.submitted">{name} was submitted for approval.</Trans>
        ) : (
          <Trans id="start.notice.created">{name} was created.</Trans>
        )}{' '}
        <Link href={link.inspection(notice.inspectionId)} className="font-semibold underline">
          {notice.kind === 'submitted' ? (
            <Trans id="start.notice.view">View it</Trans>
          ) : (
            <Trans id="start.notice.open">Open the inspection</Trans>
          )}
        </Link>
      </p>
      <button
        type="button"
        onClick={dismissNotice}
        aria-label={t({ id: 'start.notice.close', message: 'Close the notice' })}
        className="rounded px-2 text-lg leading-none hover:bg-emerald-100 focus:ring-2 focus:ring-emerald-600 focus:outline-none"
      >
        ×
      </button>
    </div>
  );
}
