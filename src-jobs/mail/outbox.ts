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
}
