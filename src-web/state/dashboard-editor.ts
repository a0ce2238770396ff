import { proxy } from 'valtio';
import { room } from '../../src-domain/shared/rooms.ts';
import { dashboardsApi, type Dashboard, type DashboardInput, type DashboardView } from '../api/dashboards.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { liveList } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';

/** The fields as the editor holds them while typed: the interval as its text until the field is left. */
export type DashboardForm = Omit<DashboardInput, 'languageRotationInterval'> & {
  languageRotationInterval: string;
};

/** One dashboard's editor: the saved dashboard, the form, its figures for the preview, and its actions. */
export const dashboardEditorState = proxy({
  dashboard: null as Dashboard | null,
  form: null as DashboardForm | null,
  /** The view's figures for the preview; null until read (or when the entity's dashboards are off). */
  figures: null as DashboardView | null,
  load: idle(),
  save: idle(),
  regenerate: idle(),
  /** Unsaved changes: "saved" shows only when there are none. */
  dirty: false,
  /** Another admin removed the dashboard while it was open here. */
  removed: false,
});

const formOf = (dashboard: Dashboard): DashboardForm => ({
  name: dashboard.name,
  friendlyName: dashboard.friendlyName,
  headerLink: dashboard.headerLink,
  showOrganizationData: dashboard.showOrganizationData,
  showOrganizationLogo: dashboard.showOrganizationLogo,
  backgroundColor: dashboard.backgroundColor,
  textColor: dashboard.textColor,
  language: dashboard.language,
  rotateLanguages: dashboard.rotateLanguages,
  languageRotationInterval: String(dashboard.languageRotationInterval),
});

function show(dashboard: Dashboard): void {
  dashboardEditorState.dashboard = dashboard;
  dashboardEditorState.form = formOf(dashboard);
  dashboardEditorState.dirty = false;
}

/** The create route: one dashboard for the entity, made on opening; answers its id to go on to. */
export async function createDashboard(hotelId: string): Promise<string | undefined> {
  const created = await track(dashboardEditorState.load, () => dashboardsApi.create(hotelId));
  if (created) show(created);
  return created?.id;
}

export async function loadDashboard(id: string): Promise<void> {
  if (dashboardEditorState.dashboard?.id !== id) {
    dashboardEditorState.dashboard = null;
    dashboardEditorState.form = null;
    dashboardEditorState.figures = null;
    dashboardEditorState.save = idle();
    dashboardEditorState.removed = false;
  }
  const dashboard = await track(dashboardEditorState.load, () => dashboardsApi.get(id));
  if (!dashboard) return;
  // Loaded again (the room joined after the first load, a reconnect) while settings are typed here: they
  // stay, as with a pushed change; only a clean form follows what was saved.
  if (dashboardEditorState.dirty && dashboardEditorState.dashboard?.id === id)
    dashboardEditorState.dashboard = dashboard;
  else show(dashboard);
  await loadFigures(dashboard.uuid);
}

/** The preview shows the real figures when the view answers; without them it shows the layout empty. */
async function loadFigures(uuid: string): Promise<void> {
  dashboardEditorState.figures = await dashboardsApi.view(uuid).catch(() => null);
}

export function editDashboard(changes: Partial<DashboardForm>): void {
  const form = dashboardEditorState.form;
  if (!form) return;
  Object.assign(form, changes);
  // Administration §4: with rotation off the dashboard shows one language, the first of its list.
  if (changes.rotateLanguages === false) form.language = form.language.split(',')[0] ?? form.language;
  dashboardEditorState.dirty = true;
  if (dashboardEditorState.save.status !== 'started') dashboardEditorState.save = idle();
}

export async function saveDashboard(): Promise<void> {
  const { dashboard, form } = dashboardEditorState;
  if (!dashboard || !form) return;
  const input: DashboardInput = { ...form, languageRotationInterval: Number(form.languageRotationInterval) };
  const saved = await track(dashboardEditorState.save, () => dashboardsApi.update(dashboard.id, input));
  if (saved) show(saved);
}

/** A new uuid: every link and embed of the old one stops working (the editor asked first). */
export async function regenerateDashboard(): Promise<boolean> {
  const dashboard = dashboardEditorState.dashboard;
  if (!dashboard) return false;
  const answer = await track(dashboardEditorState.regenerate, () => dashboardsApi.regenerate(dashboard.id));
  if (!answer) return false;
  // Only the uuid (and version) changed: settings being edited stay as typed.
  dashboardEditorState.dashboard = answer;
  await loadFigures(answer.uuid);
  return true;
}

/**
 * The open dashboard kept current from its entity's room (the entity's admins are pushed its dashboards):
 * another admin's change shows without a GET. The form follows it while nothing is typed here; typed
 * settings stay as they are (saving sends them). A new uuid (regenerated elsewhere) changes the links and
 * reads the preview's figures of the new view; a removal says so.
 */
export function dashboardEditorWatch(id: string, hotelId: string): LiveWatch {
  const held = () => (dashboardEditorState.dashboard?.id === id ? dashboardEditorState.dashboard : null);
  return liveList<Dashboard>({
    rooms: [room('hotel', hotelId)],
    collection: 'dashboards',
    toRow: (doc) => ((doc as Dashboard).id === id ? (doc as Dashboard) : null),
    compare: () => 0,
    rows: () => {
      const dashboard = held();
      return dashboard ? [dashboard] : [];
    },
    setRows: ([dashboard]) => {
      if (!held()) return;
      if (!dashboard) return void (dashboardEditorState.removed = true);
      const uuidChanged = dashboard.uuid !== held()!.uuid;
      if (dashboardEditorState.dirty) dashboardEditorState.dashboard = dashboard;
      else show(dashboard);
      if (uuidChanged) void loadFigures(dashboard.uuid);
    },
    reload: () => loadDashboard(id),
  });
}
