import { CATALOGUE_ROOMS, room } from '../../src-domain/shared/rooms.ts';
import type {
  InspectionTypeEvent,
  InspectionTypeFields,
  ModuleFields,
} from '../../src-domain/inspection-type/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export interface InspectionTypeDocument extends Document, InspectionTypeFields {
  organizationId: string;
  hotelId: string | null;
  templateId: string | null;
  createdAt: string;
  modules: Array<ModuleFields & { id: string }>;
}

export const inspectionTypesProjection: Projection<InspectionTypeDocument, InspectionTypeEvent> = {
  name: 'inspectionTypes',
  collection: 'inspectionTypes',
  version: 1,
  handles: {
    InspectionTypeCreated: true,
    InspectionTypeUpdated: true,
    InspectionTypeDeleted: true,
    ModuleAdded: true,
    ModuleUpdated: true,
    ModuleRemoved: true,
  },
  documentIds: idOfStream('inspectionType'),
  evolve: (doc, event) => {
    if (event.type === 'InspectionTypeCreated') {
      const { inspectionTypeId, ...fields } = event.data;
      return { _id: inspectionTypeId, ...fields, modules: [] };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'InspectionTypeUpdated':
        return { ...doc, ...event.data.changes };
      case 'InspectionTypeDeleted':
        return null;
      case 'ModuleAdded': {
        const { moduleId, ...fields } = event.data;
        return { ...doc, modules: [...doc.modules, { id: moduleId, ...fields }] };
      }
      case 'ModuleUpdated':
        return {
          ...doc,
          modules: doc.modules.map((m) =>
            m.id === event.data.moduleId ? { ...m, ...event.data.changes } : m,
          ),
        };
      case 'ModuleRemoved':
        return { ...doc, modules: doc.modules.filter((m) => m.id !== event.data.moduleId) };
    }
  },
  // The catalogue rooms too: the superUsers' modules screen follows a type's modules there.
  rooms: (doc) => [
    room('org', doc.organizationId),
    ...(doc.hotelId ? [room('hotel', doc.hotelId)] : []),
    ...CATALOGUE_ROOMS,
  ],
  indexes: [{ keys: { organizationId: 1 } }, { keys: { hotelId: 1 } }],
};
