import type { ModuleFields } from './fields.ts';

/**
 * An inspection type's module grid (administration §3 InspectionModule): in ordinal order (then by name),
 * each with its module type's name as the viewer reads it. The modules GET presents it so, and the open
 * modules screen computes it again from a pushed type and the module types it holds.
 */
export function modulesInOrder(
  inspectionTypeId: string,
  modules: ReadonlyArray<ModuleFields & { id: string }>,
  moduleTypeName: (moduleTypeId: string) => string,
) {
  return [...modules]
    .sort((a, b) => a.ordinal - b.ordinal || a.name.localeCompare(b.name))
    .map(({ moduleTypeId, ...module }) => ({
      ...module,
      inspectionTypeId,
      inspectionModuleType: { id: moduleTypeId, name: moduleTypeName(moduleTypeId) },
    }));
}
