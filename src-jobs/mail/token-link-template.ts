import type { OutboxEntry } from './outbox.ts';
import type { MailContent } from './templates.ts';

/** A mail whose link carries a secret token, in the recipient's language, built from PUBLIC_URL. */
export type TokenLinkMail = (
  to: string,
  name: string,
  language: string,
  publicUrl: string,
  token: string,
) => MailContent;

/**
 * Renders a token-link mail of an outbox entry. The token is derived again from the event's id at each
 * attempt, so the entry (and the read store holding it) never holds the secret.
 */
export function tokenLinkTemplate(
  render: TokenLinkMail,
  publicUrl: string,
  tokens: { tokenFor(eventId: string): string },
) {
  return (entry: OutboxEntry): MailContent =>
    render(
      entry.mail.to,
      entry.mail.params.name ?? '',
      entry.mail.params.language ?? '',
      publicUrl,
      tokens.tokenFor(entry.eventId),
    );
}
