import { describe, expect, it } from 'vitest';
import { hotelDecider, type HotelEvent, type HotelFields } from '../../src-domain/hotel/index.ts';
import { EMPTY_HOTEL } from '../../src-api/hotels/hotel-commands.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(hotelDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const fields = (over: Partial<HotelFields> = {}): HotelFields => ({
  ...EMPTY_HOTEL,
  name: 'Hotel Solvik',
  address: 'Strandvägen 12',
  ...over,
});
const created: HotelEvent = {
  type: 'HotelCreated',
  data: { hotelId: 'h1', organizationId: 'o1', ...fields(), createdAt: NOW },
};
const create = (
  actorRole: 'superUser' | 'companyAdmin' | 'hotelAdmin' | 'user',
  over: Partial<HotelFields> = {},
) =>
  ({
    type: 'CreateHotel',
    actorRole,
    hotelId: 'h1',
    organizationId: 'o1',
    fields: fields(over),
    now: NOW,
  }) as const;

describe('an entity that does not exist yet', () => {
  it('is created by a superUser or a companyAdmin', () => {
    spec([]).when(create('companyAdmin')).then([created]);
    spec([]).when(create('superUser')).then([created]);
  });
  it('is not created by a hotelAdmin or an agent', () => {
    spec([]).when(create('hotelAdmin')).thenFails('errors.noPermission');
    spec([]).when(create('user')).thenFails('errors.noPermission');
  });
  it('needs a name', () => {
    spec([])
      .when(create('superUser', { name: '  ' }))
      .thenFails('entities.nameRequired');
  });
  it('is created with the dashboard enabled only by a superUser', () => {
    spec([])
      .when(create('companyAdmin', { dashboardEnabled: true }))
      .thenFails('errors.noPermission');
    spec([])
      .when(create('superUser', { dashboardEnabled: true }))
      .then((events) => expect(events).toHaveLength(1));
  });
  it('refuses an inactive date that is not a real day, or an end before the start', () => {
    spec([])
      .when(create('superUser', { inactiveStartDate: '2026-02-30' }))
      .thenFails('entities.invalidDate');
    spec([])
      .when(create('superUser', { inactiveStartDate: '2026-03-02', inactiveEndDate: '2026-03-01' }))
      .thenFails('entities.invalidDateRange');
  });
});

describe('an existing entity', () => {
  it('records only what changed, with the previous values', () => {
    spec([created])
      .when({
        type: 'UpdateHotel',
        actorRole: 'hotelAdmin',
        fields: { name: 'Hotel Solvik', address: 'Strandvägen 14' },
      })
      .then([
        {
          type: 'HotelUpdated',
          data: { changes: { address: 'Strandvägen 14' }, previous: { address: 'Strandvägen 12' } },
        },
      ]);
  });
  it('changes nothing when nothing differs', () => {
    spec([created])
      .when({ type: 'UpdateHotel', actorRole: 'superUser', fields: { address: 'Strandvägen 12' } })
      .then([]);
  });
  it('lets anyone but a hotelAdmin set the inactive dates', () => {
    spec([created])
      .when({ type: 'UpdateHotel', actorRole: 'hotelAdmin', fields: { inactiveStartDate: '2026-12-01' } })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'UpdateHotel', actorRole: 'companyAdmin', fields: { inactiveStartDate: '2026-12-01' } })
      .then([
        {
          type: 'HotelUpdated',
          data: { changes: { inactiveStartDate: '2026-12-01' }, previous: { inactiveStartDate: null } },
        },
      ]);
  });
  it('lets only a superUser toggle the dashboard', () => {
    spec([created])
      .when({ type: 'UpdateHotel', actorRole: 'companyAdmin', fields: { dashboardEnabled: true } })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'UpdateHotel', actorRole: 'superUser', fields: { dashboardEnabled: true } })
      .then((events) => expect(events).toHaveLength(1));
  });
  it('is deleted by a superUser only', () => {
    spec([created])
      .when({ type: 'DeleteHotel', actorRole: 'companyAdmin', now: NOW })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'DeleteHotel', actorRole: 'superUser', now: NOW })
      .then([{ type: 'HotelDeleted', data: { at: NOW } }]);
  });
  it('cannot be created twice', () => {
    spec([created]).when(create('superUser')).thenFails('entities.exists');
  });
});

describe('a deleted entity', () => {
  const deleted: HotelEvent = { type: 'HotelDeleted', data: { at: NOW } };
  it('can be neither changed nor deleted again', () => {
    spec([created, deleted])
      .when({ type: 'UpdateHotel', actorRole: 'superUser', fields: { address: 'x' } })
      .thenFails('entities.notFound');
    spec([created, deleted])
      .when({ type: 'DeleteHotel', actorRole: 'superUser', now: NOW })
      .thenFails('entities.notFound');
  });
});
