import { Trans, useLingui } from '@lingui/react/macro';
import type { OrganizationShare, ShareRevocationReason } from '../../api/reports.ts';

const STYLE: Record<OrganizationShare['state'], string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  revoked: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** Whether a link still works, in words and colour, and for a revoked one who revoked it or why. */
export function ShareStateBadge({ share }: { share: OrganizationShare }) {
  const { t } = useLingui();
  const names: Record<OrganizationShare['state'], string> = {
    active: t({ id: 'shares.active', message: 'Active' }),
    expired: t({ id: 'shares.expired', message: 'Expired' }),
    revoked: t({ id: 'shares.revoked', message: 'Revoked' }),
  };
  const reasons: Record<ShareRevocationReason, string> = {
    creatorDeleted: t({ id: 'shares.reason.creatorDeleted', message: 'Its creator was deleted' }),
    creatorDeactivated: t({ id: 'shares.reason.creatorDeactivated', message: 'Its creator was deactivated' }),
    creatorRoleChanged: t({
      id: 'shares.reason.creatorRoleChanged',
      message: "Its creator's role no longer reaches the report",
    }),
    creatorUnlinked: t({
      id: 'shares.reason.creatorUnlinked',
      message: 'Its creator no longer works at the entity',
    }),
  };
  const revoker = share.revokedBy?.name;
  return (
    <>
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLE[share.state]}`}
        data-state={share.state}
      >
        {names[share.state]}
      </span>
      {share.state === 'revoked' && (
        <span className="mt-1 block text-xs text-slate-600" data-testid="share-revoked-why">
          {share.revokedReason ? (
            reasons[share.revokedReason]
          ) : revoker ? (
            <Trans id="shares.revokedBy">By {revoker}</Trans>
          ) : null}
        </span>
      )}
    </>
  );
}
