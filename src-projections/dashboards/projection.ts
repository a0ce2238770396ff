import type { DashboardEvent, DashboardSettings } from '../../src-domain/dashboard/index.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** A dashboard's settings as the editor reads them and the public view finds them (by uuid). */
export interface DashboardDocument extends Document, DashboardSettings {
  uuid: string;
  hotelId: string;
  organizationId: string;
  createdAt: string;
  createdBy: string;
  /** The uuid this one replaced at the last regenerate: its sockets are ended when the change is pushed. */
  previousUuid: string | null;
}

export const dashboardsProjection: Projection<DashboardDocument, DashboardEvent> = {
  name: 'dashboards',
  collection: 'dashboards',
  version: 1,
  handles: {
    DashboardCreated: true,
    DashboardChanged: true,
    DashboardRegenerated: true,
    DashboardRemoved: true,
  },
  documentIds: idOfStream('dashboard'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'DashboardCreated': {
        const { dashboardId, settings, by, at, ...rest } = event.data;
        return { _id: dashboardId, ...rest, ...settings, createdAt: at, createdBy: by, previousUuid: null };
      }
      case 'DashboardChanged':
        return doc && { ...doc, ...event.data.changes };
      case 'DashboardRegenerated':
        return doc && { ...doc, uuid: event.data.uuid, previousUuid: event.data.previousUuid };
      case 'DashboardRemoved':
        return null;
    }
  },
  // The entity's admins (its page lists the dashboards) and the public room of its view.
  rooms: (doc) => [room('hotel', doc.hotelId), room('dashboard', doc.uuid)],
  indexes: [
    { keys: { uuid: 1 }, options: { unique: true } },
    { keys: { hotelId: 1, createdAt: 1 } },
    { keys: { organizationId: 1, showOrganizationData: 1 } },
  ],
};
