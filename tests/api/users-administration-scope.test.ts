import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

type User = { id: string; email: string; role: string; hotelIds: string[]; pendingEmail: string | null };

/**
 * Who may administer a user (src-api/auth/tenancy.ts mayAdministerUser): each attack a reviewer reproduced,
 * first as it was done, then what a hotelAdmin may still do with the users that are theirs.
 */
describe('who administers a user', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let company: ApiClient;
  let hotelAdmin: ApiClient;
  let superUser: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await demoFixtures(server);
    company = new ApiClient(server.url);
    hotelAdmin = new ApiClient(server.url);
    superUser = new ApiClient(server.url);
    await company.login('company@demo.test');
    await hotelAdmin.login('hotel@demo.test');
    await superUser.login('super@demo.test');
  });
  afterAll(() => server.close());

  const outbox = () => join(server.dataDir, 'outbox');
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@demo.test`;
  const create = async (by: ApiClient, role: string, hotelIds: string[], email = unique(role)) => {
    const answer = await by.request<User>('POST', '/api/admin/users', {
      name: `New ${role}`,
      email,
      agentCode: 'S-900',
      role,
      password: 'a long enough password',
      passwordRepeat: 'a long enough password',
      hotelIds,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const noMailTo = async (address: string) =>
    expect(waitForMail(outbox(), address, 300)).rejects.toThrow(/No mail/);

  describe('a hotelAdmin and a user who is also at an entity beyond them', () => {
    it('cannot take the user over: the e-mail change is refused, no link reaches the attacker, the user keeps their reach', async () => {
      // The company admin makes a hotelAdmin at Solvik AND Fjällbacka; hotel@demo.test has Solvik only.
      const victim = await create(company, 'hotelAdmin', [fixtures.solvik, fixtures.fjallbacka]);
      const attacker = unique('attacker');
      expect(
        await hotelAdmin.request('PUT', `/api/admin/users/${victim.id}`, { email: attacker }),
      ).toMatchObject({ status: 404, body: { msg: 'errors.notFound' } });
      await hotelAdmin.request('POST', '/api/sessions/request-password-reset', { email: attacker });
      await noMailTo(attacker);
      expect((await new ApiClient(server.url).login(attacker, 'a long enough password')).status).toBe(401);
      const unchanged = await company.request<User>('GET', `/api/admin/users/${victim.id}`);
      expect(unchanged.body).toMatchObject({ email: victim.email, pendingEmail: null });
      // And nothing the attacker could reach through the victim: Fjällbacka stays out of hotel@demo.test's hands.
      expect((await hotelAdmin.request('GET', `/api/admin/hotels/${fixtures.fjallbacka}`)).status).toBe(404);
    });

    it('cannot read, deactivate, delete or relink them, nor link or unlink their inspection types', async () => {
      const agent = await create(company, 'user', [fixtures.solvik, fixtures.fjallbacka]);
      const admin = await create(company, 'hotelAdmin', [fixtures.solvik, fixtures.fjallbacka]);
      for (const user of [agent, admin]) {
        const refused = [
          await hotelAdmin.request('GET', `/api/admin/users/${user.id}`),
          await hotelAdmin.request('PUT', `/api/admin/users/${user.id}`, { role: 'deactivated' }),
          await hotelAdmin.request('PUT', `/api/admin/users/${user.id}`, { name: 'Renamed' }),
          await hotelAdmin.request('DELETE', `/api/admin/users/${user.id}`),
          await hotelAdmin.request(
            'DELETE',
            `/api/admin/users/${user.id}/hotels/${fixtures.fjallbacka}/link`,
          ),
          await hotelAdmin.request('DELETE', `/api/admin/users/${user.id}/hotels/${fixtures.solvik}/link`),
          await hotelAdmin.request('GET', `/api/admin/users/${user.id}/inspection-types`),
          await hotelAdmin.request(
            'PUT',
            `/api/admin/users/${user.id}/inspection-types/${fixtures.solvikType}/link`,
          ),
        ];
        expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 404));
        const still = await company.request<User>('GET', `/api/admin/users/${user.id}`);
        expect(still.body).toMatchObject({ role: user.role, hotelIds: user.hotelIds });
      }
    });

    it('does not list them either: every user listed opens, and none that does not', async () => {
      const agent = await create(company, 'user', [fixtures.solvik, fixtures.fjallbacka]);
      const everyone = (await superUser.request<User[]>('GET', '/api/admin/users')).body;
      for (const client of [hotelAdmin, company]) {
        const listed = (await client.request<User[]>('GET', '/api/admin/users')).body.map((u) => u.id);
        const inOrganization = (
          await client.request<User[]>('GET', '/api/admin/organizations/my/users')
        ).body.map((u) => u.id);
        expect(inOrganization.sort()).toEqual([...listed].sort());
        const opens: string[] = [];
        for (const user of everyone)
          if ((await client.request('GET', `/api/admin/users/${user.id}`)).status === 200)
            opens.push(user.id);
        expect([...listed].sort()).toEqual(opens.sort());
      }
      const forHotelAdmin = (await hotelAdmin.request<User[]>('GET', '/api/admin/users')).body;
      expect(forHotelAdmin.map((u) => u.id)).not.toContain(agent.id);
      expect(forHotelAdmin.map((u) => u.id)).toContain(fixtures.solvikAgent);
    });
  });

  describe('peers of the same rank', () => {
    it('a hotelAdmin cannot change another hotelAdmin of the very same entity', async () => {
      const peer = await create(company, 'hotelAdmin', [fixtures.solvik]);
      expect((await hotelAdmin.request('GET', `/api/admin/users/${peer.id}`)).status).toBe(404);
      expect(
        (await hotelAdmin.request('PUT', `/api/admin/users/${peer.id}`, { role: 'deactivated' })).status,
      ).toBe(404);
      expect(
        (await hotelAdmin.request('PUT', `/api/admin/users/${peer.id}`, { email: unique('x') })).status,
      ).toBe(404);
      expect((await hotelAdmin.request('DELETE', `/api/admin/users/${peer.id}`)).status).toBe(404);
    });

    it('a companyAdmin cannot change another companyAdmin; a superUser can', async () => {
      const peer = await create(company, 'companyAdmin', []);
      const attacker = unique('attacker');
      expect(await company.request('PUT', `/api/admin/users/${peer.id}`, { email: attacker })).toMatchObject({
        status: 404,
        body: { msg: 'errors.notFound' },
      });
      await noMailTo(attacker);
      expect((await company.request('GET', `/api/admin/users/${peer.id}`)).status).toBe(404);
      expect(
        (await company.request('PUT', `/api/admin/users/${peer.id}`, { role: 'deactivated' })).status,
      ).toBe(404);
      expect((await company.request('DELETE', `/api/admin/users/${peer.id}`)).status).toBe(404);
      expect(
        (await company.request('PUT', `/api/admin/users/${peer.id}/hotels/${fixtures.solvik}/link`)).status,
      ).toBe(404);
      expect(
        await superUser.request('PUT', `/api/admin/users/${peer.id}`, { role: 'deactivated' }),
      ).toMatchObject({ status: 200, body: { role: 'deactivated' } });
    });
  });

  describe('a hotelAdmin and a user all of whose entities they administer', () => {
    it('reads, renames, relinks, deactivates and deletes them, but links them to no entity beyond their own', async () => {
      const agent = await create(hotelAdmin, 'user', [fixtures.solvik]);
      expect((await hotelAdmin.request('GET', `/api/admin/users/${agent.id}`)).status).toBe(200);
      expect(
        await hotelAdmin.request('PUT', `/api/admin/users/${agent.id}`, { name: 'Agnes Agent' }),
      ).toMatchObject({ status: 200, body: { name: 'Agnes Agent' } });
      expect(
        (
          await hotelAdmin.request(
            'PUT',
            `/api/admin/users/${agent.id}/inspection-types/${fixtures.solvikType}/link`,
          )
        ).status,
      ).toBe(200);
      // Linking needs the entity to be the actor's too: Fjällbacka is not.
      expect(
        (await hotelAdmin.request('PUT', `/api/admin/users/${agent.id}/hotels/${fixtures.fjallbacka}/link`))
          .status,
      ).toBe(404);
      expect(
        await hotelAdmin.request('PUT', `/api/admin/users/${agent.id}`, { role: 'deactivated' }),
      ).toMatchObject({ status: 200, body: { role: 'deactivated' } });
      expect((await hotelAdmin.request('DELETE', `/api/admin/users/${agent.id}`)).status).toBe(200);
      expect((await company.request('GET', `/api/admin/users/${agent.id}`)).status).toBe(404);
    });

    it('loses them once a company admin links them to an entity beyond the hotelAdmin', async () => {
      const agent = await create(hotelAdmin, 'user', [fixtures.solvik]);
      expect(
        (await company.request('PUT', `/api/admin/users/${agent.id}/hotels/${fixtures.fjallbacka}/link`))
          .status,
      ).toBe(200);
      expect((await hotelAdmin.request('GET', `/api/admin/users/${agent.id}`)).status).toBe(404);
    });

    it('asks for a new e-mail for them, which only their confirmation makes theirs', async () => {
      const agent = await create(hotelAdmin, 'user', [fixtures.solvik]);
      const renamed = unique('renamed');
      expect(
        await hotelAdmin.request('PUT', `/api/admin/users/${agent.id}`, { email: renamed }),
      ).toMatchObject({
        status: 200,
        body: { email: agent.email, pendingEmail: renamed },
      });
      expect((await waitForMail(outbox(), renamed)).text).toContain('/confirm-email?token=');
    });

    it('creates no user they could not administer: an entity of theirs is required', async () => {
      const answer = await hotelAdmin.request('POST', '/api/admin/users', {
        name: 'Nobody Anywhere',
        email: unique('nowhere'),
        agentCode: 'S-1',
        role: 'deactivated',
        password: 'a long enough password',
        passwordRepeat: 'a long enough password',
        hotelIds: [],
      });
      expect(answer).toMatchObject({ status: 400, body: { msg: 'users.entityRequired' } });
    });
  });

  describe('oneself', () => {
    it('is one’s own to read and rename, but not to give another role or to delete', async () => {
      const me = (await hotelAdmin.request<{ id: string }>('GET', '/api/sessions/check')).body;
      expect((await hotelAdmin.request('GET', `/api/admin/users/${me.id}`)).status).toBe(200);
      expect((await hotelAdmin.request<User[]>('GET', '/api/admin/users')).body.map((u) => u.id)).toContain(
        me.id,
      );
      expect(
        await hotelAdmin.request('PUT', `/api/admin/users/${me.id}`, { name: 'Hanna Hotel' }),
      ).toMatchObject({
        status: 200,
      });
      expect(await hotelAdmin.request('PUT', `/api/admin/users/${me.id}`, { role: 'user' })).toMatchObject({
        status: 403,
        body: { msg: 'errors.noPermission' },
      });
      expect((await hotelAdmin.request('DELETE', `/api/admin/users/${me.id}`)).status).toBe(403);
    });
  });
});
