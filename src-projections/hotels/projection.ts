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
  // Admins watch entities through the organization room; the hotel room carries inspection work, and an
  // entity's notification lists are not for the agents in it.
  rooms: (doc) => [`org:${doc.organizationId}`],
  indexes: [{ keys: { organizationId: 1 } }],
};
