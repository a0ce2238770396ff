import type { Role } from '../shared/roles.ts';
import type { InspectionTypeFields, ModuleFields } from './fields.ts';

export type InspectionTypeCommand =
  | {
      type: 'CreateInspectionType';
      actorRole: Role;
      inspectionTypeId: string;
      organizationId: string;
      hotelId: string | null;
      fields: InspectionTypeFields;
      /** Created from a template: its modules come along (with new ids from `moduleIds`). */
      template: { inspectionTypeId: string; modules: Array<ModuleFields & { moduleId: string }> } | null;
      moduleIds: Record<string, string>;
      now: string;
    }
  | { type: 'UpdateInspectionType'; actorRole: Role; fields: Partial<InspectionTypeFields> }
  | { type: 'DeleteInspectionType'; actorRole: Role; now: string }
  | { type: 'AddModule'; actorRole: Role; moduleId: string; fields: ModuleFields }
  | { type: 'UpdateModule'; actorRole: Role; moduleId: string; fields: Partial<ModuleFields> }
  | { type: 'RemoveModule'; actorRole: Role; moduleId: string };
