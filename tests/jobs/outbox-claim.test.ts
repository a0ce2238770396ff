import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../src-jobs/mail/mailer.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { OutboxSender } from '../../src-jobs/mail/outbox-sender.ts';
import { processOwner } from '../../src-projections/lease-owner.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';

const entry = (id: string, claim: OutboxEntry['claim'] = null): OutboxEntry => ({
  _id: id,
  reactor: 'test',
  eventId: id,
  position: 1,
  mail: { template: 'plain', to: 'agent@demo.test', params: {} },
  status: 'pending',
  createdAt: '2026-11-27T06:00:00.000Z',
  nextAttemptAt: '2026-11-27T06:00:00.000Z',
  attempts: [],
  sentAt: null,
  claim,
});

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('the outbox sender’s claim', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let mailer: Mailer;
  /** Sends through the .eml mailer, counted by the sender that made them. */
  const sends: string[] = [];
  const counted = (name: string, gate: Promise<void> = Promise.resolve()): Mailer => ({
    send: async (message) => {
      sends.push(name);
      await gate;
      return mailer.send(message);
    },
  });
  const sender = (name: string, owner: string, gate?: Promise<void>) =>
    new OutboxSender({
      readStore: stores.readStore,
      mailer: counted(name, gate),
      render: (e) => ({ to: e.mail.to, subject: 'Hej', text: `mail ${e._id}` }),
      owner,
      claimMs: 60_000,
    });
  const outbox = () => stores.readStore.collection<OutboxEntry>(OUTBOX);
  beforeEach(() => {
    stores = embeddedStores();
    sends.length = 0;
    mailer = createMailer({ smtpUrl: null, outboxDir: join(stores.dir, 'outbox'), from: 'x@inspecta.test' });
  });
  afterEach(() => stores.close());

  it('keeps a second process from sending what the first is sending', async () => {
    await outbox().insertOne(entry('m1'));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Two processes (of other hosts: never judged dead from here) that both think they hold the jobs lease.
    const first = sender('first', 'host-a-100', gate).sendDue();
    await eventually(
      async () => (await outbox().findOne({ _id: 'm1' }))?.claim?.owner,
      (owner) => owner === 'host-a-100',
      5000,
    );
    await sender('second', 'host-b-200').sendDue();
    release();
    await first;
    expect(sends).toEqual(['first']);
    const sent = (await outbox().findOne({ _id: 'm1' }))!;
    expect(sent.status).toBe('sent');
    expect(sent.attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(sent.claim).toBeNull();
  });

  it('takes at once the claim of a dead process of this host, and an expired one of a live process', async () => {
    const future = '2999-01-01T00:00:00.000Z';
    await outbox().insertOne(entry('dead', { owner: `${hostname()}-${await deadPid()}`, until: future }));
    await outbox().insertOne(entry('expired', { owner: 'host-a-100', until: '2000-01-01T00:00:00.000Z' }));
    await outbox().insertOne(entry('held', { owner: 'host-a-100', until: future }));
    await sender('restarted', processOwner()).sendDue();
    expect(sends).toEqual(['restarted', 'restarted']);
    const states = Object.fromEntries((await outbox().find({})).map((e) => [e._id, e.status]));
    expect(states).toEqual({ dead: 'sent', expired: 'sent', held: 'pending' });
  });
});
