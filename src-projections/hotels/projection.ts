import type { HotelEvent } from '../../src-domain/hotel/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export interface HotelDocument extends Document {
  name: string;
  address: string;
  organizationId: string;
  createdAt: string;
}

export const hotelsProjection: Projection<HotelDocument> = {
  name: 'hotels',
  collection: 'hotels',
  version: 1,
  documentIds: idOfStream('hotel'),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as HotelEvent;
    if (event.type === 'HotelCreated') {
      const { hotelId, ...fields } = event.data;
      return { _id: hotelId, ...fields };
    }
    return doc;
  },
  rooms: (doc) => [`org:${doc.organizationId}`, `hotel:${doc._id}`],
  indexes: [{ keys: { organizationId: 1 } }],
};
