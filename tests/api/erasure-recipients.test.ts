import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { TOKENS } from '../../src-server/container.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const PASSWORD = 'pia-password-2026';

/**
 * What an erasure takes and refuses (issue 27 item 7): the mail sent to the erased person goes, matched by
 * recipient address; a colleague's mail that only names them stays, since it is the colleague's. And a
 * superUser in office cannot be erased.
 */
describe('erasure', () => {
  let server: TestServer;
  let f: Fixtures;
  let superUser: ApiClient;
  const NAME = 'Pia Mailvik';
  const EMAIL = `pia.mailvik-${Date.now()}@demo.test`;
  const COLLEAGUE = `colleague-${Date.now()}@demo.test`;

  const erase = (id: string) => superUser.request('POST', `/api/admin/users/${id}/erase`, { confirm: true });
  const create = async (name: string, email: string, role: string, organizationId: string | null) => {
    const created = await superUser.request<{ id: string }>('POST', '/api/admin/users', {
      name,
      email,
      agentCode: 'P-1',
      role,
      profile: '',
      organizationId,
      hotelIds: organizationId ? [f.solvik] : [],
      password: PASSWORD,
      passwordRepeat: PASSWORD,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };
  const outbox = () => server.runtime.container.get(TOKENS.readStore).collection<OutboxEntry>(OUTBOX);
  const entry = (id: string, to: string, text: string): OutboxEntry => ({
    _id: `test:${id}`,
    reactor: 'test',
    eventId: id,
    position: 1,
    mail: { template: 'test', to, params: { text } },
    // Already sent: the sender leaves it alone; only the erasure may take it away.
    status: 'sent',
    createdAt: '2026-11-20T10:00:00.000Z',
    nextAttemptAt: '2026-11-20T10:00:00.000Z',
    attempts: [],
    sentAt: '2026-11-20T10:00:01.000Z',
  });
  const eml = (to: string, text: string) =>
    [
      'Content-Type: text/plain; charset=utf-8',
      'From: inspecta@demo.test',
      `To: ${to}`,
      'Subject: Inspection',
      'Message-ID: <test@inspecta.local>',
      '',
      text,
      '',
    ].join('\n');

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    superUser = new ApiClient(server.url);
    expect((await superUser.login('super@demo.test')).status).toBe(200);
  });
  afterAll(() => server.close());

  it('deletes the mail sent to the person, by address, and keeps a colleague’s mail that names them', async () => {
    const personId = await create(NAME, EMAIL, 'user', f.demoOrg);
    await create('Carla Colleague', COLLEAGUE, 'user', f.demoOrg);
    for (const mail of [
      entry('to-person', EMAIL.toUpperCase(), 'Your inspection tomorrow'),
      entry('to-person-named', `"${NAME}" <${EMAIL}>`, 'Hello'),
      entry('to-colleague', COLLEAGUE, `${NAME} inspected your floor; ask ${NAME} about it`),
    ])
      await outbox().insertOne(mail);
    const dir = join(server.dataDir, 'outbox');
    mkdirSync(dir, { recursive: true });
    const files = {
      toPerson: join(dir, 'test-to-person.eml'),
      toPersonAmongOthers: join(dir, 'test-to-person-cc.eml'),
      toColleague: join(dir, 'test-to-colleague.eml'),
    };
    writeFileSync(files.toPerson, eml(`"${NAME}" <${EMAIL}>`, 'Your inspection tomorrow'));
    writeFileSync(files.toPersonAmongOthers, eml(`${COLLEAGUE},\n ${EMAIL}`, 'To both of you'));
    writeFileSync(files.toColleague, eml(COLLEAGUE, `${NAME} (${EMAIL}) inspected your floor.`));

    const erased = await erase(personId);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    const left = (await outbox().find({ reactor: 'test' })).map((e) => e._id).sort();
    expect(left).toEqual(['test:to-colleague']);
    expect(existsSync(files.toPerson)).toBe(false);
    expect(existsSync(files.toPersonAmongOthers)).toBe(false);
    expect(existsSync(files.toColleague)).toBe(true);
  });

  it('refuses erasing a superUser in office, with its key, and leaves them as they were', async () => {
    const email = `second-super-${Date.now()}@demo.test`;
    const otherSuper = await create('Sven Second', email, 'superUser', null);
    const refused = await erase(otherSuper);
    expect(refused).toMatchObject({ status: 400, body: { msg: 'users.superUserNotErasable' } });
    const after = await superUser.request('GET', `/api/admin/users/${otherSuper}`);
    expect(after.body).toMatchObject({ name: 'Sven Second', erased: false, role: 'superUser' });
    expect((await new ApiClient(server.url).login(email, PASSWORD)).status).toBe(200);
    // Once demoted (a role outside every organization), they may be erased.
    const demoted = await superUser.request('PUT', `/api/admin/users/${otherSuper}`, { role: 'deactivated' });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect((await erase(otherSuper)).status).toBe(200);
  });
});
