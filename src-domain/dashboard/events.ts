import type { DashboardChanges, DashboardSettings } from './fields.ts';

/**
 * A wall dashboard's events, on its own stream `dashboard-<id>`. Each names its entity, so the figures read
 * model (one document per entity) can route it by the event alone. `uuid` is the public address's secret
 * part: 122 random bits (crypto.randomUUID).
 */
export type DashboardEvent =
  | {
      type: 'DashboardCreated';
      data: {
        dashboardId: string;
        hotelId: string;
        organizationId: string;
        uuid: string;
        settings: DashboardSettings;
        by: string;
        at: string;
      };
    }
  | {
      type: 'DashboardChanged';
      data: { dashboardId: string; hotelId: string; changes: DashboardChanges; by: string; at: string };
    }
  | {
      type: 'DashboardRegenerated';
      data: {
        dashboardId: string;
        hotelId: string;
        uuid: string;
        previousUuid: string;
        by: string;
        at: string;
      };
    }
  | {
      type: 'DashboardRemoved';
      data: { dashboardId: string; hotelId: string; uuid: string; by: string; at: string };
    };
