import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src-api/users/create-user.ts';
import { TOKENS } from '../../src-server/container.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

type User = { id: string; name: string; agentCode: string | null };
const PASSWORD = 'a long enough password';

/**
 * The user page sends every field, the agent code as '' when it is empty. A user made without one (the
 * first superUser, by `npm run create-admin`) must still save; a code once given stays required.
 */
describe('saving a user whose agent code is empty', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let company: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = await demoFixtures(server);
    company = new ApiClient(server.url);
    await company.login('company@demo.test');
  });
  afterAll(() => server.close());

  /** A user without an agent code, made as create-admin makes one (no code), in the demo organization. */
  const withoutCode = async () => {
    const commands = server.runtime.container.get(TOKENS.commands);
    const { userId, position } = await createUser(
      { commands, credentials: server.runtime.container.get(TOKENS.credentials) },
      {
        name: 'No Code',
        email: `nocode-${Math.random().toString(36).slice(2)}@demo.test`,
        role: 'hotelAdmin',
        organizationId: fixtures.demoOrg,
        password: PASSWORD,
        language: 'sv_SE',
        hotelIds: [fixtures.solvik],
      },
      server.runtime.container.get(TOKENS.clock).now(),
    );
    await server.runtime.container.get(TOKENS.engine).waitFor(position);
    return userId;
  };
  const pageSave = (id: string, over: Record<string, unknown>) =>
    company.request<User>('PUT', `/api/admin/users/${id}`, {
      name: 'No Code Renamed',
      agentCode: '',
      role: 'hotelAdmin',
      profile: '',
      ...over,
    });

  it('saves the other fields of a user without an agent code, who stays without one', async () => {
    const id = await withoutCode();
    expect(await pageSave(id, {})).toMatchObject({
      status: 200,
      body: { id, name: 'No Code Renamed', agentCode: null },
    });
    expect(await pageSave(id, { agentCode: '   ' })).toMatchObject({
      status: 200,
      body: { agentCode: null },
    });
  });

  it('still gives a user without one a code when one is typed', async () => {
    const id = await withoutCode();
    expect(await pageSave(id, { agentCode: 'S-900' })).toMatchObject({
      status: 200,
      body: { agentCode: 'S-900' },
    });
  });

  it('refuses to empty a code once given, with its key', async () => {
    const id = await withoutCode();
    expect((await pageSave(id, { agentCode: 'S-901' })).status).toBe(200);
    expect(await pageSave(id, { agentCode: '' })).toMatchObject({
      status: 400,
      body: { msg: 'users.agentCodeRequired', errors: { agentCode: 'users.agentCodeRequired' } },
    });
    expect((await company.request<User>('GET', `/api/admin/users/${id}`)).body.agentCode).toBe('S-901');
  });
});
