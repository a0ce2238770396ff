import { describe, it } from 'vitest';
import {
  dashboardDecider,
  defaultDashboardSettings,
  type DashboardEvent,
} from '../../src-domain/dashboard/index.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(dashboardDecider);
const AT = '2026-11-27T10:00:00.000Z';
const made = (actorRole: Role = 'hotelAdmin') => ({ actorRole, by: 'u1', at: AT });
const settings = { ...defaultDashboardSettings('sv_SE'), name: 'Lobby' };
const ids = { dashboardId: 'd1', hotelId: 'h1' };
const create = (actorRole?: Role, over: Partial<typeof settings> = {}) =>
  ({
    type: 'CreateDashboard',
    ...ids,
    organizationId: 'o1',
    uuid: 'u-1',
    settings: { ...settings, ...over },
    ...made(actorRole),
  }) as const;
const created: DashboardEvent = {
  type: 'DashboardCreated',
  data: { ...ids, organizationId: 'o1', uuid: 'u-1', settings, by: 'u1', at: AT },
};
const removed: DashboardEvent = {
  type: 'DashboardRemoved',
  data: { ...ids, uuid: 'u-1', by: 'u1', at: AT },
};

describe('a dashboard not created yet', () => {
  it('is created by an admin of any kind', () => {
    spec([]).when(create('hotelAdmin')).then([created]);
    spec([]).when(create('superUser')).then([created]);
  });
  it('keeps only the first language of its list when it does not rotate them', () => {
    spec([])
      .when(create('companyAdmin', { language: 'sv_SE,en_GB' }))
      .then([created]);
  });
  it('is not created by an agent', () => {
    spec([]).when(create('user')).thenFails('errors.noPermission');
  });
  it('cannot be changed, regenerated or removed', () => {
    spec([])
      .when({ type: 'RemoveDashboard', ...made() })
      .thenFails('dashboard.notFound');
    spec([])
      .when({ type: 'RegenerateDashboard', uuid: 'u-2', ...made() })
      .thenFails('dashboard.notFound');
  });
});

describe('a dashboard', () => {
  it('records only the settings that change', () => {
    spec([created])
      .when({ type: 'ChangeDashboard', changes: { name: 'Lobby', textColor: '000000' }, ...made() })
      .then([
        { type: 'DashboardChanged', data: { ...ids, changes: { textColor: '000000' }, by: 'u1', at: AT } },
      ]);
  });
  it('records nothing when nothing changes', () => {
    spec([created])
      .when({ type: 'ChangeDashboard', changes: { name: 'Lobby' }, ...made() })
      .then([]);
  });
  it('gets a new public uuid, the old one named so its open pages are told', () => {
    spec([created])
      .when({ type: 'RegenerateDashboard', uuid: 'u-2', ...made() })
      .then([
        {
          type: 'DashboardRegenerated',
          data: { ...ids, uuid: 'u-2', previousUuid: 'u-1', by: 'u1', at: AT },
        },
      ]);
  });
  it('is removed with the uuid its view had', () => {
    spec([created])
      .when({ type: 'RemoveDashboard', ...made() })
      .then([removed]);
  });
  it('is not changed by an agent, nor created twice', () => {
    spec([created])
      .when({ type: 'RemoveDashboard', ...made('user') })
      .thenFails('errors.noPermission');
    spec([created]).when(create()).thenFails('errors.conflict');
  });
});

describe('a removed dashboard', () => {
  it('is not found', () => {
    spec([created, removed])
      .when({ type: 'ChangeDashboard', changes: { name: 'Hall' }, ...made() })
      .thenFails('dashboard.notFound');
  });
});
