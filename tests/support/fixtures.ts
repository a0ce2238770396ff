import { TOKENS } from '../../src-server/container.ts';
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
import { snapshotModules } from '../../src-api/inspections/snapshot.ts';
import { createInspectionInParts, typeAtCreation } from '../../src-api/inspections/create-in-parts.ts';
import { newInspectionData } from './new-inspection.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
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
  /** An inspection of the demo Mystery guest type at an entity, made through its command. */
  const inspectionAt = async (hotelName: string, userId: string | null) => {
    const type = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ hotelId: hotel(hotelName), name: 'Mystery guest' }))!;
    const modules = snapshotModules(
      type,
      await models.collection<ModuleTypeDocument>('moduleTypes').find({}),
    );
    const id = crypto.randomUUID();
    const result = await createInspectionInParts(commands, {
      actor: { id: 'system', role: 'superUser' },
      now: new Date().toISOString(),
      data: newInspectionData({
        inspectionId: id,
        organizationId: type.organizationId,
        hotelId: type.hotelId!,
        type: { ...typeAtCreation(type), allowUnansweredQuestions: false },
        startDate: '2026-11-20',
        startHour: '18:00',
        userId,
        extraQuestions: [{ id: crypto.randomUUID(), content: 'Något annat?', ordinal: 1 }],
        modules,
      }),
    });
    await engine.waitFor(result.position);
    const [keyInformation, , publicArea] = modules;
    return {
      id,
      module: keyInformation!.id,
      question: keyInformation!.clusters[0]!.questions[0]!.id,
      cluster: keyInformation!.clusters[0]!.id,
      contextQuestion: keyInformation!.clusters[0]!.contextQuestions[0]!.id,
      optionalModule: publicArea!.id,
    };
  };
  const staff = async (
    where: 'demo' | 'solvik' | 'nordic',
    role: 'user' | 'hotelAdmin' | 'companyAdmin',
    name: string,
  ) => {
    const created = await createUser(
      { commands, credentials: server.runtime.container.get(TOKENS.credentials) },
      {
        name,
        email: `${name}-${Date.now()}-${counter++}@demo.test`,
        role,
        organizationId: where === 'nordic' ? org('Nordic Stays') : org('Demo Hotels'),
        hotelIds: {
          demo: [hotel('Hotel Solvik'), hotel('Hotel Fjällbacka')],
          solvik: [hotel('Hotel Solvik')],
          nordic: [hotel('Nordic Stays Bryggen')],
        }[where],
        password: null,
      },
      new Date(),
    );
    await engine.waitFor(created.position);
    return created;
  };
  const solvikInspection = await inspectionAt('Hotel Solvik', user('agent@demo.test'));
  const extraQuestion = (await models
    .collection<InspectionDocument>('inspections')
    .findOne({ _id: solvikInspection.id }))!.extraQuestions[0]!.id;
  return {
    catalogue,
    solvikModule,
    solvikInspection: { ...solvikInspection, extraQuestion },
    fjallbackaInspection: await inspectionAt('Hotel Fjällbacka', null),
    bryggenInspection: await inspectionAt('Nordic Stays Bryggen', null),
    /** A new inspection, unassigned or assigned to a user by e-mail. */
    throwawayInspection: async (where: 'solvik' | 'bryggen', agentEmail: string | null = null) =>
      (
        await inspectionAt(
          where === 'solvik' ? 'Hotel Solvik' : 'Nordic Stays Bryggen',
          agentEmail && user(agentEmail),
        )
      ).id,
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
        new Date(),
      );
      await engine.waitFor(created.position);
      return created.hotelId;
    },
    /**
     * A throwaway agent: 'demo' at both demo entities (beyond the demo hotelAdmin, who has only Solvik),
     * 'solvik' at Solvik alone (within the demo hotelAdmin's reach), 'nordic' in the other organization.
     */
    async throwawayUser(organization: 'demo' | 'solvik' | 'nordic' = 'demo') {
      return (await staff(organization, 'user', 'throwaway')).userId;
    },
    /** Users the demo hotelAdmin may administer (an agent at Solvik alone), and peers no admin may change. */
    solvikAgent: (await staff('solvik', 'user', 'solvik-agent')).userId,
    peerHotelAdmin: (await staff('solvik', 'hotelAdmin', 'peer-hotel')).userId,
    peerCompanyAdmin: (await staff('demo', 'companyAdmin', 'peer-company')).userId,
  };
}

export type Fixtures = Awaited<ReturnType<typeof demoFixtures>>;
