import type { InspectionTypeEvent } from './events.ts';
import type { InspectionTypeFields, ModuleFields } from './fields.ts';

export interface InspectionTypeState {
  exists: boolean;
  deleted: boolean;
  fields: InspectionTypeFields | null;
  modules: Record<string, ModuleFields>;
}

export const initialInspectionTypeState = (): InspectionTypeState => ({
  exists: false,
  deleted: false,
  fields: null,
  modules: {},
});

export function evolveInspectionType(
  state: InspectionTypeState,
  event: InspectionTypeEvent,
): InspectionTypeState {
  switch (event.type) {
    case 'InspectionTypeCreated': {
      const {
        inspectionTypeId: _id,
        organizationId: _o,
        hotelId: _h,
        templateId: _t,
        createdAt: _c,
        ...fields
      } = event.data;
      return { ...state, exists: true, fields };
    }
    case 'InspectionTypeUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'InspectionTypeDeleted':
      return { ...state, deleted: true };
    case 'ModuleAdded': {
      const { moduleId, ...fields } = event.data;
      return { ...state, modules: { ...state.modules, [moduleId]: fields } };
    }
    case 'ModuleUpdated':
      return {
        ...state,
        modules: {
          ...state.modules,
          [event.data.moduleId]: { ...state.modules[event.data.moduleId]!, ...event.data.changes },
        },
      };
    case 'ModuleRemoved': {
      const { [event.data.moduleId]: _gone, ...modules } = state.modules;
      return { ...state, modules };
    }
  }
}
