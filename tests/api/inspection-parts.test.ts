import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQuestionnaire } from '../../src-api/inspections/create-in-parts.ts';
import { snapshotModules } from '../../src-api/inspections/snapshot.ts';
import {
  APPEND_PART_BUDGET_BYTES,
  MAX_APPEND_BYTES,
  partsUnder,
} from '../../src-domain/eventstore/append-size.ts';
import {
  DEFAULT_QUESTION_FIELDS,
  moduleTypeDecider,
  moduleTypeStream,
  type ModuleTypeCommand,
} from '../../src-domain/catalogue/index.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
} from '../../src-domain/inspection-type/index.ts';
import {
  inspectionStream,
  questionnaireParts,
  type InspectionCreatedData,
} from '../../src-domain/inspection/index.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { RecordingEventStore } from '../support/recording-event-store.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/** 520 questions of about 2,400 characters in four clusters: a questionnaire of about 1.3 MB, over 1 MiB. */
const QUESTIONS = 520;
/** Time as the server's injected clock tells it (events made here carry it, as the routes' do). */
let serverNow: () => string;
const CLUSTERS = 4;

interface WholeInspection {
  id: string;
  questionnaireComplete: boolean;
  modules: Array<{
    id: string;
    clusters: Array<{
      id: string;
      questions: Array<{ id: string; content: string; answer: { score: number | null } }>;
    }>;
  }>;
}

describe('an inspection of a type whose questionnaire is over 1 MiB', () => {
  let server: TestServer;
  let log: RecordingEventStore;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let bigType: string;
  let moduleId: string;

  beforeAll(async () => {
    server = await startTestServer({}, { wrapEvents: (real) => (log = new RecordingEventStore(real)) });
    as = await signInActors(server);
    f = await demoFixtures(server);
    const clock = server.runtime.container.get(TOKENS.clock);
    serverNow = () => clock.now().toISOString();
    const commands = server.runtime.container.get(TOKENS.commands);
    const engine = server.runtime.container.get(TOKENS.engine);
    // The catalogue's big module type, made in parts as the question import makes it.
    const moduleTypeId = randomUUID();
    const onModuleType = (command: ModuleTypeCommand) =>
      commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), command);
    await onModuleType({
      type: 'CreateModuleType',
      moduleTypeId,
      fields: { name: `Stort ${randomUUID()}`, classification: 'accommodation', area: 'room' },
      now: serverNow(),
    });
    const clusterIds = Array.from({ length: CLUSTERS }, () => randomUUID());
    const changes: Extract<ModuleTypeCommand, { type: 'ImportQuestions' }>['commands'] = [
      ...clusterIds.map((clusterId, i) => ({
        type: 'AddCluster' as const,
        clusterId,
        fields: { name: `Kluster ${i}`, ordinal: i + 1, commentPosition: 'bottom' as const },
      })),
      ...Array.from({ length: QUESTIONS }, (_, i) => ({
        type: 'AddQuestion' as const,
        questionId: randomUUID(),
        fields: {
          ...DEFAULT_QUESTION_FIELDS,
          clusterId: clusterIds[i % CLUSTERS]!,
          referenceNumber: `BIG-${i}-${randomUUID()}`,
          type: 'radio' as const,
          classification: 'hygiene' as const,
          ordinal: i + 1,
          content: { sv_SE: `${i} `.padEnd(2400, 'Är handfatet fritt från kalkfläckar? ') },
          information: {},
        },
      })),
    ];
    let position = 0;
    for (const part of partsUnder(changes))
      position = (await onModuleType({ type: 'ImportQuestions', commands: part })).position;
    await engine.waitFor(position);
    // A Safe Q type of Hotel Solvik with that one module, so the Safe Q day read model meets the parts too.
    bigType = randomUUID();
    await commands.handle(inspectionTypeDecider, inspectionTypeStream(bigType), {
      type: 'CreateInspectionType',
      actorRole: 'superUser',
      inspectionTypeId: bigType,
      organizationId: f.demoOrg,
      hotelId: f.solvik,
      fields: { ...DEFAULT_INSPECTION_TYPE, name: `Stor Safe Q ${randomUUID()}`, reportType: 'safeQ' },
      template: null,
      moduleIds: {},
      now: serverNow(),
    });
    moduleId = randomUUID();
    const added = await commands.handle(inspectionTypeDecider, inspectionTypeStream(bigType), {
      type: 'AddModule',
      actorRole: 'superUser',
      moduleId,
      fields: {
        name: 'Stort',
        moduleTypeId,
        ordinal: 1,
        isMandatory: false,
        isDefaultNA: false,
        useTabs: false,
      },
    });
    await engine.waitFor(added.position);
  }, 120_000);
  afterAll(() => server?.close());

  // A Safe Q type holds one round a day at an entity: each creation on a day of its own.
  let day = 10;
  const create = () =>
    as.companyAdmin.request<WholeInspection>('POST', '/api/admin/inspections', {
      hotel: f.solvik,
      inspectionType: bigType,
      startTime: `2026-11-${day++}`,
      startTimeHour: '09:00',
      user: null,
      shouldSendNotification: false,
      inspectionDescriptions: [],
      extraQuestions: [],
    });
  const questionsOf = (inspection: WholeInspection) =>
    inspection.modules.flatMap((m) => m.clusters.flatMap((c) => c.questions));
  const appendsTo = (id: string) => log.appends.filter((a) => a.stream === inspectionStream(id));

  it('is created in appends that each fit the event log, answered whole once the read models have it', async () => {
    const created = await create();
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    // The answer is the whole inspection: every question of every part is there, read your writes.
    expect(created.body.questionnaireComplete).toBe(true);
    expect(questionsOf(created.body)).toHaveLength(QUESTIONS);
    expect(created.body.modules.map((m) => m.id)).toEqual([moduleId]);
    expect(created.body.modules[0]!.clusters).toHaveLength(CLUSTERS);

    const appends = appendsTo(created.body.id);
    expect(appends[0]!.types).toEqual(['InspectionCreated']);
    expect(appends.slice(1).every((a) => a.types.join() === 'QuestionnairePartRecorded')).toBe(true);
    // Together over the limit one append may hold; each part well under it, within the parts' budget.
    expect(appends.reduce((sum, a) => sum + a.bytes, 0)).toBeGreaterThan(MAX_APPEND_BYTES);
    expect(appends.length).toBeGreaterThanOrEqual(6);
    for (const append of appends) expect(append.bytes).toBeLessThan(APPEND_PART_BUDGET_BYTES + 4096);
  });

  it('takes answers in every part, and a rebuild of its read models gives the same documents', async () => {
    const created = (await create()).body;
    const questions = questionsOf(created);
    for (const question of [questions[0]!, questions[QUESTIONS - 1]!]) {
      const answer = await as.user.request(
        'POST',
        `/api/inspections/${created.id}/modules/${moduleId}/questions/${question.id}/score`,
        { score: 0 },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const models = readModelsOf(server);
    const documents = async () =>
      Promise.all(
        ['inspections', 'inspectionQuestionnaires', 'safeQDays'].map(async (collection) => {
          const doc = await models.collection<TrackedDocument>(collection).findOne({ _id: created.id });
          return doc && stripTracking(doc);
        }),
      );
    const before = await documents();
    expect(before.every((doc) => doc !== null)).toBe(true);
    // The Safe Q day scores the whole questionnaire: both answers, the last part's among them.
    expect(before[2]).toMatchObject({ figures: { total: { scored: 2 } } });
    const engine = server.runtime.container.get(TOKENS.engine);
    for (const name of ['inspections', 'inspectionQuestionnaires', 'safeQDays']) await engine.rebuild(name);
    expect(await documents()).toEqual(before);
  });

  it('left incomplete by a creation cut short between appends: refuses answers, is listed as such, and is deleted', async () => {
    // The process "dies" after its third part: no later part reaches the log.
    let parts = 0;
    log.refuse = (_stream, events) =>
      events.some((e) => e.type === 'QuestionnairePartRecorded') && ++parts > 3;
    const failed = await create();
    log.refuse = null;
    expect(failed.status).toBe(500);
    // A request that failed did not wait for the read models (read-your-writes): the list is read once they
    // have what it logged.
    const { container } = server.runtime;
    await container.get(TOKENS.engine).waitFor(await container.get(TOKENS.events).headPosition());
    const list = await as.companyAdmin.request<Array<{ id: string; questionnaireComplete: boolean }>>(
      'GET',
      `/api/admin/hotels/${f.solvik}/inspections`,
    );
    const cut = list.body.find((i) => !i.questionnaireComplete);
    expect(cut, 'the incomplete inspection is listed').toBeDefined();
    const shown = await as.companyAdmin.request<WholeInspection>('GET', `/api/admin/inspections/${cut!.id}`);
    expect(shown.body.questionnaireComplete).toBe(false);
    const question = questionsOf(shown.body)[0]!;
    const refused = await as.user.request(
      'POST',
      `/api/inspections/${cut!.id}/modules/${moduleId}/questions/${question.id}/score`,
      { score: 0 },
    );
    expect(refused).toMatchObject({ status: 400, body: { msg: 'inspections.questionnaireIncomplete' } });
    const deleted = await as.companyAdmin.request('DELETE', `/api/admin/inspections/${cut!.id}`);
    expect(deleted.status).toBe(200);
    expect((await as.companyAdmin.request('GET', `/api/admin/inspections/${cut!.id}`)).status).toBe(404);
  });

  it('left incomplete, is completed by recording the same parts again: only the missing ones are appended', async () => {
    const commands = server.runtime.container.get(TOKENS.commands);
    const engine = server.runtime.container.get(TOKENS.engine);
    let parts = 0;
    log.refuse = (_stream, events) =>
      events.some((e) => e.type === 'QuestionnairePartRecorded') && ++parts > 2;
    expect((await create()).status).toBe(500);
    log.refuse = null;
    const created = log.appends.findLast((a) => a.types.includes('InspectionCreated'))!;
    const id = created.stream.slice('inspection-'.length);
    // The same questionnaire, split the same way: what the creation was sending.
    const models = readModelsOf(server);
    const type = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ _id: bigType }))!;
    const moduleTypes = await models.collection<ModuleTypeDocument>('moduleTypes').find({});
    const all = questionnaireParts(snapshotModules(type, moduleTypes), []);
    const before = appendsTo(id).length;
    const done = await recordQuestionnaire(
      commands,
      id,
      { actor: { id: 'system', role: 'superUser' }, now: serverNow() },
      all,
      {},
    );
    await engine.waitFor(done.position);
    expect(appendsTo(id).length - before).toBe(all.length - 2);
    const whole = await as.companyAdmin.request<WholeInspection>('GET', `/api/admin/inspections/${id}`);
    expect(whole.body.questionnaireComplete).toBe(true);
    expect(questionsOf(whole.body)).toHaveLength(QUESTIONS);
  });

  it('still reads an inspection logged before parts, its questionnaire whole in InspectionCreated', async () => {
    const engine = server.runtime.container.get(TOKENS.engine);
    const models = readModelsOf(server);
    const solvikType = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ _id: f.solvikType }))!;
    const modules = snapshotModules(
      solvikType,
      await models.collection<ModuleTypeDocument>('moduleTypes').find({}),
    );
    const id = randomUUID();
    const old: InspectionCreatedData = {
      inspectionId: id,
      organizationId: f.demoOrg,
      hotelId: f.solvik,
      type: {
        inspectionTypeId: solvikType._id,
        name: solvikType.name,
        reportType: 'agentQ',
        allowUnansweredQuestions: true,
      },
      startDate: '2026-11-26',
      startHour: '10:00',
      userId: null,
      createdBy: 'system',
      createdAt: serverNow(),
      descriptions: [],
      extraQuestions: [],
      prefilledComments: [],
      shouldSendNotification: false,
      followUpToInspectionId: null,
      modules,
    };
    const appended = await log.append(inspectionStream(id), [{ type: 'InspectionCreated', data: old }]);
    await engine.waitFor(appended.position);
    const whole = await as.companyAdmin.request<WholeInspection>('GET', `/api/admin/inspections/${id}`);
    expect(whole.status).toBe(200);
    expect(whole.body.questionnaireComplete).toBe(true);
    expect(whole.body.modules.map((m) => m.id)).toEqual(modules.map((m) => m.id));
    const question = modules[0]!.clusters[0]!.questions[0]!;
    const answer = await as.user.request(
      'POST',
      `/api/inspections/${id}/modules/${modules[0]!.id}/questions/${question.id}/score`,
      { score: 0 },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
