import { proxy } from 'valtio';
import { DASHBOARD_VIEW_COLLECTION, dashboardsApi, type DashboardView } from '../api/dashboards.ts';
import { RequestFailed } from '../api/http.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { idle } from './async.ts';

/**
 * The public wall dashboard: the figures document of one uuid, as its GET answers and its room pushes.
 * `gone` once the uuid no longer answers (regenerated or removed): the old link then says so.
 */
export const dashboardViewState = proxy({
  uuid: '',
  view: null as DashboardView | null,
  load: idle(),
  gone: false,
  /** Whether the socket is up: while it is down, the spec's 60-second reload stands in for the pushes. */
  connected: false,
});

export async function loadDashboardView(uuid: string): Promise<void> {
  if (dashboardViewState.uuid !== uuid) Object.assign(dashboardViewState, { uuid, view: null, gone: false });
  try {
    const view = await dashboardsApi.view(uuid);
    if (dashboardViewState.uuid !== uuid) return;
    if (!dashboardViewState.view || view.version >= dashboardViewState.view.version)
      dashboardViewState.view = view;
    dashboardViewState.load = idle();
  } catch (error) {
    if (error instanceof RequestFailed && error.status === 404) return goneFor(uuid);
    // A failed reload keeps the figures shown; the screen shows the error only when it has none.
    dashboardViewState.load = {
      ...idle(),
      status: 'failed',
      error: error instanceof RequestFailed ? error.msg : 'errors.server',
    };
  }
}

function goneFor(uuid: string): void {
  if (dashboardViewState.uuid === uuid) Object.assign(dashboardViewState, { gone: true, view: null });
}

/**
 * The view's room: a pushed figures document replaces the one shown (the live client's store judges its
 * version); a removal or being taken out of the room means the uuid was regenerated or the dashboard
 * removed, and the page says so.
 */
export function dashboardViewWatch(uuid: string): LiveWatch {
  return {
    rooms: [room('dashboard', uuid)],
    collections: [DASHBOARD_VIEW_COLLECTION],
    known: () => dashboardViewState.view?.version,
    change: (push) => {
      if (push.removed) return goneFor(uuid);
      const view = push.doc as DashboardView;
      if (view.uuid === uuid) dashboardViewState.view = view;
    },
    missed: () => void loadDashboardView(uuid),
    revoked: () => goneFor(uuid),
  };
}
