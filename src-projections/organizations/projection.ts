import { room } from '../../src-domain/shared/rooms.ts';
import type { ApiKeyEvent } from '../../src-domain/organization/api-keys.ts';
import type { OrganizationEvent, OrganizationFields } from '../../src-domain/organization/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export interface OrganizationDocument extends Document, OrganizationFields {
  createdAt: string;
  logo: { fileName: string; mimeType: string; width: number; height: number } | null;
}

export const organizationsProjection: Projection<OrganizationDocument, Exclude<OrganizationEvent, ApiKeyEvent>> = {
  name: 'organizations',
  collection: 'organizations',
  version: 2,
  handles: {
    OrganizationCreated: true,
    OrganizationUpdated: true,
    OrganizationLogoSet: true,
    OrganizationLogoRemoved: true,
  },
  documentIds: idOfStream('organization'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'OrganizationCreated':
        return {
          _id: event.data.organizationId,
          name: event.data.name,
          createdAt: event.data.createdAt,
          reportEmail: [],
          incompleteEmail: [],
          logo: null,
        };
      case 'OrganizationUpdated':
        return doc && { ...doc, ...event.data.changes };
      case 'OrganizationLogoSet':
        return doc && { ...doc, logo: { ...event.data } };
      case 'OrganizationLogoRemoved':
        return doc && { ...doc, logo: null };
    }
  },
  rooms: (doc) => [room('org', doc._id)],
};
