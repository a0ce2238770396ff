import type { OrganizationEvent } from '../../src-domain/organization/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export interface OrganizationDocument extends Document {
  name: string;
  createdAt: string;
}

export const organizationsProjection: Projection<OrganizationDocument> = {
  name: 'organizations',
  collection: 'organizations',
  version: 1,
  documentIds: idOfStream('organization'),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as OrganizationEvent;
    if (event.type === 'OrganizationCreated')
      return { _id: event.data.organizationId, name: event.data.name, createdAt: event.data.createdAt };
    return doc;
  },
  rooms: (doc) => [`org:${doc._id}`],
};
