import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrganizationShare } from '../../api/reports.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import { formatDate, formatDateTime } from '../../i18n/dates.ts';
import { link } from '../../routes.ts';
import { loadShareLinks, revokeShareLink, shareLinksState } from '../../state/share-links.ts';
import { ShareStateBadge } from './ShareStateBadge.tsx';

/**
 * The organization's share links (settings): who made each, to which report, when it was made, until when
 * it works, when it was last opened, and whether it still works; a working link can be revoked here. Links
 * whose creator lost access were revoked by the system and say why.
 */
export function ShareLinksPanel({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const view = useSnapshot(shareLinksState);
  useErrorsGoWithScreen(() => [shareLinksState.load, shareLinksState.revoke]);
  const [revoking, setRevoking] = useState<OrganizationShare | null>(null);

  useEffect(() => {
    shareLinksState.items = [];
    void loadShareLinks(organizationId);
  }, [organizationId]);

  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="share-links-heading"
      data-testid="share-links"
    >
      <h2 id="share-links-heading" className="mb-1 text-lg font-semibold">
        <Trans id="shares.title">Share links</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        <Trans id="shares.intro">
          Reports shared by a link that opens them without signing in. A link stops working when it expires,
          is revoked, or its creator may no longer read the report.
        </Trans>
      </p>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="shares.empty">No report has been shared yet.</Trans>}
      >
        <Table
          columns={[
            { label: <Trans id="shares.report">Report</Trans> },
            { label: <Trans id="shares.state">State</Trans> },
            { label: <Trans id="shares.createdBy">Made by</Trans> },
            { label: <Trans id="shares.createdAt">Created</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="shares.expiresAt">Expires</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="shares.lastOpened">Last opened</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="shares.actions">Actions</Trans>, hidden: true },
          ]}
        >
          {view.items.map((share) => (
            <tr
              key={share.id}
              className="border-b border-slate-100 align-top last:border-0"
              data-share={share.id}
            >
              <td className="px-3 py-2">
                <TextLink
                  href={link.report(
                    share.inspection.id,
                    share.kind === 'reportAuditQA' ? 'auditQA' : undefined,
                  )}
                >
                  {share.inspection.title || '–'}
                </TextLink>
                <span className="block text-sm font-normal text-slate-600">
                  {share.hotel.name} ·{' '}
                  <span className="whitespace-nowrap">{formatDate(share.inspection.startDate)}</span>
                </span>
              </td>
              <td className="px-3 py-2">
                <ShareStateBadge share={share as OrganizationShare} />
              </td>
              <td
                className="px-3 py-2 text-slate-800"
                data-label={t({ id: 'shares.createdBy', message: 'Made by' })}
              >
                {share.createdBy.name || '–'}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'shares.createdAt', message: 'Created' })}
              >
                {formatDateTime(share.createdAt)}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'shares.expiresAt', message: 'Expires' })}
              >
                {formatDate(share.expiresAt)}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'shares.lastOpened', message: 'Last opened' })}
                data-testid="share-last-opened"
              >
                {share.lastOpenedAt
                  ? formatDateTime(share.lastOpenedAt)
                  : t({ id: 'shares.never', message: 'Never' })}
              </td>
              <td className="px-3 py-2">
                {share.state === 'active' && (
                  <button
                    type="button"
                    onClick={() => setRevoking(share as OrganizationShare)}
                    className="font-medium whitespace-nowrap text-red-700 underline"
                  >
                    <Trans id="shares.revoke">Revoke</Trans>
                    <span className="sr-only"> {share.inspection.title}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
      <ConfirmDialog
        open={revoking !== null}
        title={t({ id: 'shares.revokeTitle', message: 'Revoke share link' })}
        confirmLabel={<Trans id="shares.revoke">Revoke</Trans>}
        loading={view.revoke.loading}
        error={view.revoke.error}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (revoking && (await revokeShareLink(revoking))) setRevoking(null);
        }}
      >
        <Trans id="shares.revokeConfirm">
          Revoke the link to {revoking?.inspection.title} at {revoking?.hotel.name}? Whoever holds it can no
          longer open the report. This cannot be undone.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
