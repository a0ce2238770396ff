import { proxy } from 'valtio';
import { adminApi, type Organization } from '../api/admin.ts';
import { RequestFailed } from '../api/http.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveDocument, liveList } from '../realtime/live-list.ts';
import { liveClient } from '../realtime/session-socket.ts';
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
});

export async function loadOrganizations(): Promise<void> {
  await track(organizationsState.load, async () => {
    organizationsState.items = await adminApi.organizations();
  });
}

export async function createOrganization(name: string): Promise<boolean> {
  const created = await track(organizationsState.save, () => adminApi.createOrganization(name));
  // The answer is the organization as the GET presents it: into the store, and so into the list.
  if (created) liveClient.put('organizations', created.id, created.version, created);
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
      response = await adminApi.uploadLogo(idOrMy, form);
    } catch {
      throw new RequestFailed('errors.connection', 0);
    }
    const body = (await response.json().catch(() => ({}))) as Partial<Organization> & { msg?: string };
    if (!response.ok) throw new RequestFailed(body.msg ?? 'errors.server', response.status);
    return body as Organization;
  });
  if (done) applyOrganization(done);
  return !!done;
}

export async function deleteLogo(idOrMy: string): Promise<boolean> {
  const done = await track(organizationsState.logo, () => adminApi.deleteLogo(idOrMy));
  if (done) applyOrganization(done);
  return !!done;
}

/**
 * A logo command's answer is the organization as its GET presents it: into the store (and so the list), onto
 * the page, and, for one's own, into the session, whose logo the top bar shows at its new version at once.
 */
function applyOrganization(changed: Organization) {
  liveClient.put('organizations', changed.id, changed.version, changed);
  if (organizationsState.current?.id === changed.id) organizationsState.current = changed;
  const me = sessionState.user;
  if (me && changed.id === me.organizationId) {
    me.organizationHasLogo = changed.hasLogo;
    me.organizationLogoVersion = changed.logoVersion;
  }
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

/** The organization shown (its page, its settings) kept current from its room: a rename, a logo, its lists. */
export function organizationWatch(id: string): LiveWatch {
  return {
    ...liveDocument<Organization>({
      collection: 'organizations',
      id,
      get: () => organizationsState.current,
      set: (organization) => (organizationsState.current = organization),
    }),
    rooms: [room('org', id)],
    missed: () => void loadOrganization(id),
  };
}
