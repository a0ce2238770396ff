import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import {
  PRIVATE_DIRECTORY_MODE,
  PRIVATE_FILE_MODE,
  tightenMode,
} from '../../src-domain/eventstore/adapters/private-files.ts';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Further headers (List-Unsubscribe of a digest). */
  headers?: Record<string, string>;
  /** Files sent along (the weekly report's PDF), rendered at each attempt like the words. */
  attachments?: MailAttachment[];
  /**
   * Idempotency key (the outbox entry's): the same key sends the same mail, not a second one. The .eml
   * transport names the file by it; SMTP uses it as the Message-ID, by which clients drop a repeat.
   */
  key?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export interface MailerOptions {
  /** SMTP in the distributed deployment (Mailpit in compose); absent: .eml files in `outboxDir`. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ key, ...message }) {
      const info = await transport.sendMail({ from, ...message, ...messageIdOf(key) });
      return { messageId: info.messageId };
    },
  };
}

/**
 * Each message as an RFC 822 file, written whole (temp file, then rename) so readers never see half. A
 * message with a key always gets the same file name, so sending it again replaces the file. The folder
 * is made at each send: a missing or unwritable outbox fails that send (and the outbox retries it). A reset
 * mail holds a live reset link: the outbox and its files are the server account's only (0700, 0600).
 */
function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ key, ...message }) {
      const info = await transport.sendMail({ from, ...message, ...messageIdOf(key) });
      mkdirSync(outboxDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      tightenMode(outboxDir, PRIVATE_DIRECTORY_MODE);
      // Only names a key-less file in the outbox directory (sorted by when it was written), not a fact.
      // eslint-disable-next-line no-restricted-syntax
      const base = key ? safeKey(key) : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
      const name = `${base}.eml`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      renameSync(temporary, join(outboxDir, name));
      return { messageId: info.messageId };
    },
  };
}

/** A key as a file name and Message-ID part: letters, digits, '-', '_' and '.' only. */
const safeKey = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, '-');

const messageIdOf = (key: string | undefined) =>
  key ? { messageId: `<${safeKey(key)}@inspecta.local>` } : {};
