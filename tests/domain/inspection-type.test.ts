import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  type InspectionTypeEvent,
  type InspectionTypeFields,
} from '../../src-domain/inspection-type/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(inspectionTypeDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const fields = (over: Partial<InspectionTypeFields> = {}): InspectionTypeFields => ({
  ...DEFAULT_INSPECTION_TYPE,
  name: 'Mystery guest',
  ...over,
});
const create = (
  actorRole: 'superUser' | 'companyAdmin' | 'hotelAdmin',
  over: Partial<InspectionTypeFields> = {},
) =>
  ({
    type: 'CreateInspectionType',
    actorRole,
    inspectionTypeId: 't1',
    organizationId: 'o1',
    hotelId: 'h1',
    fields: fields(over),
    template: null,
    moduleIds: {},
    now: NOW,
  }) as const;
const created: InspectionTypeEvent = {
  type: 'InspectionTypeCreated',
  data: {
    ...fields(),
    inspectionTypeId: 't1',
    organizationId: 'o1',
    hotelId: 'h1',
    templateId: null,
    createdAt: NOW,
  },
};
const module = {
  name: 'Key Information',
  moduleTypeId: 'm1',
  ordinal: 1,
  isMandatory: true,
  isDefaultNA: false,
  useTabs: false,
};
const moduleAdded: InspectionTypeEvent = { type: 'ModuleAdded', data: { moduleId: 'x', ...module } };
const update = (
  actorRole: 'superUser' | 'companyAdmin' | 'hotelAdmin' | 'user',
  fields: Partial<InspectionTypeFields>,
) => ({ type: 'UpdateInspectionType', actorRole, fields }) as const;

describe('an inspection type that does not exist yet', () => {
  it('is created by a superUser or companyAdmin, agentQ by default', () => {
    spec([]).when(create('companyAdmin')).then([created]);
  });
  it('is not created by a hotelAdmin, nor with another report type by a companyAdmin', () => {
    spec([]).when(create('hotelAdmin')).thenFails('errors.noPermission');
    spec([])
      .when(create('companyAdmin', { reportType: 'safeQ' }))
      .thenFails('errors.noPermission');
    spec([])
      .when(create('superUser', { reportType: 'safeQ' }))
      .then((events) => expect(events[0]!.data).toMatchObject({ reportType: 'safeQ' }));
  });
  const refusals: Array<[string, Partial<InspectionTypeFields>, string]> = [
    ['no name', { name: ' ' }, 'inspectionTypes.nameRequired'],
    ['a start time that is not HH:mm', { autoStartTime: '7:30' }, 'inspectionTypes.invalidTime'],
    [
      'a warning time that is not a whole hour',
      { autoCloseWarningTime: '16:30' },
      'inspectionTypes.invalidWarningTime',
    ],
    ['a negative delay', { autoCloseDelayDays: -1 }, 'inspectionTypes.invalidDays'],
    ['weekday 8', { autoWeekdays: [1, 8] }, 'inspectionTypes.invalidWeekdays'],
    ['a repeated weekday', { autoWeekdays: [2, 2] }, 'inspectionTypes.invalidWeekdays'],
    ['an interval of 0 days', { autoDistribution: 0 }, 'inspectionTypes.invalidDays'],
    [
      'a close before the start on the same day',
      { autoStartTime: '08:00', autoCloseTime: '07:00' },
      'inspectionTypes.closeBeforeStart',
    ],
    [
      'a warning after the close',
      { autoStartTime: '08:00', autoCloseTime: '12:00', autoCloseWarningTime: '16:00' },
      'inspectionTypes.warningOutsideSchedule',
    ],
    [
      'a warning before the start on a same-day schedule',
      { autoStartTime: '08:00', autoCloseTime: '17:00', autoCloseWarningTime: '07:00' },
      'inspectionTypes.warningOutsideSchedule',
    ],
    [
      'a warning with no close time',
      { autoStartTime: '08:00', autoCloseWarningTime: '16:00' },
      'inspectionTypes.warningWithoutClose',
    ],
  ];
  it('accepts a close on a later day before the start hour, with a warning between them', () => {
    spec([])
      .when(
        create('superUser', {
          autoStartTime: '22:00',
          autoCloseTime: '07:00',
          autoCloseDelayDays: 1,
          autoCloseWarningTime: '06:00',
        }),
      )
      .then((events) => expect(events[0]!.data).toMatchObject({ autoCloseTime: '07:00' }));
  });
  it('names both fields when close and warning are both out of order', () => {
    let failure: unknown;
    try {
      spec([])
        .when(
          create('superUser', {
            autoStartTime: '08:00',
            autoCloseTime: '07:00',
            autoCloseWarningTime: '16:00',
          }),
        )
        .then(() => undefined);
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({
      key: 'inspectionTypes.closeBeforeStart',
      errors: {
        autoCloseTime: 'inspectionTypes.closeBeforeStart',
        autoCloseWarningTime: 'inspectionTypes.warningOutsideSchedule',
      },
    });
  });
  for (const [what, over, key] of refusals) {
    it(`refuses ${what}`, () => {
      spec([]).when(create('superUser', over)).thenFails(key);
    });
  }
  it('can be neither changed, given modules nor deleted', () => {
    spec([])
      .when(update('superUser', { name: 'x' }))
      .thenFails('inspectionTypes.notFound');
    spec([])
      .when({ type: 'AddModule', actorRole: 'superUser', moduleId: 'x', fields: module })
      .thenFails('inspectionTypes.notFound');
    spec([])
      .when({ type: 'DeleteInspectionType', actorRole: 'superUser', now: NOW })
      .thenFails('inspectionTypes.notFound');
  });
  it('comes from a template with its modules, under new ids', () => {
    spec([])
      .when({
        ...create('superUser'),
        template: { inspectionTypeId: 'tpl', modules: [{ moduleId: 'a', ...module }] },
        moduleIds: { a: 'b' },
      })
      .then((events) => {
        expect(events[0]!.data).toMatchObject({ templateId: 'tpl' });
        expect(events[1]).toEqual({ type: 'ModuleAdded', data: { moduleId: 'b', ...module } });
      });
  });
});

describe('an existing inspection type', () => {
  it('switching to an interval clears the weekdays', () => {
    const withWeekdays: InspectionTypeEvent = {
      type: 'InspectionTypeUpdated',
      data: { changes: { autoWeekdays: [1, 3] }, previous: { autoWeekdays: [] } },
    };
    spec([created, withWeekdays])
      .when(update('companyAdmin', { autoDistribution: 7 }))
      .then([
        {
          type: 'InspectionTypeUpdated',
          data: {
            changes: { autoDistribution: 7, autoWeekdays: [] },
            previous: { autoDistribution: null, autoWeekdays: [1, 3] },
          },
        },
      ]);
  });
  it('lets a hotelAdmin save the limited form only', () => {
    spec([created])
      .when({
        type: 'UpdateInspectionType',
        actorRole: 'hotelAdmin',
        fields: { allowUnansweredQuestions: true },
      })
      .then((e) => expect(e).toHaveLength(1));
    spec([created])
      .when({ type: 'UpdateInspectionType', actorRole: 'hotelAdmin', fields: { name: 'Renamed' } })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'UpdateInspectionType', actorRole: 'hotelAdmin', fields: { autoStartTime: '08:00' } })
      .thenFails('errors.noPermission');
  });
  it('sends unchanged fields without an event', () => {
    spec([created])
      .when({
        type: 'UpdateInspectionType',
        actorRole: 'hotelAdmin',
        fields: { name: 'Mystery guest', reportType: 'agentQ' },
      })
      .then([]);
  });
  it('lets only a superUser change the report type', () => {
    spec([created])
      .when(update('companyAdmin', { reportType: 'safeQ' }))
      .thenFails('errors.noPermission');
    spec([created])
      .when(update('superUser', { reportType: 'safeQ' }))
      .then([
        {
          type: 'InspectionTypeUpdated',
          data: { changes: { reportType: 'safeQ' }, previous: { reportType: 'agentQ' } },
        },
      ]);
  });
  it('lets a companyAdmin but no hotelAdmin change the name, self-serve and the automatic settings', () => {
    for (const fields of [{ name: 'Renamed' }, { isSelfServe: true }, { autoWeekdays: [2] }]) {
      spec([created])
        .when(update('companyAdmin', fields))
        .then((events) => expect(events[0]!.data).toMatchObject({ changes: fields }));
      spec([created]).when(update('hotelAdmin', fields)).thenFails('errors.noPermission');
    }
  });
  it('lets no agent change anything', () => {
    spec([created])
      .when(update('user', { reportEmail: ['desk@solvik.example'] }))
      .thenFails('errors.noPermission');
  });
  it('refuses a change that makes the settings invalid', () => {
    spec([created])
      .when(update('superUser', { name: '  ' }))
      .thenFails('inspectionTypes.nameRequired');
    spec([created])
      .when(update('companyAdmin', { autoCloseTime: '25:00' }))
      .thenFails('inspectionTypes.invalidTime');
  });
  it('cannot be created twice', () => {
    spec([created]).when(create('superUser')).thenFails('inspectionTypes.exists');
  });
  it('has its modules added by a superUser only', () => {
    spec([created])
      .when({ type: 'AddModule', actorRole: 'companyAdmin', moduleId: 'x', fields: module })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'AddModule', actorRole: 'superUser', moduleId: 'x', fields: module })
      .then([moduleAdded]);
  });
  it('has no module to change or remove', () => {
    spec([created])
      .when({ type: 'UpdateModule', actorRole: 'superUser', moduleId: 'x', fields: { ordinal: 2 } })
      .thenFails('modules.notFound');
    spec([created])
      .when({ type: 'RemoveModule', actorRole: 'superUser', moduleId: 'x' })
      .thenFails('modules.notFound');
  });
  it('is deleted by a superUser or companyAdmin', () => {
    spec([created])
      .when({ type: 'DeleteInspectionType', actorRole: 'hotelAdmin', now: NOW })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'DeleteInspectionType', actorRole: 'companyAdmin', now: NOW })
      .then([{ type: 'InspectionTypeDeleted', data: { at: NOW } }]);
  });
});

describe('an inspection type with a module', () => {
  it('records only what changed of the module, with the previous values', () => {
    spec([created, moduleAdded])
      .when({
        type: 'UpdateModule',
        actorRole: 'superUser',
        moduleId: 'x',
        fields: { ordinal: 3, useTabs: true, isMandatory: true },
      })
      .then([
        {
          type: 'ModuleUpdated',
          data: {
            moduleId: 'x',
            changes: { ordinal: 3, useTabs: true },
            previous: { ordinal: 1, useTabs: false },
          },
        },
      ]);
  });
  it('refuses an ordinal that is not a whole number', () => {
    spec([created, moduleAdded])
      .when({ type: 'UpdateModule', actorRole: 'superUser', moduleId: 'x', fields: { ordinal: 2.5 } })
      .thenFails('catalogue.invalidOrdinal');
  });
  it('does not take a second module under the same id', () => {
    spec([created, moduleAdded])
      .when({ type: 'AddModule', actorRole: 'superUser', moduleId: 'x', fields: module })
      .thenFails('modules.exists');
  });
  it('has the module removed by a superUser only', () => {
    spec([created, moduleAdded])
      .when({ type: 'RemoveModule', actorRole: 'companyAdmin', moduleId: 'x' })
      .thenFails('errors.noPermission');
    spec([created, moduleAdded])
      .when({ type: 'RemoveModule', actorRole: 'superUser', moduleId: 'x' })
      .then([{ type: 'ModuleRemoved', data: { moduleId: 'x' } }]);
  });
});

describe('an inspection type whose module was removed', () => {
  it('has that module no more', () => {
    spec([created, moduleAdded, { type: 'ModuleRemoved', data: { moduleId: 'x' } }])
      .when({ type: 'UpdateModule', actorRole: 'superUser', moduleId: 'x', fields: { ordinal: 2 } })
      .thenFails('modules.notFound');
  });
});

describe('a deleted inspection type', () => {
  const deleted: InspectionTypeEvent = { type: 'InspectionTypeDeleted', data: { at: NOW } };
  it('takes no more changes and is not deleted again', () => {
    spec([created, deleted])
      .when(update('superUser', { name: 'x' }))
      .thenFails('inspectionTypes.notFound');
    spec([created, deleted])
      .when({ type: 'AddModule', actorRole: 'superUser', moduleId: 'y', fields: module })
      .thenFails('inspectionTypes.notFound');
    spec([created, deleted])
      .when({ type: 'DeleteInspectionType', actorRole: 'superUser', now: NOW })
      .thenFails('inspectionTypes.notFound');
  });
});

describe('an inspection type distributed at an interval', () => {
  const withInterval: InspectionTypeEvent = {
    type: 'InspectionTypeUpdated',
    data: { changes: { autoDistribution: 7 }, previous: { autoDistribution: null } },
  };
  it('switching to weekdays clears the interval', () => {
    spec([created, withInterval])
      .when({ type: 'UpdateInspectionType', actorRole: 'companyAdmin', fields: { autoWeekdays: [1, 3, 5] } })
      .then([
        {
          type: 'InspectionTypeUpdated',
          data: {
            changes: { autoWeekdays: [1, 3, 5], autoDistribution: null },
            previous: { autoWeekdays: [], autoDistribution: 7 },
          },
        },
      ]);
  });
});
