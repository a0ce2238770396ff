import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

type User = { id: string; email: string; pendingEmail: string | null; pendingEmailExpiresAt: string | null };
const PASSWORD = 'a long enough password';
const CONFIRM = '/api/sessions/confirm-email';

/** An e-mail changes only when the link mailed to the new address is opened (docs/security.md). */
describe('changing a user’s e-mail', () => {
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

  const outbox = () => join(server.dataDir, 'outbox');
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@demo.test`;
  const anyone = () => new ApiClient(server.url);
  const newAgent = async () => {
    const email = unique('agent');
    const answer = await company.request<User>('POST', '/api/admin/users', {
      name: 'Edit Agent',
      email,
      agentCode: 'A-700',
      role: 'user',
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      hotelIds: [fixtures.solvik],
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const tokenIn = (text: string) => /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  const askFor = async (user: User, email: string) => {
    const answer = await company.request<User>('PUT', `/api/admin/users/${user.id}`, { email });
    expect(answer.status).toBe(200);
    return tokenIn((await waitForMail(outbox(), email)).text);
  };

  it('waits for the link mailed to the new address, then signs in with it, and tells the old one both times', async () => {
    const agent = await newAgent();
    const renamed = unique('renamed');
    const requested = await company.request<User>('PUT', `/api/admin/users/${agent.id}`, {
      email: renamed,
      name: 'Edit Agent B',
    });
    // Other fields change at once; the e-mail stays until confirmed.
    expect(requested).toMatchObject({
      status: 200,
      body: { name: 'Edit Agent B', email: agent.email, pendingEmail: renamed },
    });
    const hours = (Date.parse(requested.body.pendingEmailExpiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const link = await waitForMail(outbox(), renamed);
    expect(link.text).toContain(`${server.url}/confirm-email?token=`); // built from PUBLIC_URL
    expect(link.text).toContain('24 timmar'); // the user's language, the default
    const token = tokenIn(link.text);
    const notice = await waitForMail(outbox(), agent.email);
    expect(notice.text).toContain(renamed);
    expect(notice.text).not.toContain(token);

    // Until confirmed, sign-in and password reset use the old address.
    expect((await anyone().login(renamed, PASSWORD)).status).toBe(401);
    expect((await anyone().login(agent.email, PASSWORD)).status).toBe(200);

    const confirmed = await anyone().request('POST', CONFIRM, { token });
    expect(confirmed).toMatchObject({ status: 200, body: { msg: 'users.emailConfirmed' } });
    expect((await anyone().login(renamed, PASSWORD)).status).toBe(200);
    expect((await anyone().login(agent.email, PASSWORD)).status).toBe(401);
    expect(await company.request('GET', `/api/admin/users/${agent.id}`)).toMatchObject({
      body: { email: renamed, pendingEmail: null },
    });
    // The notice goes out after the answer (a reactor): wait until it is the old address's newest mail.
    await expect
      .poll(async () => (await waitForMail(outbox(), agent.email)).text, { timeout: 5000 })
      .toContain(`har ändrats till ${renamed}`);

    // Used up: the same link again is refused with its key.
    expect(await anyone().request('POST', CONFIRM, { token })).toMatchObject({
      status: 400,
      body: { msg: 'users.emailChangeInvalidToken' },
    });
    // The old address is free for someone else, the new one is taken.
    const reuse = (email: string) =>
      company.request('POST', '/api/admin/users', {
        name: 'Someone Else',
        email,
        agentCode: 'A-701',
        role: 'user',
        password: PASSWORD,
        passwordRepeat: PASSWORD,
        hotelIds: [fixtures.solvik],
      });
    expect((await reuse(agent.email)).status).toBe(201);
    expect(await reuse(renamed)).toMatchObject({ status: 400, body: { msg: 'users.emailUnavailable' } });
  });

  it('writes neither the token nor its hash to the event log: the hash is in the credentials store', async () => {
    const agent = await newAgent();
    const token = await askFor(agent, unique('hashed'));
    const events = await server.runtime.container.get(TOKENS.events).readStream(userStream(agent.id));
    const log = JSON.stringify(events);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(log).not.toContain(token);
    expect(log).not.toContain(hash);
    const requested = events.find((e) => e.type === 'UserEmailChangeRequested')!;
    const stored = await server.runtime.container.get(TOKENS.credentials).findByHash('emailChange', hash);
    expect(stored).toMatchObject({
      userId: agent.id,
      id: (requested.data as { credentialId: string }).credentialId,
    });
  });

  it('sends a password reset for the old address, not the new one, until confirmed', async () => {
    const agent = await newAgent();
    const renamed = unique('pending');
    await askFor(agent, renamed);
    await anyone().request('POST', '/api/sessions/request-password-reset', { email: renamed });
    await anyone().request('POST', '/api/sessions/request-password-reset', { email: agent.email });
    // Reset mails go out after the answer: wait for the old address's to arrive.
    await expect
      .poll(async () => (await waitForMail(outbox(), agent.email)).text, { timeout: 5000 })
      .toContain('/password-reset?token=');
    await expect(waitForMail(outbox(), renamed, 300).then((m) => m.text)).resolves.not.toContain(
      '/password-reset?token=',
    );
  });

  it('refuses an expired link with its key and keeps the old address', async () => {
    const agent = await newAgent();
    const token = 'an-expired-token-for-the-test';
    // The request as the route makes it, only with its expiry already past.
    const commands = server.runtime.container.get(TOKENS.commands);
    const credentialId = randomUUID();
    await server.runtime.container.get(TOKENS.credentials).put({
      id: credentialId,
      userId: agent.id,
      purpose: 'emailChange',
      hash: createHash('sha256').update(token).digest('hex'),
      createdAt: new Date().toISOString(),
    });
    const result = await commands.handle(userDecider, userStream(agent.id), {
      type: 'RequestEmailChange',
      email: unique('late'),
      credentialId,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    await server.runtime.container.get(TOKENS.engine).waitFor(result.position);
    expect(await anyone().request('POST', CONFIRM, { token })).toMatchObject({
      status: 400,
      body: { msg: 'users.emailChangeExpired' },
    });
    expect((await company.request<User>('GET', `/api/admin/users/${agent.id}`)).body.email).toBe(agent.email);
    expect((await anyone().login(agent.email, PASSWORD)).status).toBe(200);
  });

  it('refuses the link when the new address was taken meanwhile, and keeps the old one', async () => {
    const agent = await newAgent();
    const wanted = unique('wanted');
    const token = await askFor(agent, wanted);
    expect(
      (
        await company.request('POST', '/api/admin/users', {
          name: 'Quicker',
          email: wanted,
          agentCode: 'A-702',
          role: 'user',
          password: PASSWORD,
          passwordRepeat: PASSWORD,
          hotelIds: [fixtures.solvik],
        })
      ).status,
    ).toBe(201);
    expect(await anyone().request('POST', CONFIRM, { token })).toMatchObject({
      status: 400,
      body: { msg: 'users.emailUnavailable' },
    });
    expect((await company.request<User>('GET', `/api/admin/users/${agent.id}`)).body.email).toBe(agent.email);
  });

  it('refuses at once an address that is already taken', async () => {
    const agent = await newAgent();
    expect(
      await company.request('PUT', `/api/admin/users/${agent.id}`, {
        email: 'agent@demo.test',
        name: 'Not Saved',
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'users.emailUnavailable', errors: { email: 'users.emailUnavailable' } },
    });
    expect(
      (await company.request<User & { name: string }>('GET', `/api/admin/users/${agent.id}`)).body.name,
    ).toBe('Edit Agent');
  });

  it('replaces an older link by a newer one', async () => {
    const agent = await newAgent();
    const first = await askFor(agent, unique('first'));
    const second = await askFor(agent, unique('second'));
    expect(await anyone().request('POST', CONFIRM, { token: first })).toMatchObject({
      status: 400,
      body: { msg: 'users.emailChangeInvalidToken' },
    });
    expect((await anyone().request('POST', CONFIRM, { token: second })).status).toBe(200);
  });

  it('lets users ask for a new address of their own', async () => {
    const me = await newAgent();
    const promoted = await company.request('PUT', `/api/admin/users/${me.id}`, { role: 'hotelAdmin' });
    expect(promoted.status).toBe(200);
    const self = anyone();
    await self.login(me.email, PASSWORD);
    const renamed = unique('self');
    expect(await self.request('PUT', `/api/admin/users/${me.id}`, { email: renamed })).toMatchObject({
      status: 200,
      body: { email: me.email, pendingEmail: renamed },
    });
    const token = tokenIn((await waitForMail(outbox(), renamed)).text);
    expect((await anyone().request('POST', CONFIRM, { token })).status).toBe(200);
  });

  const badBodies: Array<[string, unknown, string]> = [
    ['no body', undefined, 'missing.parameters'],
    ['a missing token', {}, 'missing.parameters'],
    ['an empty token', { token: '' }, 'users.emailChangeMissingToken'],
    ['an unknown token', { token: 'not-a-token' }, 'users.emailChangeInvalidToken'],
    ['an unknown field', { token: 'x', email: 'a@b.test' }, 'errors.unknownField'],
  ];
  for (const [what, body, key] of badBodies) {
    it(`refuses ${what} with ${key}`, async () => {
      expect(await anyone().request('POST', CONFIRM, body)).toMatchObject({
        status: 400,
        body: { msg: key },
      });
    });
  }
});
