import { isAdmin } from '../shared/roles.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { DashboardCommand } from './commands.ts';
import type { DashboardEvent } from './events.ts';
import {
  DASHBOARD_ERRORS,
  withRotationRule,
  type DashboardChanges,
  type DashboardSettings,
} from './fields.ts';

export interface DashboardState {
  exists: boolean;
  dashboardId: string;
  removed: boolean;
  hotelId: string;
  uuid: string;
  settings: DashboardSettings | null;
}

export const initialDashboardState = (): DashboardState => ({
  exists: false,
  dashboardId: '',
  removed: false,
  hotelId: '',
  uuid: '',
  settings: null,
});

export function evolveDashboard(state: DashboardState, event: DashboardEvent): DashboardState {
  switch (event.type) {
    case 'DashboardCreated':
      return {
        exists: true,
        dashboardId: event.data.dashboardId,
        removed: false,
        hotelId: event.data.hotelId,
        uuid: event.data.uuid,
        settings: event.data.settings,
      };
    case 'DashboardChanged':
      return { ...state, settings: { ...state.settings!, ...event.data.changes } };
    case 'DashboardRegenerated':
      return { ...state, uuid: event.data.uuid };
    case 'DashboardRemoved':
      return { ...state, removed: true };
  }
}

/** Only the settings that differ from what the dashboard holds, after the rotation rule. */
function effectiveChanges(settings: DashboardSettings, changes: DashboardChanges): DashboardChanges {
  const next = withRotationRule({ ...settings, ...changes });
  const differing: Record<string, unknown> = {};
  for (const key of Object.keys(next) as Array<keyof DashboardSettings>)
    if (next[key] !== settings[key]) differing[key] = next[key];
  return differing as DashboardChanges;
}

export function decideDashboard(command: DashboardCommand, state: DashboardState): DashboardEvent[] {
  // The routes check the actor administers the entity; the decider holds the role rule on its own.
  if (!isAdmin(command.actorRole)) throw new DomainError(DASHBOARD_ERRORS.noPermission);
  const { by, at } = command;
  if (command.type === 'CreateDashboard') {
    if (state.exists) throw new DomainError(DASHBOARD_ERRORS.exists);
    const { dashboardId, hotelId, organizationId, uuid } = command;
    return [
      {
        type: 'DashboardCreated',
        data: {
          dashboardId,
          hotelId,
          organizationId,
          uuid,
          settings: withRotationRule(command.settings),
          by,
          at,
        },
      },
    ];
  }
  if (!state.exists || state.removed) throw new DomainError(DASHBOARD_ERRORS.notFound);
  const base = { dashboardId: state.dashboardId, hotelId: state.hotelId, by, at };
  switch (command.type) {
    case 'ChangeDashboard': {
      const changes = effectiveChanges(state.settings!, command.changes);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'DashboardChanged', data: { ...base, changes } }];
    }
    case 'RegenerateDashboard':
      return [
        {
          type: 'DashboardRegenerated',
          data: { ...base, uuid: command.uuid, previousUuid: state.uuid },
        },
      ];
    case 'RemoveDashboard':
      return [{ type: 'DashboardRemoved', data: { ...base, uuid: state.uuid } }];
  }
}
