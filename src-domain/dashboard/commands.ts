import type { Role } from '../shared/roles.ts';
import type { DashboardChanges, DashboardSettings } from './fields.ts';

interface Made {
  actorRole: Role;
  by: string;
  at: string;
}

export type DashboardCommand =
  | ({
      type: 'CreateDashboard';
      dashboardId: string;
      hotelId: string;
      organizationId: string;
      uuid: string;
      settings: DashboardSettings;
    } & Made)
  | ({ type: 'ChangeDashboard'; changes: DashboardChanges } & Made)
  | ({ type: 'RegenerateDashboard'; uuid: string } & Made)
  | ({ type: 'RemoveDashboard' } & Made);
