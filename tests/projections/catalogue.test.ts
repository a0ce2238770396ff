import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moduleTypeDecider, moduleTypeStream } from '../../src-domain/catalogue/index.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
} from '../../src-domain/inspection-type/index.ts';
import { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { CATALOGUE_ROOMS } from '../../src-domain/shared/rooms.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import {
  inspectionTypesProjection,
  type InspectionTypeDocument,
} from '../../src-projections/inspection-types/projection.ts';
import {
  moduleTypesProjection,
  type ModuleTypeDocument,
} from '../../src-projections/module-types/projection.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

describe('catalogue read models', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine;
  let commands: CommandHandler;
  beforeEach(async () => {
    stores = embeddedStores();
    engine = new ProjectionEngine({
      ...stores,
      projections: [moduleTypesProjection, inspectionTypesProjection],
      owner: 'test',
      log: () => {},
    });
    await engine.start();
    commands = new CommandHandler(stores.events);
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('keeps a module type as one tree, texts merged per language', async () => {
    const stream = moduleTypeStream('m1');
    await commands.handle(moduleTypeDecider, stream, {
      type: 'CreateModuleType',
      moduleTypeId: 'm1',
      fields: { name: 'Guest Room', classification: 'accommodation', area: 'room' },
      now: '2026-11-21T10:00:00Z',
    });
    await commands.handle(moduleTypeDecider, stream, {
      type: 'AddCluster',
      clusterId: 'c1',
      fields: { name: 'Bathroom', ordinal: 1, commentPosition: 'top' },
    });
    const question = {
      clusterId: 'c1',
      parentId: null,
      referenceNumber: '4099-001',
      partNumber: null,
      type: 'gradeA' as const,
      classification: 'hygiene' as const,
      ordinal: 1,
      notifyHotelResponsible: false,
      isMandatory: true,
      requiredCommentMinScore: null,
      isCommentMandatoryPos: false,
      isCommentMandatoryNeg: true,
      isPictureMandatoryPos: false,
      isPictureMandatoryNeg: false,
      content: { sv_SE: 'Rent handfat' },
      information: {},
    };
    await commands.handle(moduleTypeDecider, stream, {
      type: 'AddQuestion',
      questionId: 'q1',
      fields: question,
    });
    const last = await commands.handle(moduleTypeDecider, stream, {
      type: 'UpdateQuestion',
      questionId: 'q1',
      fields: { content: { en_US: 'Clean washbasin' } },
    });
    expect(await engine.waitFor(last.position)).toBe(true);
    const doc = await stores.readModels.collection<ModuleTypeDocument>('moduleTypes').findOne({ _id: 'm1' });
    expect(doc).toMatchObject({
      name: 'Guest Room',
      clusters: [{ id: 'c1', name: 'Bathroom' }],
      questions: [{ id: 'q1', content: { sv_SE: 'Rent handfat', en_US: 'Clean washbasin' } }],
    });
  });

  it('keeps an inspection type with its modules, pushed to its organization and entity', async () => {
    const stream = inspectionTypeStream('t1');
    await commands.handle(inspectionTypeDecider, stream, {
      type: 'CreateInspectionType',
      actorRole: 'superUser',
      inspectionTypeId: 't1',
      organizationId: 'o1',
      hotelId: 'h1',
      fields: { ...DEFAULT_INSPECTION_TYPE, name: 'Daily Safe Q', reportType: 'safeQ' },
      template: null,
      moduleIds: {},
      now: '2026-11-21T10:00:00Z',
    });
    const last = await commands.handle(inspectionTypeDecider, stream, {
      type: 'AddModule',
      actorRole: 'superUser',
      moduleId: 'mod1',
      fields: {
        name: 'Hygiene',
        moduleTypeId: 'm1',
        ordinal: 1,
        isMandatory: true,
        isDefaultNA: false,
        useTabs: false,
      },
    });
    await engine.waitFor(last.position);
    const doc = await stores.readModels
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ _id: 't1' });
    expect(doc).toMatchObject({
      name: 'Daily Safe Q',
      reportType: 'safeQ',
      organizationId: 'o1',
      modules: [{ id: 'mod1', name: 'Hygiene' }],
    });
    // Its organization's and entity's rooms, and every language's catalogue room (the modules screen).
    expect(inspectionTypesProjection.rooms!(doc!)).toEqual(['org:o1', 'hotel:h1', ...CATALOGUE_ROOMS]);
    expect(CATALOGUE_ROOMS).toContain('catalogue:sv_SE');
  });
});
