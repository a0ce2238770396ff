import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_EMAIL, ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';
import type { SnapshotModule } from '../../src-domain/inspection/snapshot.ts';
import { TOKENS } from '../../src-server/container.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/** Every file under a folder, recursively: what someone reading the disk would see. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files under DATA_DIR holding any of these texts (as UTF-8 bytes, in any case of ASCII letters). */
function filesHolding(dir: string, texts: string[]): string[] {
  const needles = texts.flatMap((text) => [text, text.toLowerCase(), text.toUpperCase()]);
  return filesUnder(dir).filter((path) => {
    const bytes = readFileSync(path);
    return needles.some((needle) => bytes.includes(Buffer.from(needle)));
  });
}

/**
 * Erasure by crypto-shredding (issue #17 item 5), through the real server: a person uses the product, is
 * erased by a superUser, and afterwards their name and e-mail are in no file under DATA_DIR while the log
 * still verifies.
 */
describe('erasing a person', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  const NAME = 'Wilhelmina Erasmustein';
  const RENAMED = 'Wilhelmina Quillfeather';
  const EMAIL = `wilhelmina.erasmustein-${Date.now()}@demo.test`;
  const PASSWORD = 'wilhelmina-password-2026';
  let userId: string;
  let person: ApiClient;
  const erase = (client: ApiClient, id: string, body: unknown = { confirm: true }) =>
    client.request('POST', `/api/admin/users/${id}/erase`, body);

  beforeAll(async () => {
    server = await startTestServer();
    as = await signInActors(server);
    f = await demoFixtures(server);
    const created = await as.superUser.request<{ id: string }>('POST', '/api/admin/users', {
      name: NAME,
      email: EMAIL,
      agentCode: 'A-555',
      role: 'user',
      profile: 'Wilhelmina speaks Dutch',
      organizationId: f.demoOrg,
      hotelIds: [f.solvik],
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    userId = created.body.id;
    // An inspection for them (mailed to them), which they answer: they are the actor of audit entries.
    const inspection = await as.companyAdmin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: f.solvik,
      inspectionType: f.solvikType,
      startTime: '2026-12-03',
      startTimeHour: '08:15',
      user: userId,
    });
    expect(inspection.status).toBe(201);
    person = new ApiClient(server.url);
    expect((await person.login(EMAIL, PASSWORD)).status).toBe(200);
    const questionnaire = await readModelsOf(server)
      .collection<{ _id: string; modules: SnapshotModule[] }>('inspectionQuestionnaires')
      .findOne({ _id: inspection.body.id });
    const module = questionnaire!.modules[0]!;
    const question = module.clusters[0]!.questions[0]!;
    const answered = await person.request(
      'POST',
      `/api/inspections/${inspection.body.id}/modules/${module.id}/questions/${question.id}/score`,
      { score: 2 },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect((await as.superUser.request('PUT', `/api/admin/users/${userId}`, { name: RENAMED })).status).toBe(
      200,
    );
    await waitForMail(join(server.dataDir, 'outbox'), EMAIL);
  });
  afterAll(() => server?.close());

  it('is refused to everyone but a superUser, unconfirmed, for oneself, and for no such user', async () => {
    expect((await erase(as.anon, userId)).status).toBe(401);
    for (const actor of ['user', 'hotelAdmin', 'companyAdmin'] as const)
      expect((await erase(as[actor], userId)).status, actor).toBe(403);
    // Another organization's admin learns nothing either.
    const nordic = new ApiClient(server.url);
    await nordic.login('nordic-company@demo.test');
    expect((await erase(nordic, userId)).status).toBe(403);
    const unconfirmed = await erase(as.superUser, userId, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      msg: 'users.eraseNotConfirmed',
      errors: { confirm: 'users.eraseNotConfirmed' },
    });
    expect((await erase(as.superUser, userId, { confirm: false })).status).toBe(400);
    const me = (await as.superUser.request<{ id: string }>('GET', '/api/sessions/check')).body.id;
    expect((await erase(as.superUser, me)).status).toBe(403);
    expect((await erase(as.superUser, crypto.randomUUID())).status).toBe(404);
    // Nothing was erased by any of these.
    expect((await as.superUser.request('GET', `/api/admin/users/${userId}`)).body).toMatchObject({
      name: RENAMED,
      erased: false,
    });
  });

  it('leaves the name and e-mail in no file under DATA_DIR, and the log verifies', async () => {
    const dataDir = server.dataDir;
    // Before: the read models and the outbox hold them (so this test can fail); the log holds neither.
    expect(filesHolding(dataDir, [NAME]).some((path) => path.includes('readmodels.db'))).toBe(true);
    expect(filesHolding(dataDir, [EMAIL]).some((path) => path.includes('outbox'))).toBe(true);
    expect(
      filesHolding(dataDir, [NAME, RENAMED, EMAIL]).filter((path) => path.includes('events.db')),
    ).toEqual([]);

    const erased = await erase(as.superUser, userId);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    expect(filesHolding(dataDir, [NAME, RENAMED, EMAIL, 'Erasmustein', 'Quillfeather'])).toEqual([]);
    expect(await server.runtime.services.auditTrail.verify()).toMatchObject({ ok: true });
  });

  it('shows the person as erased wherever they were named, and they can no longer sign in', async () => {
    expect((await as.superUser.request('GET', `/api/admin/users/${userId}`)).body).toMatchObject({
      name: ERASED_NAME,
      email: ERASED_EMAIL,
      profile: '',
      role: 'deactivated',
      erased: true,
    });
    expect((await person.request('GET', '/api/sessions/check')).status).toBe(401);
    expect((await new ApiClient(server.url).login(EMAIL, PASSWORD)).status).toBe(401);
    const entries = await readModelsOf(server)
      .collection<AuditEntryDocument>('auditTrail')
      .find({ $or: [{ actorId: userId }, { subjectId: userId }] });
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries.filter((e) => e.actorId === userId))
      expect(entry.actor!.name).toBe(ERASED_NAME);
    const created = entries.find((e) => e.eventType === 'UserCreated')!;
    expect(created.changes).toContainEqual({ field: 'name', from: null, to: ERASED_NAME });
    expect(created.changes).toContainEqual({ field: 'email', from: null, to: ERASED_EMAIL });
    expect(entries.find((e) => e.eventType === 'UserErased')!.changes).toEqual([
      { field: 'erased', from: false, to: true },
    ]);
    // The address is free again.
    const again = await as.superUser.request('POST', '/api/admin/users', {
      name: 'Someone Else',
      email: EMAIL,
      agentCode: 'A-556',
      role: 'user',
      organizationId: f.demoOrg,
      hotelIds: [f.solvik],
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('takes a second erasure as the first: nothing more is recorded', async () => {
    const events = server.runtime.container.get(TOKENS.storedEvents);
    const before = (await events.readStream(`user-${userId}`)).length;
    expect((await erase(as.superUser, userId)).status).toBe(200);
    expect((await events.readStream(`user-${userId}`)).length).toBe(before);
  });

  it('gives the same erased entries and user when the read models are rebuilt from the log', async () => {
    const models = readModelsOf(server);
    const personal = async () =>
      (
        await models
          .collection<AuditEntryDocument>('auditTrail')
          .find({ $or: [{ actorId: userId }, { subjectId: userId }] }, { sort: { key: 1 } })
      ).map(({ _id, actor, changes }) => ({ _id, actor, changes }));
    const before = await personal();
    const user = (await as.superUser.request('GET', `/api/admin/users/${userId}`)).body;
    const engine = server.runtime.container.get(TOKENS.engine);
    await engine.rebuild('auditTrail');
    await engine.rebuild('users');
    expect(await personal()).toEqual(before);
    expect((await as.superUser.request('GET', `/api/admin/users/${userId}`)).body).toEqual(user);
    await server.runtime.services.personalData.purgeFreedBytes();
    // (The address is someone else's by now: the test before gave it to a new user.)
    expect(filesHolding(server.dataDir, [NAME, RENAMED])).toEqual([]);
  });

  it('erases a user who was deleted before, whose data is still in the log', async () => {
    const other = await f.throwawayUser('solvik');
    expect((await as.companyAdmin.request('DELETE', `/api/admin/users/${other}`)).status).toBe(200);
    expect((await as.superUser.request('GET', `/api/admin/users/${other}`)).status).toBe(404);
    expect((await erase(as.superUser, other)).status).toBe(200);
    const events = server.runtime.container.get(TOKENS.events);
    const [created] = await events.readStream(`user-${other}`);
    expect(created!.data).toMatchObject({ name: ERASED_NAME, email: ERASED_EMAIL, erased: true });
    expect((await events.readStream(`user-${other}`)).at(-1)!.type).toBe('UserErased');
  });
});
