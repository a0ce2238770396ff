import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE, SUBSCRIBE, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { eventually } from '../support/embedded-stores.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';

describe('administration of organizations, entities and users', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let company: ApiClient;
  let superUser: ApiClient;
  let hotelAdmin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await demoFixtures(server);
    company = new ApiClient(server.url);
    superUser = new ApiClient(server.url);
    hotelAdmin = new ApiClient(server.url);
    await company.login('company@demo.test');
    await superUser.login('super@demo.test');
    await hotelAdmin.login('hotel@demo.test');
  });
  afterAll(() => server.close());

  const newUser = (over: Record<string, unknown> = {}) => ({
    name: 'Nils Ny',
    email: `nils-${Math.random().toString(36).slice(2)}@demo.test`,
    agentCode: 'A-900',
    role: 'user',
    password: 'a long enough password',
    passwordRepeat: 'a long enough password',
    hotelIds: [fixtures.solvik],
    ...over,
  });

  describe('entities', () => {
    it('are created by a companyAdmin in their own organization, and read back at once', async () => {
      const created = await company.request('POST', '/api/admin/hotels', {
        name: 'Hotel Strand',
        address: 'Kajen 1',
        reportEmail: ['a@x.test', ' ', 'b@x.test'],
      });
      expect(created.status).toBe(201);
      await expectDocumentedAnswer(server.url, 'POST', '/api/admin/hotels', created);
      expect(created.body).toMatchObject({
        name: 'Hotel Strand',
        organizationId: fixtures.demoOrg,
        reportEmail: ['a@x.test', 'b@x.test'],
        inactive: false,
      });
      const listed = await company.request<Array<{ name: string }>>('GET', '/api/admin/hotels');
      expect(listed.body.map((h) => h.name)).toContain('Hotel Strand');
    });

    it('are listed to an agent as the entities they work at, without administrative fields', async () => {
      const agent = new ApiClient(server.url);
      await agent.login('agent@demo.test');
      const listed = await agent.request<Array<Record<string, unknown>>>('GET', '/api/hotels');
      expect(listed.body.map((h) => h.name)).toEqual(
        expect.arrayContaining(['Hotel Fjällbacka', 'Hotel Solvik']),
      );
      for (const hotel of listed.body)
        expect(Object.keys(hotel).sort()).toEqual([
          'address',
          'id',
          'inactive',
          'name',
          'organizationId',
          'version',
        ]);
    });

    it('refuse a name already taken in the organization, whatever its case', async () => {
      const answer = await company.request('POST', '/api/admin/hotels', { name: 'hotel FJÄLLBACKA' });
      expect(answer).toMatchObject({ status: 400, body: { msg: 'entities.nameTaken' } });
    });

    it('refuse a contact e-mail that is not an address', async () => {
      expect(
        await company.request('POST', '/api/admin/hotels', {
          name: 'Kontakthotellet',
          emailContact: 'info@kontakt,test',
        }),
      ).toMatchObject({ status: 400, body: { errors: { emailContact: 'errors.invalidEmail' } } });
    });

    it('refuse a bad recipient address naming its row as typed (blank rows counted)', async () => {
      const answer = await company.request('POST', '/api/admin/hotels', {
        name: 'Adresshotellet',
        reportEmail: ['chef@adress.test', ' ', 'vakt på natten'],
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { msg: 'errors.invalidEmail', errors: { 'reportEmail.2': 'errors.invalidEmail' } },
      });
    });

    it('refuse invalid inactive dates with their keys', async () => {
      expect(
        await company.request('POST', '/api/admin/hotels', {
          name: 'Datumhotellet',
          inactiveStartDate: '2026-13-01',
        }),
      ).toMatchObject({ status: 400, body: { msg: 'entities.invalidDate' } });
      expect(
        await company.request('POST', '/api/admin/hotels', {
          name: 'Datumhotellet',
          inactiveStartDate: '2026-05-02',
          inactiveEndDate: '2026-05-01',
        }),
      ).toMatchObject({ status: 400, body: { msg: 'entities.invalidDateRange' } });
      // The refused creations freed the name again.
      expect((await company.request('POST', '/api/admin/hotels', { name: 'Datumhotellet' })).status).toBe(
        201,
      );
    });

    it('sort inactive entities last', async () => {
      const created = await company.request<{ id: string }>('POST', '/api/admin/hotels', {
        name: 'Aaa Closed',
        inactiveStartDate: '2020-01-01',
      });
      const listed = await company.request<Array<{ name: string; inactive: boolean }>>(
        'GET',
        '/api/admin/hotels',
      );
      expect(listed.body.at(-1)).toMatchObject({ name: 'Aaa Closed', inactive: true });
      expect(created.status).toBe(201);
    });

    it('let only a superUser switch the dashboard, and not a hotelAdmin set inactive dates', async () => {
      // The demo's Solvik has its dashboard on: a companyAdmin may not switch it off (sending it unchanged,
      // as a form does, is no switch).
      expect(
        await company.request('PUT', `/api/admin/hotels/${fixtures.solvik}`, { dashboardEnabled: false }),
      ).toMatchObject({ status: 403, body: { msg: 'errors.noPermission' } });
      expect(
        await hotelAdmin.request('PUT', `/api/admin/hotels/${fixtures.solvik}`, {
          inactiveStartDate: '2030-01-01',
        }),
      ).toMatchObject({ status: 403, body: { msg: 'errors.noPermission' } });
      expect(
        await superUser.request('PUT', `/api/admin/hotels/${fixtures.solvik}`, { dashboardEnabled: false }),
      ).toMatchObject({ status: 200, body: { dashboardEnabled: false } });
      expect(
        await superUser.request('PUT', `/api/admin/hotels/${fixtures.solvik}`, { dashboardEnabled: true }),
      ).toMatchObject({ status: 200, body: { dashboardEnabled: true } });
    });

    it('rename, releasing the old name for others', async () => {
      const created = await company.request<{ id: string }>('POST', '/api/admin/hotels', {
        name: 'Hotel Gammal',
      });
      expect(
        await company.request('PUT', `/api/admin/hotels/${created.body.id}`, { name: 'Hotel Ny' }),
      ).toMatchObject({ status: 200, body: { name: 'Hotel Ny' } });
      expect((await company.request('POST', '/api/admin/hotels', { name: 'Hotel Gammal' })).status).toBe(201);
      expect(await company.request('POST', '/api/admin/hotels', { name: 'Hotel Ny' })).toMatchObject({
        status: 400,
        body: { msg: 'entities.nameTaken' },
      });
    });
  });

  describe('users', () => {
    it('are created with a password and linked entities, and can sign in', async () => {
      const body = newUser();
      const created = await company.request('POST', '/api/admin/users', body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        email: body.email,
        role: 'user',
        organizationId: fixtures.demoOrg,
        hotelIds: [fixtures.solvik],
      });
      expect(created.body).not.toHaveProperty('passwordHash');
      expect((await new ApiClient(server.url).login(body.email, 'a long enough password')).status).toBe(200);
    });

    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['an e-mail already taken', { email: 'agent@demo.test' }, 'users.emailUnavailable'],
      [
        'a password that is too short',
        { password: 'short', passwordRepeat: 'short' },
        'login.passwordLength',
      ],
      ['passwords that differ', { passwordRepeat: 'another long password' }, 'login.passwordMismatch'],
      ['no entity for an agent', { hotelIds: [] }, 'users.entityRequired'],
      ['a role above the actor', { role: 'superUser' }, 'users.roleNotAllowed'],
      ['a missing agent code', { agentCode: '' }, 'users.agentCodeRequired'],
      ['an invalid e-mail', { email: 'not-an-email' }, 'errors.invalidEmail'],
      ['an unknown field', { isAdmin: true }, 'errors.unknownField'],
    ];
    for (const [what, over, key] of refusals) {
      it(`refuse ${what} with ${key}`, async () => {
        const answer = await company.request('POST', '/api/admin/users', newUser(over));
        expect(answer).toMatchObject({ status: 400, body: { msg: key } });
      });
    }

    it('refuse an entity of another organization as not found', async () => {
      const answer = await company.request(
        'POST',
        '/api/admin/users',
        newUser({ hotelIds: [fixtures.bryggen] }),
      );
      expect(answer).toMatchObject({ status: 404, body: { msg: 'errors.notFound' } });
    });

    it('free the e-mail of a refused creation', async () => {
      const body = newUser({ hotelIds: [] });
      expect((await company.request('POST', '/api/admin/users', body)).status).toBe(400);
      expect(
        (await company.request('POST', '/api/admin/users', { ...body, hotelIds: [fixtures.solvik] })).status,
      ).toBe(201);
    });

    it('are deactivated by an admin: their session ends and they cannot sign in', async () => {
      const body = newUser();
      const created = await company.request<{ id: string }>('POST', '/api/admin/users', body);
      const them = new ApiClient(server.url);
      await them.login(body.email, 'a long enough password');
      expect(
        await company.request('PUT', `/api/admin/users/${created.body.id}`, { role: 'deactivated' }),
      ).toMatchObject({ status: 200, body: { role: 'deactivated' } });
      expect((await them.request('GET', '/api/sessions/check')).status).toBe(401);
      expect((await them.login(body.email, 'a long enough password')).status).toBe(401);
      expect(
        await company.request(
          'PUT',
          `/api/admin/users/${created.body.id}/hotels/${fixtures.fjallbacka}/link`,
        ),
      ).toMatchObject({ status: 400, body: { msg: 'users.deactivated' } });
    });

    it('cannot have their own role changed by themselves', async () => {
      const me = await company.request<{ id: string }>('GET', '/api/sessions/check');
      await expectDocumentedAnswer(server.url, 'GET', '/api/sessions/check', me);
      for (const path of [
        '/api/admin/users',
        '/api/admin/organizations/my',
        '/api/admin/hotels',
        '/api/hotels',
      ])
        await expectDocumentedAnswer(server.url, 'GET', path, await company.request('GET', path));
      const organizations = await superUser.request('GET', '/api/admin/organizations');
      await expectDocumentedAnswer(server.url, 'GET', '/api/admin/organizations', organizations);
      expect(await company.request('PUT', `/api/admin/users/${me.body.id}`, { role: 'user' })).toMatchObject({
        status: 403,
        body: { msg: 'errors.noPermission' },
      });
    });

    it('keep their e-mail until a new one is confirmed (tests/api/users-email-change.test.ts has the flow)', async () => {
      const body = newUser();
      const created = await company.request<{ id: string }>('POST', '/api/admin/users', body);
      const renamed = `renamed-${body.email}`;
      expect(
        await company.request('PUT', `/api/admin/users/${created.body.id}`, { email: renamed }),
      ).toMatchObject({ status: 200, body: { email: body.email, pendingEmail: renamed } });
      expect((await company.request('POST', '/api/admin/users', newUser({ email: body.email }))).status).toBe(
        400,
      );
    });
  });

  describe('inspection-type links', () => {
    it('link a user to a type of their organization and list it with its entity', async () => {
      const linked = await company.request<{ inspectionTypeIds: string[] }>(
        'PUT',
        `/api/admin/users/${fixtures.demoAgent}/inspection-types/${fixtures.solvikType}/link`,
      );
      expect(linked.status).toBe(200);
      expect(linked.body.inspectionTypeIds).toContain(fixtures.solvikType);
      const listed = await company.request('GET', `/api/admin/users/${fixtures.demoAgent}/inspection-types`);
      await expectDocumentedAnswer(
        server.url,
        'GET',
        `/api/admin/users/${fixtures.demoAgent}/inspection-types`,
        listed,
      );
      expect(listed.body).toEqual([
        {
          id: fixtures.solvikType,
          name: 'Solvik mystery guest',
          hotel: { id: fixtures.solvik, name: 'Hotel Solvik' },
        },
      ]);
    });

    it('refuse a type of another organization as not found, and a deactivated user with a key', async () => {
      expect(
        (
          await superUser.request(
            'PUT',
            `/api/admin/users/${fixtures.demoAgent}/inspection-types/${fixtures.nordicType}/link`,
          )
        ).status,
      ).toBe(404);
      const deactivated = (
        await company.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
      ).body.find((u) => u.email === 'deactivated@demo.test')!;
      expect(
        await company.request(
          'PUT',
          `/api/admin/users/${deactivated.id}/inspection-types/${fixtures.solvikType}/link`,
        ),
      ).toMatchObject({ status: 400, body: { msg: 'users.deactivated' } });
    });

    it('offer for linking only the types the actor administers', async () => {
      type Linkable = { name: string; hotelId: string | null };
      const forCompany = await company.request<Linkable[]>(
        'GET',
        '/api/admin/organizations/my/inspection-types',
      );
      const companyNames = forCompany.body.map((t) => t.name);
      expect(companyNames).toEqual(expect.arrayContaining(['Demo brand audit', 'Solvik mystery guest']));
      expect(companyNames).not.toContain('Bryggen daily Safe Q');
      const forHotelAdmin = await hotelAdmin.request<Linkable[]>(
        'GET',
        '/api/admin/organizations/my/inspection-types',
      );
      // Only the types of the hotelAdmin's own entity: no templates, none of the other entity's.
      expect(forHotelAdmin.body.map((t) => t.name)).toContain('Solvik mystery guest');
      expect(new Set(forHotelAdmin.body.map((t) => t.hotelId))).toEqual(new Set([fixtures.solvik]));
    });
  });

  describe('organizations', () => {
    it('are created and listed by a superUser with their created date', async () => {
      const created = await superUser.request('POST', '/api/admin/organizations', { name: 'Fjord Hotels' });
      expect(created).toMatchObject({
        status: 201,
        body: { name: 'Fjord Hotels', reportEmail: [], hasLogo: false },
      });
      const list = await superUser.request<Array<{ name: string; createdAt: string }>>(
        'GET',
        '/api/admin/organizations',
      );
      expect(list.body.map((o) => o.name)).toEqual(['Demo Hotels', 'Fjord Hotels', 'Nordic Stays']);
    });

    it('keep their notification lists clean: blanks dropped, a comma stripped, what is then no address refused', async () => {
      const refused = await company.request('PUT', '/api/admin/organizations/my', {
        reportEmail: ['', 'reports@testvik,com'],
        incompleteEmail: [],
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { msg: 'errors.invalidEmail', errors: { 'reportEmail.1': 'errors.invalidEmail' } },
      });
      const answer = await company.request('PUT', '/api/admin/organizations/my', {
        reportEmail: ['boss@demo.test', '', ' ops@demo.test ', 'night@demo.test,'],
        incompleteEmail: [],
      });
      expect(answer).toMatchObject({
        status: 200,
        body: { reportEmail: ['boss@demo.test', 'ops@demo.test', 'night@demo.test'], incompleteEmail: [] },
      });
    });

    it('push a change to every admin watching the organization, within a second', async () => {
      const socket = connect(server.url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: superUser.sessionCookie },
      });
      try {
        expect(await socket.emitWithAck(SUBSCRIBE, { room: `org:${fixtures.demoOrg}` })).toEqual({
          ok: true,
        });
        const pushes: ChangePush[] = [];
        socket.on(CHANGE, (push: ChangePush) => pushes.push(push));
        const started = Date.now();
        await company.request('POST', '/api/admin/hotels', { name: 'Hotel Live' });
        const push = await eventually(
          () =>
            pushes.find(
              (p) => p.collection === 'hotels' && (p.doc as { name?: string })?.name === 'Hotel Live',
            ),
          Boolean,
          1000,
        );
        expect(Date.now() - started).toBeLessThan(1000);
        expect(push!.version).toBe(1);
      } finally {
        socket.disconnect();
      }
    });
  });
});
