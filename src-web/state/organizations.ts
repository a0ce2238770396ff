import { proxy } from 'valtio';
import { adminApi, type Organization } from '../api/admin.ts';
import { RequestFailed } from '../api/http.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { sessionState } from './session.ts';
import { room } from '../../src-domain/shared/rooms.ts';

/** The organization list (superUser) and the organization shown on its page or settings. */
export const organizationsState = proxy({
  items: [] as Organization[],
  current: null as Organization | null,
  load: idle(),
  save: idle(),
  logo: idle(),
  /** Bumped after a logo change so every <img> of it reloads. */
  logoVersion: Date.now(),
});

export async function loadOrganizations(): Promise<void> {
  await track(organizationsState.load, async () => {
    organizationsState.items = await adminApi.organizations();
  });
}

export async function createOrganization(name: string): Promise<boolean> {
  const created = await track(organizationsState.save, () => adminApi.createOrganization(name));
  if (created) await loadOrganizations();
  return !!created;
}

export async function loadOrganization(idOrMy: string): Promise<void> {
  await track(organizationsState.load, async () => {
    organizationsState.current = await adminApi.organization(idOrMy);
  });
}

export async function saveNotificationLists(
  idOrMy: string,
  reportEmail: string[],
  incompleteEmail: string[],
): Promise<boolean> {
  const saved = await track(organizationsState.save, () =>
    adminApi.updateOrganization(idOrMy, { reportEmail, incompleteEmail }),
  );
  if (saved) organizationsState.current = saved;
  return !!saved;
}

/** Multipart upload of the logo (field `image`); the answer's msg is the error key on failure. */
export async function uploadLogo(idOrMy: string, file: File): Promise<boolean> {
  const done = await track(organizationsState.logo, async () => {
    const form = new FormData();
    form.append('image', file, file.name);
    let response: Response;
    try {
      response = await fetch(`/api/admin/organizations/${idOrMy}/logo`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
    } catch {
      throw new RequestFailed('errors.connection', 0);
    }
    const body = (await response.json().catch(() => ({}))) as { msg?: string };
    if (!response.ok) throw new RequestFailed(body.msg ?? 'errors.server', response.status);
    return true;
  });
  if (done) await afterLogoChange(idOrMy);
  return !!done;
}

export async function deleteLogo(idOrMy: string): Promise<boolean> {
  const done = await track(organizationsState.logo, () => adminApi.deleteLogo(idOrMy));
  if (done) await afterLogoChange(idOrMy);
  return !!done;
}

async function afterLogoChange(idOrMy: string) {
  organizationsState.logoVersion = Date.now();
  await loadOrganization(idOrMy);
  // The top bar asks for the logo only when the session says there is one: one's own changes it at once.
  const me = sessionState.user;
  const changed = organizationsState.current;
  if (me && changed && changed.id === me.organizationId) me.organizationHasLogo = !!changed.hasLogo;
}

/** The organization list (superUser) kept current from the rooms of the organizations it shows. */
export function organizationsWatch(organizationIds: readonly string[]): LiveWatch {
  return liveList<Organization>({
    rooms: organizationIds.map((id) => room('org', id)),
    collection: 'organizations',
    toRow: (doc) => doc as Organization,
    compare: byName,
    rows: () => organizationsState.items,
    setRows: (rows) => (organizationsState.items = rows),
    reload: loadOrganizations,
  });
}
