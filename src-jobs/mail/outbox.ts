import type { Document, ReadStore } from '../../src-projections/store/types.ts';

/** Entries of the outbox: mail a reactor decided to send, and every attempt to send it. */
export const OUTBOX = 'jobs_outbox';

/**
 * What to send, without any secret: the sender renders it (template + params) at each attempt, so a
 * derived secret such as a reset token is computed then and never stored.
 */
export interface OutboxMail {
  template: string;
  to: string;
  params: Record<string, string>;
  /** The organization the mail is sent for: its admins see it in the mail log; null for none. */
  organizationId?: string | null;
  /**
   * What makes the mail once-only instead of the event: its entry is `<reactor>:<key>`, so whichever events
   * cause it (a question failed twice, an item overdue on every tick) it is written once.
   */
  key?: string;
}

export interface OutboxAttempt {
  at: string;
  ok: boolean;
  error?: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry extends Document {
  /**
   * `<reactor>:<eventId>` (and `:<n>` for an event's further mails): one entry per reactor, event and mail,
   * however often the event is seen.
   */
  _id: string;
  reactor: string;
  eventId: string;
  position: number;
  mail: OutboxMail;
  status: OutboxStatus;
  createdAt: string;
  /** ISO time the next attempt is due (pending entries only). */
  nextAttemptAt: string;
  attempts: OutboxAttempt[];
  sentAt: string | null;
  /** The subject of the last attempt (never a body: a body may carry a token), shown in the mail log. */
  subject?: string;
  /** Failed attempts before the last resend: a resent entry gets its retries again. */
  failuresBefore?: number;
  /**
   * The process sending it now (lease owner form, host and pid) and until when its claim holds: another
   * process sends it only after that, or at once when the claimant is a dead process of its own host.
   */
  claim?: { owner: string; until: string } | null;
}

export const outboxEntryId = (reactor: string, eventId: string): string => `${reactor}:${eventId}`;

/**
 * The transport's idempotency key of an entry: the .eml file name and the SMTP Message-ID. Sending an
 * entry again after a crash between the send and its record rewrites the same file (or repeats the same
 * Message-ID) instead of adding a second mail. Starts with the creation time, so files sort by it.
 */
export function mailKey(entry: OutboxEntry): string {
  // From the entry's id (`reactor:eventId`, `:n` for an event's further mails): unique per mail.
  return `${entry.createdAt.replace(/[:.]/g, '-')}-${entry._id.replace(/:/g, '-')}`;
}

export async function ensureOutboxIndexes(store: ReadStore): Promise<void> {
  await store.collection<OutboxEntry>(OUTBOX).createIndex({ status: 1, nextAttemptAt: 1 });
  await store.collection<OutboxEntry>(OUTBOX).createIndex({ 'mail.organizationId': 1, createdAt: -1 });
}
