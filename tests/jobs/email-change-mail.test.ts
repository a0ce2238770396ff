import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '../../src-domain/user/index.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { hashDerivedToken } from '../../src-jobs/reactors/derived-tokens.ts';
import { reactorCheckpointId } from '../../src-jobs/reactors/reactor-runner.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { loadConfig } from '../../src-server/config.ts';
import { TOKENS } from '../../src-server/container.ts';
import { startRuntime, type Runtime } from '../../src-server/runtime.ts';
import { readEml } from '../support/eml.ts';
import { eventually } from '../support/embedded-stores.ts';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

const CONFIRM_REACTOR = 'email-change-confirm-mail';
const NOTICE_REACTOR = 'email-change-notice-mail';
const tokenIn = (text: string) => /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/**
 * The e-mail change mails through the real server (api, projections and jobs in one process, as
 * `npm start`): the route records the event, the reactors write the outbox entries, the sender the .eml.
 */
describe('the e-mail change mail reactors', () => {
  const dir = tempDir('inspecta-email-change-');
  const outbox = join(dir.path, 'outbox');
  let runtime: Runtime;
  let agentId: string;
  const oldEmail = 'agent@demo.test';
  const first = 'agent-first@demo.test';
  const second = 'agent-second@demo.test';

  const start = () =>
    startRuntime(loadConfig({ DATA_DIR: dir.path, PORT: '0' }, dir.path), { log: () => {} });
  const emlFiles = () => {
    try {
      return readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
  };
  const mails = () => emlFiles().map((name) => readEml(join(outbox, name)));
  const mailsTo = (to: string) => mails().filter((m) => new RegExp(`^To: ${to}$`, 'm').test(m.headers));
  const entries = () =>
    runtime.container
      .get(TOKENS.readStore)
      .collection<OutboxEntry>(OUTBOX)
      .find({ reactor: { $in: [CONFIRM_REACTOR, NOTICE_REACTOR] } }, { sort: { _id: 1 } });
  const userEvents = () => runtime.container.get(TOKENS.events).readStream(userStream(agentId));

  beforeAll(async () => {
    runtime = await start();
    agentId = (await runtime.container
      .get(TOKENS.readModels)
      .collection<UserDocument>('users')
      .findOne({ email: oldEmail }))!._id;
  });
  afterAll(async () => {
    await runtime.close();
    dir.remove();
  });

  it('writes one entry per event for the link, the request notice and the change notice; the mailed token confirms', async () => {
    const admin = new ApiClient(runtime.url!);
    expect((await admin.login('company@demo.test')).status).toBe(200);
    // Two requests, the second replacing the first, then the second confirmed with the token mailed.
    for (const email of [first, second])
      expect((await admin.request('PUT', `/api/admin/users/${agentId}`, { email })).status).toBe(200);
    await eventually(
      () => mailsTo(second),
      (found) => found.length === 1,
    );
    const token = tokenIn(mailsTo(second)[0]!.text)!;
    const requests = (await userEvents()).filter((e) => e.type === 'UserEmailChangeRequested');
    expect(requests).toHaveLength(2);
    // The event names a credential whose hash, in the credentials store only, is the mailed token's; neither
    // the token nor its hash is in the log. The replaced link's hash is forgotten.
    const credentials = runtime.container.get(TOKENS.credentials);
    const [replacedId, linkId] = requests.map((e) => (e.data as { credentialId: string }).credentialId);
    expect((await credentials.get(linkId!))!.hash).toBe(hashDerivedToken(token));
    expect(await credentials.get(replacedId!)).toBeNull();
    expect(JSON.stringify(await userEvents())).not.toContain(token);
    expect(JSON.stringify(await userEvents())).not.toContain(hashDerivedToken(token));

    const confirmed = await new ApiClient(runtime.url!).request('POST', '/api/sessions/confirm-email', {
      token,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { msg: 'users.emailConfirmed' } });
    // Used up: its hash is kept no longer.
    expect(await credentials.get(linkId!)).toBeNull();
    expect((await new ApiClient(runtime.url!).login(second)).status).toBe(200);
    const changed = (await userEvents()).find((e) => e.type === 'UserEmailChanged')!;
    expect(changed.data).toMatchObject({ email: second, previousEmail: oldEmail });

    const all = await eventually(
      entries,
      (found) => found.length === 5 && found.every((e) => e.status === 'sent'),
    );
    const [r1, r2] = requests.map((e) => e.eventId);
    expect(all.map((e) => e._id).sort()).toEqual(
      [
        `${CONFIRM_REACTOR}:${r1}`,
        `${CONFIRM_REACTOR}:${r2}`,
        `${NOTICE_REACTOR}:${r1}`,
        `${NOTICE_REACTOR}:${r2}`,
        `${NOTICE_REACTOR}:${changed.eventId}`,
      ].sort(),
    );
    // An entry holds no token: the link's is derived again from the event's id when the mail is rendered.
    const tokens = runtime.container.get(TOKENS.emailChangeTokens);
    for (const entry of all) expect(JSON.stringify(entry)).not.toContain(tokens.tokenFor(entry.eventId));
    expect(tokens.tokenFor(r2!)).toBe(token);

    // Each link to its new address, the old address told of both requests and of the change, nothing else.
    expect(mailsTo(first)).toHaveLength(1);
    expect(tokenIn(mailsTo(first)[0]!.text)).toBe(tokens.tokenFor(r1!));
    // (The demo's action plan mails the same agent its follow-up inspection: not a notice.)
    const notices = mailsTo(oldEmail)
      .map((m) => m.text)
      .filter((text) => !text.includes('/sessions/'));
    expect(notices).toHaveLength(3);
    expect(notices.every((text) => tokenIn(text) === undefined)).toBe(true);
    expect(notices.filter((text) => text.includes(first))).toHaveLength(1);
    expect(notices.filter((text) => text.includes(second))).toHaveLength(2);
    expect(mails().filter((m) => !m.text.includes('/sessions/'))).toHaveLength(5);
  });

  it('adds and sends nothing when the server restarts with the reactors back at position 0', async () => {
    const entriesBefore = await entries();
    const filesBefore = emlFiles().map((name) => [name, readFileSync(join(outbox, name), 'utf8')]);
    const head = await runtime.container.get(TOKENS.events).headPosition();
    await runtime.close();

    // The reactors' checkpoints moved back to the start of the log while the server is down.
    const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
    for (const reactor of [CONFIRM_REACTOR, NOTICE_REACTOR])
      await store
        .collection<CheckpointDocument>(CHECKPOINTS)
        .updateOne({ _id: reactorCheckpointId(reactor) }, { $set: { position: 0 } });
    await store.close();

    runtime = await start();
    const checkpoints = () =>
      runtime.container
        .get(TOKENS.readStore)
        .collection<CheckpointDocument>(CHECKPOINTS)
        .find({ _id: { $in: [CONFIRM_REACTOR, NOTICE_REACTOR].map(reactorCheckpointId) } });
    await eventually(checkpoints, (found) => found.length === 2 && found.every((c) => c.position >= head));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await entries()).toEqual(entriesBefore);
    expect(emlFiles().map((name) => [name, readFileSync(join(outbox, name), 'utf8')])).toEqual(filesBefore);
  });
});
