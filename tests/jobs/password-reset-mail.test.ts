import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type UserWriters } from '../../src-api/users/create-user.ts';
import { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { createMailer } from '../../src-jobs/mail/mailer.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { OutboxSender } from '../../src-jobs/mail/outbox-sender.ts';
import { mailRenderer } from '../../src-jobs/mail/templates.ts';
import {
  PASSWORD_RESET_TEMPLATE,
  passwordResetReactor,
  passwordResetTemplate,
} from '../../src-jobs/password-reset/password-reset-reactor.ts';
import { ResetTokens, hashResetToken } from '../../src-jobs/password-reset/reset-tokens.ts';
import { ReactorHost } from '../../src-jobs/reactors/reactor-host.ts';
import { reactorCheckpointId } from '../../src-jobs/reactors/reactor-runner.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import { usersProjection } from '../../src-projections/users/projection.ts';
import type { Projection } from '../../src-projections/projection.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { readEml } from '../support/eml.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';

const PUBLIC_URL = 'https://inspecta.test';
const REACTOR = 'password-reset-mail';
const tokens = new ResetTokens(Buffer.from('a-test-secret-of-at-least-32-bytes!!'));
const tokenIn = (text: string) => /password-reset\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

type Stores = ReturnType<typeof embeddedStores>;

/** The jobs role's reactor and sender over real embedded stores, the users read model kept by a real engine. */
function jobsOver(stores: Stores, options: { now?: () => number; log?: (line: string) => void } = {}) {
  const outbox = join(stores.dir, 'outbox');
  const engine = new ProjectionEngine({
    events: stores.events,
    readStore: stores.readStore,
    readModels: stores.readModels,
    projections: [usersProjection as unknown as Projection<Document>],
    owner: 'embedded',
    log: () => {},
  });
  const sender = new OutboxSender({
    readStore: stores.readStore,
    mailer: createMailer({ smtpUrl: null, outboxDir: outbox, from: 'Inspecta <no-reply@inspecta.test>' }),
    render: mailRenderer({ [PASSWORD_RESET_TEMPLATE]: passwordResetTemplate(PUBLIC_URL, tokens) }),
    now: options.now,
  });
  const host = () =>
    new ReactorHost({
      events: stores.events,
      readStore: stores.readStore,
      reactors: [
        passwordResetReactor({
          readModels: stores.readModels,
          credentials: stores.credentials,
          tokens,
          now: options.now,
          log: options.log,
        }),
      ],
      sender,
      owner: 'embedded',
      pollMs: 50,
      log: () => {},
    });
  return { outbox, engine, sender, host };
}

/**
 * What the API's request route does: the event id chosen first, the derived token's hash kept in the
 * credentials store, and the event naming only the credential.
 */
async function requestReset(
  { commands, credentials }: UserWriters,
  userId: string,
  expiresAt: string,
  hash = tokens.hashFor,
) {
  const eventId = randomUUID();
  const credentialId = randomUUID();
  const tokenHash = hash.call(tokens, eventId);
  await credentials.put({
    id: credentialId,
    userId,
    purpose: 'passwordReset',
    hash: tokenHash,
    createdAt: new Date().toISOString(),
  });
  const result = await commands.handle(
    userDecider,
    userStream(userId),
    { type: 'RequestPasswordReset', credentialId, expiresAt },
    { actorId: userId, eventId },
  );
  return { eventId, credentialId, position: result.position };
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const emlFiles = (outbox: string) => {
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
};
const entries = (stores: Stores) =>
  stores.readStore.collection<OutboxEntry>(OUTBOX).find({}, { sort: { _id: 1 } });

describe('the password-reset mail reactor', () => {
  let stores: Stores;
  let commands: CommandHandler;
  let ada: string;
  let bo: string;
  beforeEach(async () => {
    stores = embeddedStores();
    commands = new CommandHandler(stores.events);
    ada = (
      await createUser(
        { commands, credentials: stores.credentials },
        {
          name: 'Ada',
          email: 'ada@x.test',
          role: 'superUser',
          organizationId: null,
          password: null,
          language: 'sv_SE',
        },
        new Date(),
      )
    ).userId;
    bo = (
      await createUser(
        { commands, credentials: stores.credentials },
        {
          name: 'Bo',
          email: 'bo@x.test',
          role: 'superUser',
          organizationId: null,
          password: null,
          language: 'de_DE',
        },
        new Date(),
      )
    ).userId;
  });
  afterEach(() => stores.close());

  it('writes one outbox entry per request event and mails the token whose hash the event holds', async () => {
    const jobs = jobsOver(stores);
    const requests = [
      await requestReset({ commands, credentials: stores.credentials }, ada, inAnHour()),
      await requestReset({ commands, credentials: stores.credentials }, bo, inAnHour()),
      await requestReset({ commands, credentials: stores.credentials }, ada, inAnHour()),
    ];
    await commands.handle(userDecider, userStream(bo), { type: 'LinkHotel', hotelId: 'h1' }, { actorId: bo });
    await jobs.engine.start();
    const host = jobs.host();
    await host.start();
    try {
      await eventually(
        () => emlFiles(jobs.outbox).length,
        (n) => n === 3,
      );
      const outbox = await eventually(
        () => entries(stores),
        (all) => all.every((e) => e.status === 'sent'),
      );
      expect(outbox.map((e) => e._id).sort()).toEqual(requests.map((r) => `${REACTOR}:${r.eventId}`).sort());
      for (const entry of outbox) {
        expect(entry.attempts).toHaveLength(1);
        expect(entry.attempts[0]).toMatchObject({ ok: true });
        // The entry holds no token: it is derived again from the event's id when the mail is rendered.
        expect(JSON.stringify(entry)).not.toContain(tokens.tokenFor(entry.eventId));
      }

      const mails = emlFiles(jobs.outbox).map((name) => readEml(join(jobs.outbox, name)));
      const log = JSON.stringify(await stores.events.readAll({ after: 0, limit: 1000 }));
      for (const request of requests) {
        const mail = mails.find((m) => tokenIn(m.text) === tokens.tokenFor(request.eventId))!;
        expect(mail).toBeDefined();
        const [event] = await stores.events.readAll({ after: request.position - 1, limit: 1 });
        expect(event).toMatchObject({ eventId: request.eventId, type: 'PasswordResetRequested' });
        // The event names the credential; its hash, in the credentials store only, is the mailed token's.
        const { credentialId } = event!.data as { credentialId: string };
        expect((await stores.credentials.get(credentialId))!.hash).toBe(hashResetToken(tokenIn(mail.text)!));
        expect(log).not.toContain(hashResetToken(tokenIn(mail.text)!));
        // The plain token is nowhere in the log.
        expect(log).not.toContain(tokenIn(mail.text)!);
      }
      const toAda = mails.filter((m) => /^To: ada@x\.test$/m.test(m.headers));
      expect(toAda).toHaveLength(2);
      expect(toAda[0]!.text).toContain('Öppna länken'); // Ada's language
      expect(toAda[0]!.text).toContain(`${PUBLIC_URL}/password-reset?token=`);
      expect(mails.find((m) => /^To: bo@x\.test$/m.test(m.headers))!.text).toContain('Öffnen Sie');
    } finally {
      await host.stop();
      await jobs.engine.stop();
    }
  });

  it('sends nothing twice when the log is replayed from position 0', async () => {
    const jobs = jobsOver(stores);
    await requestReset({ commands, credentials: stores.credentials }, ada, inAnHour());
    await requestReset({ commands, credentials: stores.credentials }, bo, inAnHour());
    await jobs.engine.start();
    let host = jobs.host();
    await host.start();
    await eventually(
      () => entries(stores),
      (all) => all.length === 2 && all.every((e) => e.status === 'sent'),
    );
    await host.stop();
    const filesBefore = emlFiles(jobs.outbox).map((name) => [
      name,
      readFileSync(join(jobs.outbox, name), 'utf8'),
    ]);
    const entriesBefore = await entries(stores);

    // Back to the start of the log: the reactor sees every event again.
    await stores.readStore
      .collection(CHECKPOINTS)
      .updateOne({ _id: reactorCheckpointId(REACTOR) }, { $set: { position: 0 } });
    const head = await stores.events.headPosition();
    host = jobs.host();
    await host.start();
    try {
      await eventually(
        async () =>
          (await stores.readStore.collection(CHECKPOINTS).findOne({ _id: reactorCheckpointId(REACTOR) }))
            ?.position,
        (position) => position === head,
      );
      await jobs.sender.sendDue();
      await new Promise((r) => setTimeout(r, 200));
      expect(await entries(stores)).toEqual(entriesBefore);
      expect(
        emlFiles(jobs.outbox).map((name) => [name, readFileSync(join(jobs.outbox, name), 'utf8')]),
      ).toEqual(filesBefore);

      // A request made after the replay is still mailed, once.
      await requestReset({ commands, credentials: stores.credentials }, bo, inAnHour());
      await eventually(
        () => emlFiles(jobs.outbox).length,
        (n) => n === 3,
      );
    } finally {
      await host.stop();
      await jobs.engine.stop();
    }
  });

  it('mails no expired link and no token it cannot derive, and waits for the read model of a new user', async () => {
    const lines: string[] = [];
    const jobs = jobsOver(stores, { log: (line) => lines.push(line) });
    await requestReset(
      { commands, credentials: stores.credentials },
      ada,
      new Date(Date.now() - 1000).toISOString(),
    );
    const foreign = new ResetTokens(Buffer.from('another-secret-another-secret-another'));
    const unknown = await requestReset({ commands, credentials: stores.credentials }, bo, inAnHour(), (id) =>
      foreign.hashFor(id),
    );
    // The reactor starts before the projections: it must wait for them, not find no user and drop the mail.
    const host = jobs.host();
    await host.start();
    const kept = await requestReset({ commands, credentials: stores.credentials }, bo, inAnHour());
    await new Promise((r) => setTimeout(r, 300));
    expect(await entries(stores)).toEqual([]);
    await jobs.engine.start();
    try {
      const outbox = await eventually(
        () => entries(stores),
        (all) => all.length === 1 && all[0]!.status === 'sent',
      );
      expect(outbox[0]!._id).toBe(`${REACTOR}:${kept.eventId}`);
      expect(lines).toContain(
        `password reset ${unknown.eventId}: token not derived from this server's secret; no mail`,
      );
    } finally {
      await host.stop();
      await jobs.engine.stop();
    }
  });
});

describe('the outbox sender', () => {
  let stores: Stores;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  async function pendingEntry(id: string, createdAt: string) {
    await stores.readStore.collection<OutboxEntry>(OUTBOX).insertOne({
      _id: `${REACTOR}:${id}`,
      reactor: REACTOR,
      eventId: id,
      position: 1,
      mail: {
        template: PASSWORD_RESET_TEMPLATE,
        to: 'ada@x.test',
        params: { name: 'Ada', language: 'en_GB' },
      },
      status: 'pending',
      createdAt,
      nextAttemptAt: createdAt,
      attempts: [],
      sentAt: null,
    });
  }

  it('retries a failed delivery with a doubling delay, recording each attempt', async () => {
    let clock = Date.parse('2026-03-01T10:00:00.000Z');
    const outbox = join(stores.dir, 'outbox');
    writeFileSync(outbox, 'not a folder'); // a real transport failure: the .eml folder cannot be made
    const sender = new OutboxSender({
      readStore: stores.readStore,
      mailer: createMailer({ smtpUrl: null, outboxDir: outbox, from: 'Inspecta <no-reply@inspecta.test>' }),
      render: mailRenderer({ [PASSWORD_RESET_TEMPLATE]: passwordResetTemplate(PUBLIC_URL, tokens) }),
      retry: { firstDelayMs: 10_000, maxDelayMs: 60_000, maxAttempts: 5 },
      now: () => clock,
    });
    const id = randomUUID();
    await pendingEntry(id, new Date(clock).toISOString());
    const entry = () => stores.readStore.collection<OutboxEntry>(OUTBOX).findOne({ _id: `${REACTOR}:${id}` });

    expect(await sender.sendDue()).toBe(1);
    expect(await entry()).toMatchObject({
      status: 'pending',
      nextAttemptAt: '2026-03-01T10:00:10.000Z',
      attempts: [
        { at: '2026-03-01T10:00:00.000Z', ok: false, error: expect.stringMatching(/EEXIST|ENOTDIR/) },
      ],
    });
    expect(await sender.sendDue()).toBe(0); // not due yet
    clock += 10_000;
    expect(await sender.sendDue()).toBe(1);
    expect((await entry())!.nextAttemptAt).toBe('2026-03-01T10:00:30.000Z'); // 20 s after the second failure

    rmSync(outbox);
    clock += 20_000;
    expect(await sender.sendDue()).toBe(1);
    const sent = (await entry())!;
    expect(sent).toMatchObject({ status: 'sent', sentAt: '2026-03-01T10:00:30.000Z' });
    expect(sent.attempts.map((a) => a.ok)).toEqual([false, false, true]);
    expect(emlFiles(outbox)).toHaveLength(1);
    expect(tokenIn(readEml(join(outbox, emlFiles(outbox)[0]!)).text)).toBe(tokens.tokenFor(id));
    clock += 3600_000;
    expect(await sender.sendDue()).toBe(0);
  });

  it('gives an entry up after the last attempt, keeping every attempt', async () => {
    let clock = Date.parse('2026-03-01T10:00:00.000Z');
    const sender = new OutboxSender({
      readStore: stores.readStore,
      mailer: createMailer({ smtpUrl: null, outboxDir: join(stores.dir, 'outbox'), from: 'x@x.test' }),
      render: mailRenderer({}), // no template for the entry: every attempt fails
      retry: { firstDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 3 },
      now: () => clock,
    });
    const id = randomUUID();
    await pendingEntry(id, new Date(clock).toISOString());
    for (let i = 0; i < 5; i++) {
      await sender.sendDue();
      clock += 1000;
    }
    const entry = await stores.readStore.collection<OutboxEntry>(OUTBOX).findOne({ _id: `${REACTOR}:${id}` });
    expect(entry).toMatchObject({ status: 'failed', sentAt: null });
    expect(entry!.attempts).toHaveLength(3);
    expect(entry!.attempts[2]).toMatchObject({
      ok: false,
      error: `No mail template ${PASSWORD_RESET_TEMPLATE}`,
    });
  });

  it('writes an entry sent again (a crash before its record) to the same file, not a second mail', async () => {
    const outbox = join(stores.dir, 'outbox');
    const mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: 'x@x.test' });
    const message = { to: 'ada@x.test', subject: 'Once', text: 'Once', key: '2026-03-01T10-00-00-000Z-r-1' };
    await mailer.send(message);
    await mailer.send(message);
    expect(emlFiles(outbox)).toEqual(['2026-03-01T10-00-00-000Z-r-1.eml']);
    expect(readEml(join(outbox, emlFiles(outbox)[0]!)).headers).toContain(
      'Message-ID: <2026-03-01T10-00-00-000Z-r-1@inspecta.local>',
    );
  });
});
