import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Ids in request bodies name things of the caller's tenant, checked against the target's rules: an unknown
 * id and another tenant's get the same translated 400, and nothing about the id's owner is answered.
 */
describe('ids in bodies', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let nordic: ApiClient;
  let superUserId: string;
  const NOT_AT_ENTITY = {
    status: 400,
    body: { msg: 'inspections.userNotAtEntity', errors: { user: 'inspections.userNotAtEntity' } },
  };

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await demoFixtures(server);
    nordic = new ApiClient(server.url);
    expect((await nordic.login('nordic-company@demo.test')).status).toBe(200);
    superUserId = (await readModelsOf(server)
      .collection<UserDocument>('users')
      .findOne({ email: 'super@demo.test' }))!._id;
  });
  afterAll(() => server?.close());

  const storedUser = async (inspectionId: string) =>
    (await readModelsOf(server).collection('inspections').findOne({ _id: inspectionId }))!.userId;

  describe('PUT /api/admin/inspections/:id (assigning a user)', () => {
    const reschedule = (user: unknown) =>
      nordic.request('PUT', `/api/admin/inspections/${fixtures.bryggenInspection.id}`, { user });

    it('refuses another organization’s agent and tells nothing of them', async () => {
      const answer = await reschedule(fixtures.demoAgent);
      expect(answer).toMatchObject(NOT_AT_ENTITY);
      expect(JSON.stringify(answer.body)).not.toContain('Anders');
      expect(await storedUser(fixtures.bryggenInspection.id)).toBeNull();
    });

    it('refuses a superUser’s id the same way', async () => {
      const answer = await reschedule(superUserId);
      expect(answer).toMatchObject(NOT_AT_ENTITY);
      expect(JSON.stringify(answer.body)).not.toContain('Sara');
    });

    it('answers an id that names nobody exactly as one of another tenant', async () => {
      const unknown = await reschedule(crypto.randomUUID());
      const foreign = await reschedule(fixtures.demoAgent);
      expect(unknown.status).toBe(foreign.status);
      expect(unknown.body).toEqual(foreign.body);
    });

    it.each([
      ['markup', 'not-a-user-<script>'],
      ['a 500 KB string', 'x'.repeat(500_000)],
      ['a number', 42],
    ])('refuses %s and stores nothing', async (_, user) => {
      expect(await reschedule(user)).toMatchObject(NOT_AT_ENTITY);
      expect(await storedUser(fixtures.bryggenInspection.id)).toBeNull();
    });

    it('assigns an agent of the entity, and unassigns with null', async () => {
      expect(await reschedule(fixtures.nordicAgent)).toMatchObject({
        status: 200,
        body: { user: { name: 'Ola Agent' } },
      });
      expect(await storedUser(fixtures.bryggenInspection.id)).toBe(fixtures.nordicAgent);
      expect(await reschedule(null)).toMatchObject({ status: 200 });
      expect(await storedUser(fixtures.bryggenInspection.id)).toBeNull();
    });
  });

  describe('POST /api/admin/inspections', () => {
    const body = (over: Record<string, unknown>) => ({
      hotel: fixtures.bryggen,
      inspectionType: fixtures.nordicType,
      startTime: '2026-12-01',
      startTimeHour: '09:00',
      ...over,
    });

    it('refuses another organization’s agent, a superUser and an unknown id alike', async () => {
      for (const user of [fixtures.demoAgent, superUserId, crypto.randomUUID(), 'not-a-user-<script>'])
        expect(await nordic.request('POST', '/api/admin/inspections', body({ user }))).toMatchObject(
          NOT_AT_ENTITY,
        );
    });

    it('answers another organization’s entity and an unknown one alike (400 inspections.hotelRequired)', async () => {
      const foreign = await nordic.request(
        'POST',
        '/api/admin/inspections',
        body({ hotel: fixtures.solvik }),
      );
      const unknown = await nordic.request(
        'POST',
        '/api/admin/inspections',
        body({ hotel: crypto.randomUUID() }),
      );
      const garbage = await nordic.request(
        'POST',
        '/api/admin/inspections',
        body({ hotel: 'x'.repeat(100_000) }),
      );
      for (const answer of [foreign, unknown, garbage])
        expect(answer).toMatchObject({ status: 400, body: { msg: 'inspections.hotelRequired' } });
      expect(unknown.body).toEqual(foreign.body);
    });

    it('refuses another organization’s inspection type and an unknown one alike', async () => {
      const foreign = await nordic.request(
        'POST',
        '/api/admin/inspections',
        body({ inspectionType: fixtures.solvikType }),
      );
      const unknown = await nordic.request(
        'POST',
        '/api/admin/inspections',
        body({ inspectionType: crypto.randomUUID() }),
      );
      expect(foreign).toMatchObject({ status: 400, body: { msg: 'inspections.typeRequired' } });
      expect(unknown.body).toEqual(foreign.body);
    });

    it('creates with an agent of the entity', async () => {
      expect(
        await nordic.request('POST', '/api/admin/inspections', body({ user: fixtures.nordicAgent })),
      ).toMatchObject({ status: 201, body: { user: { name: 'Ola Agent' } } });
    });
  });

  describe('inspection types', () => {
    let demo: ApiClient;
    let superUser: ApiClient;
    beforeAll(async () => {
      demo = new ApiClient(server.url);
      superUser = new ApiClient(server.url);
      expect((await demo.login('company@demo.test')).status).toBe(200);
      expect((await superUser.login('super@demo.test')).status).toBe(200);
    });

    it('linking a template to entities answers another organization’s entity and an unknown one alike (400)', async () => {
      const link = (hotelIds: unknown[]) =>
        demo.request('POST', `/api/admin/inspection-types/${fixtures.demoOrgType}/fromTemplate`, {
          hotelIds,
        });
      const foreign = await link([fixtures.bryggen]);
      const unknown = await link([crypto.randomUUID()]);
      const garbage = await link(['x'.repeat(10_000)]);
      for (const answer of [foreign, unknown, garbage])
        expect(answer).toMatchObject({ status: 400, body: { msg: 'inspectionTypes.hotelsRequired' } });
      expect(unknown.body).toEqual(foreign.body);
    });

    it('an organization id that names none is a 400 with the field’s key', async () => {
      for (const organizationId of [crypto.randomUUID(), 'not-an-id'])
        expect(
          await superUser.request('POST', '/api/admin/inspection-types', { name: 'Typ', organizationId }),
        ).toMatchObject({ status: 400, body: { msg: 'inspectionTypes.organizationRequired' } });
    });

    it('a module’s module type id is bounded', async () => {
      expect(
        await superUser.request(
          'POST',
          `/api/admin/inspection-types/${fixtures.solvikType}/inspection-modules`,
          {
            name: 'Modul',
            type: 'y'.repeat(100_000),
          },
        ),
      ).toMatchObject({ status: 400, body: { msg: 'modules.moduleTypeRequired' } });
    });
  });
});
