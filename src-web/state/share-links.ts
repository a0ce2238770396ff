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

/** Revokes a link through its inspection's route, then shows the list as the server has it. */
export async function revokeShareLink(share: OrganizationShare, idOrMy: string): Promise<boolean> {
  const revoked = await track(shareLinksState.revoke, () =>
    reportsApi.revokeShare(share.inspection.id, share.id),
  );
  if (revoked) await loadShareLinks(idOrMy);
  return !!revoked;
}
