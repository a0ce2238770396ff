import type { MailMessage } from './mailer.ts';
import type { OutboxEntry } from './outbox.ts';

export type MailTemplate = (entry: OutboxEntry) => MailMessage;

/** The sender's `render`: an entry's template by name; an unknown one fails the attempt (and is retried). */
export function mailRenderer(templates: Record<string, MailTemplate>): (entry: OutboxEntry) => MailMessage {
  return (entry) => {
    const template = Object.hasOwn(templates, entry.mail.template)
      ? templates[entry.mail.template]
      : undefined;
    if (!template) throw new Error(`No mail template ${entry.mail.template}`);
    return template(entry);
  };
}
