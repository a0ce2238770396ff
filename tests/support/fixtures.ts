import { TOKENS } from '../../src-api/container.ts';
import { EMPTY_HOTEL, createHotel } from '../../src-api/hotels/hotel-commands.ts';
import { createUser } from '../../src-api/users/create-user.ts';
import {
  DEFAULT_QUESTION_FIELDS,
  moduleTypeDecider,
  moduleTypeStream,
} from '../../src-domain/catalogue/index.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
} from '../../src-domain/inspection-type/index.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { readModelsOf, type TestServer } from './test-server.ts';

/** Ids of the demo data, and throwaway records for rows that delete. */
export async function demoFixtures(server: TestServer) {
  const models = readModelsOf(server);
  const organizations = await models.collection<OrganizationDocument>('organizations').find({});
  const hotels = await models.collection<HotelDocument>('hotels').find({});
  const users = await models.collection<UserDocument>('users').find({});
  const org = (name: string) => organizations.find((o) => o.name === name)!._id;
  const hotel = (name: string) => hotels.find((h) => h.name === name)!._id;
  const user = (email: string) => users.find((u) => u.email === email)!._id;
  const commands = server.runtime.container.get(TOKENS.commands);
  const engine = server.runtime.container.get(TOKENS.engine);
  const system = { id: 'system', role: 'superUser' as const };
  let counter = 0;
  const inspectionType = async (organizationId: string, hotelId: string | null, name: string) => {
    const id = crypto.randomUUID();
    const result = await commands.handle(inspectionTypeDecider, inspectionTypeStream(id), {
      type: 'CreateInspectionType',
      actorRole: 'superUser',
      inspectionTypeId: id,
      organizationId,
      hotelId,
      fields: { ...DEFAULT_INSPECTION_TYPE, name },
      template: null,
      moduleIds: {},
      now: new Date().toISOString(),
    });
    await engine.waitFor(result.position);
    return id;
  };
  const solvikType = await inspectionType(org('Demo Hotels'), hotel('Hotel Solvik'), 'Solvik mystery guest');
  const demoOrgType = await inspectionType(org('Demo Hotels'), null, 'Demo brand audit');
  const nordicType = await inspectionType(
    org('Nordic Stays'),
    hotel('Nordic Stays Bryggen'),
    'Bryggen daily Safe Q',
  );
  const addModule = async (inspectionTypeId: string, moduleTypeId: string, name: string) => {
    const id = crypto.randomUUID();
    const result = await commands.handle(inspectionTypeDecider, inspectionTypeStream(inspectionTypeId), {
      type: 'AddModule',
      actorRole: 'superUser',
      moduleId: id,
      fields: { name, moduleTypeId, ordinal: 1, isMandatory: false, isDefaultNA: false, useTabs: false },
    });
    await engine.waitFor(result.position);
    return id;
  };
  /** A module type with one cluster, question and context question; `extra` adds removable ones. */
  const moduleTypeId = crypto.randomUUID();
  const catalogue = {
    moduleTypeId,
    clusterId: crypto.randomUUID(),
    questionId: crypto.randomUUID(),
    contextQuestionId: crypto.randomUUID(),
  };
  const onModuleType = async (command: Parameters<typeof moduleTypeDecider.decide>[0]) => {
    const result = await commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), command);
    await engine.waitFor(result.position);
  };
  const questionFields = (referenceNumber: string) => ({
    ...DEFAULT_QUESTION_FIELDS,
    clusterId: catalogue.clusterId,
    referenceNumber,
    type: 'radio' as const,
    classification: 'hygiene' as const,
    ordinal: 1,
    content: { sv_SE: 'Fråga' },
    information: {},
  });
  await onModuleType({
    type: 'CreateModuleType',
    moduleTypeId,
    fields: { name: 'Guest Room', classification: 'accommodation', area: 'room' },
    now: new Date().toISOString(),
  });
  await onModuleType({
    type: 'AddCluster',
    clusterId: catalogue.clusterId,
    fields: { name: 'Bathroom', ordinal: 1, commentPosition: 'top' },
  });
  await onModuleType({
    type: 'AddQuestion',
    questionId: catalogue.questionId,
    fields: questionFields(`F-${counter++}-${Date.now()}`),
  });
  await onModuleType({
    type: 'AddContextQuestion',
    contextQuestionId: catalogue.contextQuestionId,
    fields: {
      clusterId: catalogue.clusterId,
      ordinal: 1,
      orderInReportHeader: null,
      showInReportHeader: false,
      content: { sv_SE: 'Rumsnummer' },
    },
  });
  const solvikModule = await addModule(solvikType, moduleTypeId, 'Guest Room');
  return {
    catalogue,
    solvikModule,
    throwawayType: (where: 'solvik' | 'bryggen') =>
      where === 'solvik'
        ? inspectionType(org('Demo Hotels'), hotel('Hotel Solvik'), `Throwaway ${counter++}`)
        : inspectionType(org('Nordic Stays'), hotel('Nordic Stays Bryggen'), `Throwaway ${counter++}`),
    throwawayModule: () => addModule(solvikType, moduleTypeId, `Throwaway ${counter++}`),
    async throwawayModuleType() {
      const id = crypto.randomUUID();
      const result = await commands.handle(moduleTypeDecider, moduleTypeStream(id), {
        type: 'CreateModuleType',
        moduleTypeId: id,
        fields: { name: `Throwaway ${counter++}`, classification: 'food', area: 'bar' },
        now: new Date().toISOString(),
      });
      await engine.waitFor(result.position);
      return id;
    },
    async throwawayCluster() {
      const id = crypto.randomUUID();
      await onModuleType({
        type: 'AddCluster',
        clusterId: id,
        fields: { name: `Throwaway ${counter++}`, ordinal: 9, commentPosition: 'bottom' },
      });
      return id;
    },
    async throwawayQuestion() {
      const id = crypto.randomUUID();
      await onModuleType({
        type: 'AddQuestion',
        questionId: id,
        fields: questionFields(`T-${counter++}-${Date.now()}`),
      });
      return id;
    },
    async throwawayContextQuestion() {
      const id = crypto.randomUUID();
      await onModuleType({
        type: 'AddContextQuestion',
        contextQuestionId: id,
        fields: {
          clusterId: catalogue.clusterId,
          ordinal: 9,
          orderInReportHeader: null,
          showInReportHeader: false,
          content: { sv_SE: 'Tillfällig' },
        },
      });
      return id;
    },
    solvikType,
    demoOrgType,
    nordicType,
    demoOrg: org('Demo Hotels'),
    nordicOrg: org('Nordic Stays'),
    solvik: hotel('Hotel Solvik'),
    fjallbacka: hotel('Hotel Fjällbacka'),
    bryggen: hotel('Nordic Stays Bryggen'),
    demoAgent: user('agent@demo.test'),
    nordicAgent: user('nordic-agent@demo.test'),
    async throwawayHotel(organization: 'demo' | 'nordic' = 'demo') {
      const created = await createHotel(
        commands,
        system,
        organization === 'demo' ? org('Demo Hotels') : org('Nordic Stays'),
        {
          ...EMPTY_HOTEL,
          name: `Throwaway ${Date.now()}-${counter++}`,
        },
      );
      await engine.waitFor(created.position);
      return created.hotelId;
    },
    async throwawayUser(organization: 'demo' | 'nordic' = 'demo') {
      const demo = organization === 'demo';
      const created = await createUser(commands, {
        name: 'Throwaway',
        email: `throwaway-${Date.now()}-${counter++}@demo.test`,
        role: 'user',
        organizationId: demo ? org('Demo Hotels') : org('Nordic Stays'),
        hotelIds: demo ? [hotel('Hotel Solvik'), hotel('Hotel Fjällbacka')] : [hotel('Nordic Stays Bryggen')],
        password: null,
      });
      await engine.waitFor(created.position);
      return created.userId;
    },
  };
}

export type Fixtures = Awaited<ReturnType<typeof demoFixtures>>;
