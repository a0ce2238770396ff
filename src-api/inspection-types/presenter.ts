import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';

/** An inspection type as the admin screens edit it; `hotel` carries the entity's name for tables. */
export function presentInspectionType(doc: InspectionTypeDocument, hotelName: string | null = null) {
  const { _id, modules, ...fields } = stripTracking(doc as TrackedDocument<InspectionTypeDocument>);
  return {
    id: _id,
    ...fields,
    hotel: doc.hotelId ? { id: doc.hotelId, name: hotelName ?? '' } : null,
    moduleCount: modules.length,
  };
}

/** The module grid (administration §3 InspectionModule): in ordinal order, with the module type's name. */
export function presentModules(doc: InspectionTypeDocument, moduleTypes: ModuleTypeDocument[]) {
  const names = new Map(moduleTypes.map((type) => [type._id, type.name]));
  return [...doc.modules]
    .sort((a, b) => a.ordinal - b.ordinal || a.name.localeCompare(b.name))
    .map(({ moduleTypeId, ...module }) => ({
      ...module,
      inspectionTypeId: doc._id,
      inspectionModuleType: { id: moduleTypeId, name: names.get(moduleTypeId) ?? '' },
    }));
}
