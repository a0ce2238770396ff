import { proxy } from 'valtio';
import { catalogueApi, type ModuleType } from '../api/catalogue.ts';
import {
  inspectionTypesApi,
  type InspectionModule,
  type InspectionType,
  type ModuleInput,
} from '../api/inspection-types.ts';
import { idle, track } from './async.ts';
import { storedLocale } from './locale.ts';

/** The server update of an edited ordinal goes this long after the last keystroke (administration §9). */
export const ORDINAL_DEBOUNCE_MS = 1200;

export type RowStatus = 'updating' | 'updated' | 'failed';

/** The module administration grid of one inspection type. */
export const modulesState = proxy({
  type: null as InspectionType | null,
  modules: [] as InspectionModule[],
  moduleTypes: [] as ModuleType[],
  /** What the ordinal inputs show while their update waits or runs. */
  ordinalDrafts: {} as Record<string, string>,
  rows: {} as Record<string, RowStatus>,
  rowError: null as string | null,
  load: idle(),
  save: idle(),
  remove: idle(),
});

export async function loadModules(typeId: string): Promise<void> {
  await track(modulesState.load, async () => {
    const [type, modules, moduleTypes] = await Promise.all([
      inspectionTypesApi.get(typeId),
      inspectionTypesApi.modules(typeId, storedLocale()),
      catalogueApi.moduleTypes(storedLocale()),
    ]);
    Object.assign(modulesState, { type, modules, moduleTypes });
  });
}

async function reloadModules(typeId: string): Promise<void> {
  modulesState.modules = await inspectionTypesApi
    .modules(typeId, storedLocale())
    .catch(() => modulesState.modules);
}

export async function saveModule(typeId: string, id: string | null, input: ModuleInput): Promise<boolean> {
  const saved = await track(modulesState.save, () =>
    id ? inspectionTypesApi.updateModule(typeId, id, input) : inspectionTypesApi.createModule(typeId, input),
  );
  if (saved) await reloadModules(typeId);
  return !!saved;
}

export async function deleteModule(typeId: string, id: string): Promise<boolean> {
  const done = await track(modulesState.remove, () => inspectionTypesApi.removeModule(typeId, id));
  if (done) await reloadModules(typeId);
  return !!done;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * An ordinal typed in the grid: the row shows "updating" at once, the update is sent 1.2 s after the last
 * keystroke, then the row shows "updated" and the grid reorders. A value that is not a whole number is sent
 * too, so the server's key explains it.
 */
export function editOrdinal(typeId: string, id: string, value: string): void {
  modulesState.ordinalDrafts[id] = value;
  modulesState.rows[id] = 'updating';
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      void sendOrdinal(typeId, id, value);
    }, ORDINAL_DEBOUNCE_MS),
  );
}

async function sendOrdinal(typeId: string, id: string, value: string): Promise<void> {
  modulesState.rowError = null;
  try {
    const ordinal = value.trim() === '' ? Number.NaN : Number(value);
    await inspectionTypesApi.updateModule(typeId, id, { ordinal });
    if (modulesState.ordinalDrafts[id] === value) delete modulesState.ordinalDrafts[id];
    modulesState.rows[id] = 'updated';
    await reloadModules(typeId);
  } catch (error) {
    modulesState.rows[id] = 'failed';
    modulesState.rowError = (error as { msg?: string }).msg ?? 'errors.server';
  }
}

/** A toggle is sent at once; the grid shows the server's answer. */
export async function toggleModuleFlag(
  typeId: string,
  module: InspectionModule,
  flag: 'isMandatory' | 'isDefaultNA' | 'useTabs',
): Promise<void> {
  modulesState.rows[module.id] = 'updating';
  modulesState.rowError = null;
  try {
    await inspectionTypesApi.updateModule(typeId, module.id, { [flag]: !module[flag] });
    modulesState.rows[module.id] = 'updated';
    await reloadModules(typeId);
  } catch (error) {
    modulesState.rows[module.id] = 'failed';
    modulesState.rowError = (error as { msg?: string }).msg ?? 'errors.server';
  }
}
