import type { Changes } from '../shared/changes.ts';
import type { InspectionTypeFields, ModuleFields } from './fields.ts';

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
  | { type: 'InspectionTypeUpdated'; data: Changes<InspectionTypeFields> }
  | { type: 'InspectionTypeDeleted'; data: { at: string } }
  | { type: 'ModuleAdded'; data: ModuleFields & { moduleId: string } }
  | { type: 'ModuleUpdated'; data: Changes<ModuleFields> & { moduleId: string } }
  | { type: 'ModuleRemoved'; data: { moduleId: string } };
