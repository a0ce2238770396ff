import { room } from '../../src-domain/shared/rooms.ts';
import type { HotelEvent, HotelFields } from '../../src-domain/hotel/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export interface HotelDocument extends Document, HotelFields {
  organizationId: string;
  createdAt: string;
}

export const hotelsProjection: Projection<HotelDocument, HotelEvent> = {
  name: 'hotels',
  collection: 'hotels',
  version: 2,
  handles: { HotelCreated: true, HotelUpdated: true, HotelDeleted: true },
  documentIds: idOfStream('hotel'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'HotelCreated': {
        const { hotelId, ...fields } = event.data;
        return { _id: hotelId, ...fields };
      }
      case 'HotelUpdated':
        return doc && { ...doc, ...event.data.changes };
      case 'HotelDeleted':
        return null;
    }
  },
  // The organization's and the entity's rooms; each watcher is pushed only what it may read of the entity
  // (an agent never its notification lists: src-api/realtime/push-audience.ts).
  rooms: (doc) => [room('org', doc.organizationId), room('hotel', doc._id)],
  indexes: [{ keys: { organizationId: 1 } }],
};
