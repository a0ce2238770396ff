import type { InspectionTypeFields, ModuleFields } from './fields.ts';

interface Change<T> {
  changes: Partial<T>;
  previous: Partial<T>;
}

export type InspectionTypeEvent =
  | {
      type: 'InspectionTypeCreated';
      data: InspectionTypeFields & {
        inspectionTypeId: string;
        organizationId: string;
        hotelId: string | null;
        templateId: string | null;
        createdAt: string;
      };
    }
  | { type: 'InspectionTypeUpdated'; data: Change<InspectionTypeFields> }
  | { type: 'InspectionTypeDeleted'; data: { at: string } }
  | { type: 'ModuleAdded'; data: ModuleFields & { moduleId: string } }
  | { type: 'ModuleUpdated'; data: Change<ModuleFields> & { moduleId: string } }
  | { type: 'ModuleRemoved'; data: { moduleId: string } };
