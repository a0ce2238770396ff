import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src-jobs/mail/mailer.ts';
import { JobScheduler } from '../../src-jobs/scheduler.ts';
import { Lease } from '../../src-projections/lease.ts';
import { readEml } from '../support/eml.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

describe('mail without SMTP', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('writes each message as a whole .eml file in the outbox', async () => {
    const outbox = join(stores.dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: null,
      outboxDir: outbox,
      from: 'Inspecta <no-reply@inspecta.test>',
    });
    await mailer.send({
      to: 'agent@demo.test',
      subject: 'Återställ lösenord',
      text: 'Öppna länken: https://x.test/password-reset?token=abc',
    });
    await mailer.send({ to: ['a@demo.test', 'b@demo.test'], subject: 'Two', text: 'Second' });
    const files = readdirSync(outbox);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const first = readEml(join(outbox, files.sort()[0]!));
    expect(first.headers).toContain('To: agent@demo.test');
    expect(first.headers).toContain('From: Inspecta <no-reply@inspecta.test>');
    expect(first.headers).toMatch(/Subject: =\?UTF-8\?/);
    expect(first.text).toContain('Öppna länken: https://x.test/password-reset?token=abc');
  });
});

describe('job scheduler', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('runs due jobs only in the process that holds the jobs lease, never overlapping', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const runs: string[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((r) => (release = r));
    const at = { now: () => new Date(clock) };
    const one = new JobScheduler(new Lease(stores.readStore, 'jobs', 'p1', 10_000, now), at, () => {});
    const two = new JobScheduler(new Lease(stores.readStore, 'jobs', 'p2', 10_000, now), at, () => {});
    for (const scheduler of [one, two]) {
      scheduler.every('reminders', 60_000, async () => {
        runs.push('reminders');
        await slow;
      });
    }
    expect(await one.tick()).toEqual(['reminders']);
    expect(await two.tick()).toEqual([]);
    clock += 61_000;
    expect(await one.tick()).toEqual([]); // still running: no overlap
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await one.tick()).toEqual(['reminders']);
    clock += 20_000; // p1 stopped renewing: its lease expired, p2 takes over
    expect(await two.tick()).toEqual(['reminders']);
    expect(await one.tick()).toEqual([]);
    expect(runs).toHaveLength(3);
  });
});
