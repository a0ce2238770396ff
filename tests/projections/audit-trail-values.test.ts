import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import { auditTrailProjection } from '../../src-projections/audit-trail/projection.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import { contextCollectionOf } from '../../src-projections/registry.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';

/**
 * The audit trail reads an inspection's values off the one fold of its events (the runner holds its state):
 * an answer writes its entry and nothing else, and each "from" is what the inspection held before.
 */
describe("the audit trail's values of an inspection", () => {
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine;
  let notices: ChangeNotice[] = [];
  const agent = randomUUID();
  const inspection = randomUUID();
  const moduleId = randomUUID();
  const [q1, q2, q3] = [randomUUID(), randomUUID(), randomUUID()];

  beforeEach(async () => {
    stores = embeddedStores();
    engine = new ProjectionEngine({
      ...stores,
      projections: [auditTrailProjection],
      owner: 'test',
      leaseTtlMs: 600, // a lease tick every 200 ms: a retired collection is dropped that soon
      retiredGraceMs: 0,
      log: () => {},
    });
    engine.onChange((batch) => notices.push(...batch));
    await engine.start();
    await append(`user-${agent}`, 'UserCreated', {
      organizationId: 'org',
      name: 'Anna Agent',
      email: 'anna@test',
      role: 'user',
    });
    await append(`inspection-${inspection}`, 'InspectionCreated', {
      inspectionId: inspection,
      organizationId: 'org',
      hotelId: 'hotel',
      type: {
        inspectionTypeId: 't1',
        name: 'Mystery guest',
        reportType: 'agentQ',
        allowUnansweredQuestions: false,
      },
      startDate: '2026-11-26',
      startHour: '09:00',
      userId: agent,
      createdBy: agent,
      createdAt: '2026-11-26T09:00:00Z',
      descriptions: [],
      extraQuestions: [],
      modules: [],
      prefilledComments: [],
    });
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
    notices = [];
  });

  async function append(stream: string, type: string, data: Record<string, unknown>) {
    const { position } = await stores.events.append(stream, [{ type, data, metadata: { actorId: agent } }]);
    expect(await engine.waitFor(position)).toBe(true);
    return position;
  }
  const answer = (type: string, data: Record<string, unknown>) =>
    append(`inspection-${inspection}`, type, { by: agent, at: '2026-11-26T10:00:00Z', moduleId, ...data });
  const physical = () => engine.status().find((s) => s.name === 'auditTrail')!.physical;
  const all = <D extends Document>(collection: string) =>
    stores.readStore.collection<D>(collection).find({}, { sort: { _id: 1 } });
  const entryAt = async (position: number) =>
    (await stores.readModels
      .collection<AuditEntryDocument>('auditTrail')
      .findOne({ position })) as AuditEntryDocument;
  const changesAt = async (position: number) => (await entryAt(position)).changes;

  it("writes an answer's entry and nothing else, its old values read off the inspection's fold", async () => {
    await answer('QuestionScored', { questionId: q1, score: 1, comment: 'first' });
    await answer('QuestionScored', { questionId: q2, score: 2 });
    await answer('FollowUpSet', {
      questionId: q2,
      needsFollowUp: true,
      followUpComment: 'fix it',
      followUpDeadline: null,
      followUpTip: '',
      followUpFeedback: '',
    });
    notices = [];
    const position = await answer('QuestionScored', { questionId: q1, score: 3, comment: 'second' });

    const entry = `e:${String(position).padStart(16, '0')}`;
    expect(notices.map((n) => n.id)).toEqual([entry]);
    expect(await changesAt(position)).toEqual([
      { field: 'score', from: 1, to: 3 },
      { field: 'comment', from: 'first', to: 'second' },
    ]);
    // No values or context documents for inspections: only the agent's (who made the changes).
    const contexts = await all<Document>(contextCollectionOf(physical()));
    expect(contexts.map((doc) => doc._id)).toEqual([`ctx:user:${agent}`]);
    const entries = await all<Document>(physical());
    expect(entries.length).toBe(6);
    expect(entries.every((doc) => doc._id.startsWith('e:'))).toBe(true);
  });

  it('gives the right "from" after a removed answer, a finished module, attachments and the inspection-wide fields, and the same documents when rebuilt', async () => {
    await answer('QuestionScored', { questionId: q1, score: 2, comment: 'ok' });
    const removed = await answer('QuestionScored', { questionId: q1, score: null });
    expect(await changesAt(removed)).toEqual([{ field: 'score', from: 2, to: null }]);
    const again = await answer('QuestionScored', { questionId: q1, score: 3 });
    expect(await changesAt(again)).toEqual([{ field: 'score', from: null, to: 3 }]);

    // Finishing fills the unanswered q2: the entry says the module finished and names the score it filled in,
    // the answered question's values stay, and the filled score is q2's value from then on.
    await answer('QuestionScored', { questionId: q3, score: 1 });
    const finished = await answer('ModuleFinished', { filledScores: { [q2]: 4 } });
    expect(await changesAt(finished)).toEqual([
      { field: 'finished', from: false, to: true },
      { field: 'filledAtFinish', from: null, to: 4, questionId: q2 },
    ]);
    expect(await changesAt(await answer('QuestionScored', { questionId: q1, score: 0 }))).toEqual([
      { field: 'score', from: 3, to: 0 },
    ]);
    expect(await changesAt(await answer('QuestionScored', { questionId: q2, score: 1 }))).toEqual([
      { field: 'score', from: 4, to: 1 },
    ]);
    // The same value again changes nothing; another question's change does not reach q3's values.
    expect(await changesAt(await answer('QuestionScored', { questionId: q3, score: 1 }))).toEqual([]);

    await answer('AttachmentAdded', {
      questionId: q1,
      attachment: { id: 'photo-1', originalName: 'lobby.jpg' },
    });
    const photoGone = await answer('AttachmentRemoved', { questionId: q1, attachmentId: 'photo-1' });
    expect(await changesAt(photoGone)).toEqual([{ field: 'attachment', from: 'lobby.jpg', to: null }]);

    await answer('GeneralCommentsSet', { comments: 'Clean' });
    await answer('ComfortZoneCommentsSet', { comments: { quality: 'Good', service: 'Slow' } });
    const zones = await answer('ComfortZoneCommentsSet', { comments: { service: 'Fast' } });
    expect(await changesAt(zones)).toEqual([{ field: 'service', from: 'Slow', to: 'Fast' }]);
    const general = await answer('GeneralCommentsSet', { comments: 'Spotless' });
    expect(await changesAt(general)).toEqual([{ field: 'generalComments', from: 'Clean', to: 'Spotless' }]);

    // A submit clears the answers of the modules skipped: its entry shows each cleared, and a later answer
    // there starts from none (after the approval is taken back).
    const submit = await append(`inspection-${inspection}`, 'AgentEndTimeSet', {
      by: agent,
      at: '2026-11-26T11:00:00Z',
      clearedModuleIds: [moduleId],
    });
    expect(await changesAt(submit)).toEqual([
      { field: 'submitted', from: null, to: '2026-11-26T11:00:00Z' },
      { field: 'score', from: 0, to: null, moduleId, questionId: q1 },
      { field: 'comment', from: 'ok', to: null, moduleId, questionId: q1 },
      { field: 'score', from: 1, to: null, moduleId, questionId: q3 },
      { field: 'score', from: 1, to: null, moduleId, questionId: q2 },
    ]);
    expect(await changesAt(await answer('QuestionScored', { questionId: q2, score: 2 }))).toEqual([
      { field: 'score', from: null, to: 2 },
    ]);

    const before = { entries: await all(physical()), contexts: await all(contextCollectionOf(physical())) };
    const retired = physical();
    await engine.rebuild('auditTrail');
    expect(physical()).not.toBe(retired);
    expect(await all(physical())).toEqual(before.entries);
    expect(await all(contextCollectionOf(physical()))).toEqual(before.contexts);
    // The retired generation goes with its contexts once its grace period has passed.
    await eventually(
      () => stores.readStore.listCollections(),
      (names) => !names.includes(retired) && !names.includes(contextCollectionOf(retired)),
    );
  });
});
