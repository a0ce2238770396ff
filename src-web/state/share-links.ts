import { proxy } from 'valtio';
import { reportsApi, type OrganizationShare } from '../api/reports.ts';
import { idle, track } from './async.ts';

/** An organization's share links, as its settings list them, and the revocation asked from there. */
export const shareLinksState = proxy({
  items: [] as OrganizationShare[],
  load: idle(),
  revoke: idle(),
});

export async function loadShareLinks(idOrMy: string): Promise<void> {
  await track(shareLinksState.load, async () => {
    shareLinksState.items = await reportsApi.organizationShares(idOrMy);
  });
}

/** Revokes a link through its inspection's route; its row shows it revoked as the server answers it. */
export async function revokeShareLink(share: OrganizationShare): Promise<boolean> {
  const revoked = await track(shareLinksState.revoke, () =>
    reportsApi.revokeShare(share.inspection.id, share.id),
  );
  // The panel lists revoked links too: the row takes the revoked link the server answers, in place.
  if (revoked)
    shareLinksState.items = shareLinksState.items.map((s) =>
      s.id === share.id ? { ...s, ...revoked, inspection: s.inspection } : s,
    );
  return !!revoked;
}
