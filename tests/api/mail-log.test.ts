import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailStream } from '../../src-domain/mail/index.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { TOKENS } from '../../src-server/container.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

type LogItem = {
  id: string;
  kind: string;
  to: string;
  subject: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
};
const PASSWORD = 'an invited person’s own password';

describe('invitations, the mail log and resending', () => {
  let server: TestServer;
  let f: Fixtures;
  let company: ApiClient;
  let superUser: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    company = new ApiClient(server.url);
    await company.login('company@demo.test');
    superUser = new ApiClient(server.url);
    await superUser.login('super@demo.test');
  });
  afterAll(() => server.close());

  const outbox = () => join(server.dataDir, 'outbox');
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@demo.test`;
  const invite = (email: string, extra: object = {}) =>
    company.request<{ id: string }>('POST', '/api/admin/users', {
      name: 'Invited Agent',
      email,
      agentCode: 'I-1',
      role: 'user',
      invite: true,
      hotelIds: [f.solvik],
      ...extra,
    });
  const outboxEntries = () => server.runtime.container.get(TOKENS.readStore).collection<OutboxEntry>(OUTBOX);
  const logOf = async (client: ApiClient) => {
    const answer = await client.request<LogItem[]>('GET', '/api/admin/mails?limit=500');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('invites a user who sets their own password from the mailed link, once', async () => {
    const email = unique('invited');
    expect((await invite(email)).status).toBe(201);
    const mail = await waitForMail(outbox(), email);
    expect(mail.headers).toMatch(/^Subject: =\?UTF-8\?/m); // the default language, Swedish
    expect(mail.headers.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^Message-ID: <.+-password-reset-mail-.+@inspecta\.local>$/m,
    );
    const token = /password-reset\?invitation=1&token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('inom 7 dagar');
    expect(mail.text).toContain('Skickat av Inspecta för Demo Hotels.');
    expect(mail.html).toContain(`href="${server.url}/password-reset?invitation=1&amp;token=${token}"`);
    expect(mail.html).toContain('>Välj ditt lösenord</a>');
    // No password yet: nothing signs in.
    expect((await new ApiClient(server.url).login(email, PASSWORD)).status).toBe(401);
    const set = await new ApiClient(server.url).request('POST', '/api/sessions/reset-password', {
      token,
      password: PASSWORD,
    });
    expect(set.status).toBe(200);
    expect((await new ApiClient(server.url).login(email, PASSWORD)).status).toBe(200);
    // Single use.
    const again = await new ApiClient(server.url).request('POST', '/api/sessions/reset-password', {
      token,
      password: 'another long password',
    });
    expect(again).toMatchObject({ status: 400, body: { msg: 'login.invalidToken' } });
    // The token is nowhere in the log's events.
    const events = await server.runtime.container.get(TOKENS.events).readAll({ after: 0, limit: 100_000 });
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('refuses an invitation with a password, and a user with neither', async () => {
    expect(await invite(unique('both'), { password: PASSWORD, passwordRepeat: PASSWORD })).toMatchObject({
      status: 400,
      body: { errors: { password: 'users.inviteWithPassword' } },
    });
    expect(await invite(unique('neither'), { invite: false })).toMatchObject({
      status: 400,
      body: { errors: { password: 'login.missingPassword' } },
    });
  });

  it('lists the organization’s mails to its companyAdmin and all to the superUser, never a body', async () => {
    const email = unique('listed');
    await invite(email);
    await waitForMail(outbox(), email);
    let row: LogItem | undefined;
    for (let i = 0; i < 100 && row?.status !== 'sent'; i++) {
      row = (await logOf(company)).find((item) => item.to === email);
      if (row?.status !== 'sent') await new Promise((r) => setTimeout(r, 50));
    }
    expect(row).toMatchObject({
      kind: 'invitation',
      subject: 'Du är inbjuden till Inspecta',
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    const all = JSON.stringify(await logOf(superUser));
    expect(all).toContain(email);
    expect(all).not.toMatch(/token=|password-reset\?/);

    // Another organization's mail: the superUser sees it, the companyAdmin neither sees nor resends it.
    const foreign: OutboxEntry = {
      _id: `actionPlan:${randomUUID()}`,
      reactor: 'actionPlan',
      eventId: randomUUID(),
      position: 1,
      mail: { template: 'actionPlan', to: 'nordic-boss@demo.test', params: {}, organizationId: f.nordicOrg },
      status: 'failed',
      createdAt: new Date().toISOString(),
      nextAttemptAt: new Date().toISOString(),
      attempts: [{ at: new Date().toISOString(), ok: false, error: '550 Mailbox unavailable' }],
      sentAt: null,
    };
    await outboxEntries().insertOne(foreign);
    expect((await logOf(company)).some((item) => item.id === foreign._id)).toBe(false);
    expect((await logOf(superUser)).find((item) => item.id === foreign._id)).toMatchObject({
      status: 'failed',
      lastError: '550 Mailbox unavailable',
    });
    expect((await company.request('POST', `/api/admin/mails/${foreign._id}/resend`, {})).status).toBe(404);
    // A sent mail is not sent again.
    expect(await company.request('POST', `/api/admin/mails/${row!.id}/resend`, {})).toMatchObject({
      status: 409,
      body: { msg: 'mailLog.notFailed' },
    });
  });

  it('sends a failed mail again on a resend, recorded as an event with who asked', async () => {
    const failed: OutboxEntry = {
      _id: `actionPlan:${randomUUID()}`,
      reactor: 'actionPlan',
      eventId: randomUUID(),
      position: 1,
      mail: {
        template: 'actionPlan',
        to: 'resent@demo.test',
        params: {
          language: 'en_US',
          hotel: 'Solvik',
          type: 'Brand audit',
          startDate: '2026-11-27',
          path: '/sessions/x/action-plan',
        },
        organizationId: f.demoOrg,
      },
      status: 'failed',
      createdAt: new Date().toISOString(),
      nextAttemptAt: new Date().toISOString(),
      attempts: Array.from({ length: 8 }, () => ({
        at: new Date().toISOString(),
        ok: false,
        error: 'timeout',
      })),
      sentAt: null,
    };
    await outboxEntries().insertOne(failed);
    const resent = await company.request<LogItem>('POST', `/api/admin/mails/${failed._id}/resend`, {});
    expect(resent).toMatchObject({ status: 200, body: { status: 'pending' } });
    const mail = await waitForMail(outbox(), 'resent@demo.test');
    expect(mail.text).toContain('The action plan of the Brand audit inspection');
    let entry: OutboxEntry | null = null;
    for (let i = 0; i < 100 && entry?.status !== 'sent'; i++) {
      entry = await outboxEntries().findOne({ _id: failed._id });
      if (entry?.status !== 'sent') await new Promise((r) => setTimeout(r, 50));
    }
    expect(entry).toMatchObject({ status: 'sent', failuresBefore: 8 });
    const events = await server.runtime.container.get(TOKENS.events).readStream(mailStream(failed._id));
    expect(events.map((e) => e.type)).toEqual(['MailResendRequested']);
    expect(events[0]!.data).toMatchObject({ entryId: failed._id, organizationId: f.demoOrg });
  });

  it('refuses an invalid address in every recipient list of the API with a translated key', async () => {
    const bad = ['ok@demo.test', 'not an address'];
    const refused = { status: 400, body: { msg: 'errors.invalidEmail' } };
    for (const field of ['reminderEmail', 'reportEmail', 'autoCloseWarningEmail'])
      expect(await company.request('PUT', `/api/admin/hotels/${f.solvik}`, { [field]: bad })).toMatchObject({
        ...refused,
        body: { ...refused.body, errors: { [`${field}.1`]: 'errors.invalidEmail' } },
      });
    for (const field of ['reportEmail', 'incompleteEmail'])
      expect(await company.request('PUT', '/api/admin/organizations/my', { [field]: bad })).toMatchObject({
        ...refused,
        body: { ...refused.body, errors: { [`${field}.1`]: 'errors.invalidEmail' } },
      });
    for (const field of ['reminderEmail', 'autoCloseWarningEmail', 'feedbackEmail', 'reportEmail'])
      expect(
        await company.request('POST', `/api/admin/hotels/${f.solvik}/inspection-types`, {
          name: 'Lists',
          [field]: bad,
        }),
      ).toMatchObject({
        ...refused,
        body: { ...refused.body, errors: { [`${field}.1`]: 'errors.invalidEmail' } },
      });
  });
});
