import { proxy } from 'valtio';
import { catalogueApi, type ModuleType } from '../api/catalogue.ts';
import {
  inspectionTypesApi,
  type InspectionModule,
  type InspectionType,
  type ModuleInput,
} from '../api/inspection-types.ts';
import { modulesInOrder } from '../../src-domain/inspection-type/modules-in-order.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { QuestionTree } from '../api/catalogue.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveDocument, liveList, together, upsert } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';
import { storedLocale } from './locale.ts';
import { moduleTypeLine } from './questions.ts';

/** The server update of an edited ordinal goes this long after the last keystroke (administration §9). */
export const ORDINAL_DEBOUNCE_MS = 1200;

export type RowStatus = 'updating' | 'updated' | 'failed';

/** The module administration grid of one inspection type. */
export const modulesState = proxy({
  type: null as InspectionType | null,
  /** The id of the type shown when another admin deleted it: the screen says so instead of loading. */
  deleted: null as string | null,
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
    Object.assign(modulesState, { type, modules, moduleTypes, deleted: null });
  });
}

/** The list GET's order: by ordinal, then name. */
const byOrdinal = (a: InspectionModule, b: InspectionModule) =>
  a.ordinal - b.ordinal || a.name.localeCompare(b.name);

/** A module as the server answered a change of it (presented as the list GET does), or null once removed. */
function applyModule(id: string, module: InspectionModule | null): void {
  const next = upsert(modulesState.modules, id, module, byOrdinal);
  if (next) modulesState.modules = next;
}

export async function saveModule(typeId: string, id: string | null, input: ModuleInput): Promise<boolean> {
  const saved = await track(modulesState.save, () =>
    id
      ? inspectionTypesApi.updateModule(typeId, id, input, storedLocale())
      : inspectionTypesApi.createModule(typeId, input, storedLocale()),
  );
  if (saved) applyModule(saved.id, saved);
  return !!saved;
}

export async function deleteModule(typeId: string, id: string): Promise<boolean> {
  const done = await track(modulesState.remove, () => inspectionTypesApi.removeModule(typeId, id));
  if (done) applyModule(id, null);
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
    const saved = await inspectionTypesApi.updateModule(typeId, id, { ordinal }, storedLocale());
    if (modulesState.ordinalDrafts[id] === value) delete modulesState.ordinalDrafts[id];
    modulesState.rows[id] = 'updated';
    applyModule(id, saved);
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
    const saved = await inspectionTypesApi.updateModule(
      typeId,
      module.id,
      { [flag]: !module[flag] },
      storedLocale(),
    );
    modulesState.rows[module.id] = 'updated';
    applyModule(module.id, saved);
  } catch (error) {
    modulesState.rows[module.id] = 'failed';
    modulesState.rowError = (error as { msg?: string }).msg ?? 'errors.server';
  }
}

/** The grid again from the type and module types held, as the modules GET presents it. */
function regrid(): void {
  const { type, moduleTypes } = modulesState;
  if (!type) return;
  const names = new Map(moduleTypes.map((m) => [m.id, m.name]));
  modulesState.modules = modulesInOrder(type.id, type.modules, (id) => names.get(id) ?? '');
}

/**
 * The grid kept current from the catalogue room of the interface language: a pushed inspection type (as its
 * GET answers it, modules included) or module type (its name) lays the grid out again in the browser; a
 * deleted module type leaves the list the create dialog offers.
 */
export function modulesWatch(typeId: string, language: Locale, reload: () => unknown): LiveWatch {
  return together(
    reload,
    liveDocument<InspectionType>({
      collection: 'inspectionTypes',
      id: typeId,
      get: () => modulesState.type,
      set: (type) => {
        if (!type) modulesState.deleted = typeId;
        modulesState.type = type;
        regrid();
      },
    }),
    liveList<ModuleType>({
      rooms: [room('catalogue', language)],
      collection: 'moduleTypes',
      toRow: (doc) => moduleTypeLine(doc as QuestionTree),
      compare: byName,
      rows: () => modulesState.moduleTypes,
      setRows: (rows) => {
        modulesState.moduleTypes = rows;
        regrid();
      },
      reload,
    }),
  );
}
