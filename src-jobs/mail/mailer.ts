import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import {
  PRIVATE_DIRECTORY_MODE,
  PRIVATE_FILE_MODE,
  tightenMode,
} from '../../src-domain/store/private-files.ts';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
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
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}

/**
 * Each message as an RFC 822 file, written whole (temp file, then rename) so readers never see half. A reset
 * mail holds a live reset link: the outbox and its files are the server account's only (0700, 0600).
 */
function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(outboxDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  tightenMode(outboxDir, PRIVATE_DIRECTORY_MODE);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      renameSync(temporary, join(outboxDir, name));
      return { messageId: info.messageId };
    },
  };
}
