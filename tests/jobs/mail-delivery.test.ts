import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actionPlanTemplate } from '../../src-jobs/follow-up/action-plan-mail.ts';
import { createMailer } from '../../src-jobs/mail/mailer.ts';
import { OUTBOX, mailKey, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { OutboxSender } from '../../src-jobs/mail/outbox-sender.ts';
import { passwordResetMail } from '../../src-jobs/mail/password-reset-mail.ts';
import { composeMail, mailRenderer, type MailTemplate } from '../../src-jobs/mail/templates.ts';
import { readEml } from '../support/eml.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

const PUBLIC_URL = 'https://inspecta.test';
const ORG = 'org-1';

function entry(id: string, to: string, template = 'actionPlan', language = 'en_US'): OutboxEntry {
  const at = '2026-11-27T06:00:00.000Z';
  return {
    _id: id,
    reactor: 'test',
    eventId: id,
    position: 1,
    mail: {
      template,
      to,
      params: {
        language,
        hotel: 'Solvik',
        type: 'Brand audit',
        startDate: '2026-11-27',
        path: '/sessions/s1/action-plan',
      },
      organizationId: ORG,
    },
    status: 'pending',
    createdAt: at,
    nextAttemptAt: at,
    attempts: [],
    sentAt: null,
  };
}

const digestTemplate: MailTemplate = (e) => ({
  to: e.mail.to,
  language: e.mail.params.language!,
  subject: 'Weekly summary',
  body: 'Three inspections were finished.',
  digest: true,
});

const render = mailRenderer(
  { actionPlan: actionPlanTemplate(PUBLIC_URL), digest: digestTemplate },
  { publicUrl: PUBLIC_URL, organizationName: async (id) => (id === ORG ? 'Demo Hotels' : null) },
);

describe('mail templates', () => {
  it('render one template as HTML and plain text that say the same, in the recipient’s language', async () => {
    for (const [language, subject, button] of [
      ['en_US', 'Action plan for Solvik', 'Open in Inspecta'],
      ['sv_SE', 'Handlingsplan för Solvik', 'Öppna i Inspecta'],
    ] as const) {
      const mail = await render(entry('e1', 'chef@demo.test', 'actionPlan', language));
      expect(mail.subject).toBe(subject);
      const link = `${PUBLIC_URL}/sessions/s1/action-plan`;
      expect(mail.text).toContain(link);
      expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="(en-US|sv-SE)">/);
      // The link is a button with a label in the language, and the header names the organization.
      expect(mail.html).toContain(`<a href="${link}" style="display:inline-block;`);
      expect(mail.html).toContain(`>${button}</a>`);
      expect(mail.html).toContain('Demo Hotels');
      expect(mail.text).toContain('Demo Hotels');
      // Inline styles only, nothing fetched from elsewhere.
      expect(mail.html).not.toMatch(/<img|<link|<style|<script|url\(/i);
      expect(mail.headers).toBeUndefined();
    }
  });

  it('give a digest a List-Unsubscribe header and a footer link to the settings', async () => {
    const mail = await render(entry('e2', 'boss@demo.test', 'digest'));
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${PUBLIC_URL}/start>` });
    expect(mail.html).toContain(`href="${PUBLIC_URL}/start"`);
    expect(mail.text).toContain(`${PUBLIC_URL}/start`);
  });

  it('keep a token link out of every place but its button and its text line', () => {
    const content = passwordResetMail('a@demo.test', 'Ada', 'de_DE', PUBLIC_URL, 'TOKEN123');
    const mail = composeMail(content, null);
    expect(mail.html).toContain('href="https://inspecta.test/password-reset?token=TOKEN123"');
    expect(mail.html).toContain('>Inspecta</p>'); // no organization: the product's name
    expect(mail.text.match(/TOKEN123/g)).toHaveLength(1);
    expect(mail.subject).not.toContain('TOKEN123');
  });
});

describe('delivery through a real SMTP server', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ to: string[]; raw: string }> = [];

  beforeEach(async () => {
    stores = embeddedStores();
    received.length = 0;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'refused@demo.test')
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await stores.close();
  });

  it('sends the others when the server refuses one recipient, and records why that one failed', async () => {
    const outbox = stores.readStore.collection<OutboxEntry>(OUTBOX);
    const entries = [
      entry('a', 'first@demo.test'),
      entry('b', 'refused@demo.test'),
      entry('c', 'third@demo.test'),
    ];
    for (const e of entries) await outbox.insertOne(e);
    const sender = new OutboxSender({
      readStore: stores.readStore,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: join(stores.dir, 'unused'),
        from: 'Inspecta <no-reply@inspecta.test>',
      }),
      render,
      now: () => Date.parse('2026-11-27T06:00:00.000Z'),
    });
    expect(await sender.sendDue()).toBe(3);
    const after = await outbox.find({}, { sort: { _id: 1 } });
    expect(after.map((e) => e.status)).toEqual(['sent', 'pending', 'sent']);
    expect(after[1]!.attempts[0]).toMatchObject({ ok: false });
    expect(after[1]!.attempts[0]!.error).toMatch(/550|Mailbox unavailable/);
    expect(after[0]!.subject).toBe('Action plan for Solvik');
    expect(received.map((r) => r.to)).toEqual([['first@demo.test'], ['third@demo.test']]);
    // A stable Message-ID from the entry, and both alternatives.
    const first = received[0]!.raw;
    expect(first).toContain(`Message-ID: <${mailKey(entries[0]!)}@inspecta.local>`);
    expect(first).toMatch(/Content-Type: multipart\/alternative/);
    expect(first).toMatch(/Content-Type: text\/plain/);
    expect(first).toMatch(/Content-Type: text\/html/);
  });

  it('writes the same mail as an .eml with the same Message-ID when no SMTP server is set', async () => {
    const dir = join(stores.dir, 'outbox');
    const mailer = createMailer({ smtpUrl: null, outboxDir: dir, from: 'Inspecta <no-reply@inspecta.test>' });
    const e = entry('d', 'fourth@demo.test');
    await mailer.send({ ...(await render(e)), key: mailKey(e) });
    await mailer.send({ ...(await render(e)), key: mailKey(e) }); // a repeat rewrites the same file
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toEqual([`${mailKey(e)}.eml`]);
    const mail = readEml(join(dir, files[0]!));
    expect(mail.headers).toContain(`Message-ID: <${mailKey(e)}@inspecta.local>`);
    expect(mail.text).toContain('The action plan of the Brand audit inspection of 2026-11-27 at Solvik');
    expect(mail.html).toContain('>Open in Inspecta</a>');
  });
});
