import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  mayChange,
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

describe('who may change which setting', () => {
  it('follows administration §6', () => {
    expect(mayChange('superUser', 'reportType')).toBe(true);
    expect(mayChange('companyAdmin', 'reportType')).toBe(false);
    expect(mayChange('companyAdmin', 'autoWeekdays')).toBe(true);
    expect(mayChange('hotelAdmin', 'autoWeekdays')).toBe(false);
    expect(mayChange('hotelAdmin', 'name')).toBe(false);
    expect(mayChange('hotelAdmin', 'isSelfServe')).toBe(false);
    expect(mayChange('hotelAdmin', 'allowUnansweredQuestions')).toBe(true);
    expect(mayChange('user', 'reportEmail')).toBe(false);
  });
});

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
  ];
  for (const [what, over, key] of refusals) {
    it(`refuses ${what}`, () => {
      spec([]).when(create('superUser', over)).thenFails(key);
    });
  }
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
  it('switching to weekdays clears the interval, and back', () => {
    const withInterval: InspectionTypeEvent = {
      type: 'InspectionTypeUpdated',
      data: { changes: { autoDistribution: 7 }, previous: { autoDistribution: null } },
    };
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
  it('has its modules administered by a superUser only', () => {
    spec([created])
      .when({ type: 'AddModule', actorRole: 'companyAdmin', moduleId: 'x', fields: module })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'AddModule', actorRole: 'superUser', moduleId: 'x', fields: module })
      .then([{ type: 'ModuleAdded', data: { moduleId: 'x', ...module } }]);
    spec([created, { type: 'ModuleAdded', data: { moduleId: 'x', ...module } }])
      .when({ type: 'UpdateModule', actorRole: 'superUser', moduleId: 'x', fields: { ordinal: 2.5 } })
      .thenFails('catalogue.invalidOrdinal');
    spec([created, { type: 'ModuleAdded', data: { moduleId: 'x', ...module } }])
      .when({
        type: 'UpdateModule',
        actorRole: 'superUser',
        moduleId: 'x',
        fields: { ordinal: 3, useTabs: true },
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
  it('is deleted by a superUser or companyAdmin', () => {
    spec([created])
      .when({ type: 'DeleteInspectionType', actorRole: 'hotelAdmin', now: NOW })
      .thenFails('errors.noPermission');
    spec([created])
      .when({ type: 'DeleteInspectionType', actorRole: 'companyAdmin', now: NOW })
      .then([{ type: 'InspectionTypeDeleted', data: { at: NOW } }]);
  });
});
