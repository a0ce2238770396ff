import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { newInspectionData } from '../support/new-inspection.ts';
import { snapshotModules } from '../../src-api/inspections/snapshot.ts';
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
import { RequestFailed } from '../../src-web/api/http.ts';
import {
  CONFLICT_KEY,
  CONFLICT_RETRIES,
  inspectionChanges,
  retryingConflicts,
} from '../../src-web/api/inspection-changes.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

const WRITERS = 24;
const ANSWERS_EACH = 10;

/**
 * Live co-editing: many people answer one inspection at the same moment. Every answer is one command on the
 * inspection's stream; none may be lost and none may answer 5xx.
 */
describe('concurrent answers on one inspection', () => {
  let server: TestServer;
  let inspectionId: string;
  let moduleId: string;
  let questionIds: string[];

  beforeAll(async () => {
    server = await startTestServer();
    const models = readModelsOf(server);
    const commands = server.runtime.container.get(TOKENS.commands);
    const engine = server.runtime.container.get(TOKENS.engine);
    const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!;

    // A module type with one question per answer, so every answer lands on its own question.
    const moduleTypeId = crypto.randomUUID();
    const clusterId = crypto.randomUUID();
    await commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), {
      type: 'CreateModuleType',
      moduleTypeId,
      fields: { name: 'Concurrency', classification: 'accommodation', area: 'room' },
      now: new Date().toISOString(),
    });
    const added = await commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), {
      type: 'ImportQuestions',
      commands: [
        { type: 'AddCluster', clusterId, fields: { name: 'All', ordinal: 1, commentPosition: 'bottom' } },
        ...Array.from({ length: WRITERS * ANSWERS_EACH }, (_, i) => ({
          type: 'AddQuestion' as const,
          questionId: crypto.randomUUID(),
          fields: {
            ...DEFAULT_QUESTION_FIELDS,
            clusterId,
            referenceNumber: `C-${i}`,
            type: 'radio' as const,
            classification: 'hygiene' as const,
            ordinal: i + 1,
            content: { sv_SE: `Fråga ${i}` },
            information: {},
          },
        })),
      ],
    });
    const typeId = crypto.randomUUID();
    await commands.handle(inspectionTypeDecider, inspectionTypeStream(typeId), {
      type: 'CreateInspectionType',
      actorRole: 'superUser',
      inspectionTypeId: typeId,
      organizationId: solvik.organizationId,
      hotelId: solvik._id,
      fields: { ...DEFAULT_INSPECTION_TYPE, name: 'Concurrency check' },
      template: null,
      moduleIds: {},
      now: new Date().toISOString(),
    });
    const withModule = await commands.handle(inspectionTypeDecider, inspectionTypeStream(typeId), {
      type: 'AddModule',
      actorRole: 'superUser',
      moduleId: crypto.randomUUID(),
      fields: {
        name: 'Concurrency',
        moduleTypeId,
        ordinal: 1,
        isMandatory: false,
        isDefaultNA: false,
        useTabs: false,
      },
    });
    await engine.waitFor(Math.max(added.position, withModule.position));
    const type = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ _id: typeId }))!;
    const modules = snapshotModules(
      type,
      await models.collection<ModuleTypeDocument>('moduleTypes').find({}),
    );
    inspectionId = crypto.randomUUID();
    const created = await createInspectionInParts(commands, {
      actor: { id: 'system', role: 'superUser' },
      now: new Date().toISOString(),
      data: newInspectionData({
        inspectionId,
        organizationId: solvik.organizationId,
        hotelId: solvik._id,
        type: {
          inspectionTypeId: typeId,
          name: type.name,
          reportType: 'agentQ',
          allowUnansweredQuestions: true,
        },
        startDate: '2026-11-20',
        startHour: '18:00',
        modules,
      }),
    });
    await engine.waitFor(created.position);
    moduleId = modules[0]!.id;
    questionIds = modules[0]!.clusters[0]!.questions.map((q) => q.id);
    expect(questionIds).toHaveLength(WRITERS * ANSWERS_EACH);
  });
  afterAll(() => server?.close());

  it(`${WRITERS} writers × ${ANSWERS_EACH} answers at once: no 5xx, every answer stored`, async () => {
    // Each writer is its own session: agents and admins of the entity, as in a live co-edit.
    const accounts = ['agent@demo.test', 'hotel@demo.test', 'company@demo.test', 'super@demo.test'];
    // Signed in one after another: six parallel sign-ins to one account would meet the sign-in limit (five
    // attempts in flight per e-mail and address), which is not what this test is about.
    const writers: ApiClient[] = [];
    for (let i = 0; i < WRITERS; i++) {
      const client = new ApiClient(server.url);
      expect((await client.login(accounts[i % accounts.length]!)).status).toBe(200);
      writers.push(client);
    }
    const comment = (writer: number, n: number) => `writer ${writer} answer ${n}`;
    const started = performance.now();
    const answers = await Promise.all(
      writers.flatMap((client, w) =>
        Array.from({ length: ANSWERS_EACH }, (_, n) =>
          client.request(
            'POST',
            `/api/inspections/${inspectionId}/modules/${moduleId}/questions/${questionIds[w * ANSWERS_EACH + n]}/comment`,
            { comment: comment(w, n), eventId: crypto.randomUUID() },
          ),
        ),
      ),
    );
    const wallMs = performance.now() - started;
    console.log(`${WRITERS}×${ANSWERS_EACH} concurrent answers: ${Math.round(wallMs)} ms`);

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const state = await writers[0]!.request<{ answers: Record<string, Record<string, { comment: string }>> }>(
      'GET',
      `/api/inspections/${inspectionId}/state`,
    );
    const stored = state.body.answers[moduleId]!;
    for (let w = 0; w < WRITERS; w++)
      for (let n = 0; n < ANSWERS_EACH; n++)
        expect(stored[questionIds[w * ANSWERS_EACH + n]!]?.comment).toBe(comment(w, n));
  });
});

/** The web app's change sender: a 409 errors.conflict is sent again, unchanged (same eventId). */
describe('retryingConflicts (the web client)', () => {
  const conflict = () => new RequestFailed(CONFLICT_KEY, 409);
  const noPause = async () => {};

  it('sends the same change again after a conflict and answers what the server finally says', async () => {
    const sent: unknown[] = [];
    const change = inspectionChanges.comment('i', 'm', 'q', 'hello');
    const answers = [conflict(), conflict(), { ok: true }];
    const result = await retryingConflicts(async () => {
      sent.push(change.body);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    }, noPause);
    expect(result).toEqual({ ok: true });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => (b as { eventId: string }).eventId)).size).toBe(1);
  });

  it('does not retry other refusals, and gives up after its retries', async () => {
    let calls = 0;
    const refused = await retryingConflicts(async () => {
      calls++;
      throw new RequestFailed('inspections.finished', 400);
    }, noPause).catch((e: unknown) => e);
    expect(refused).toMatchObject({ msg: 'inspections.finished' });
    expect(calls).toBe(1);

    calls = 0;
    const pauses: number[] = [];
    const exhausted = await retryingConflicts(
      async () => {
        calls++;
        throw conflict();
      },
      async (ms) => void pauses.push(ms),
      () => 0.999,
    ).catch((e: unknown) => e);
    expect(exhausted).toMatchObject({ msg: CONFLICT_KEY, status: 409 });
    expect(calls).toBe(CONFLICT_RETRIES + 1);
    expect(pauses).toEqual([99, 199, 399, 799, 1598]);
  });
});
