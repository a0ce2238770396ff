import type { MailLogEntry } from '../../src-domain/mail/mail-log-entry.ts';

export type { MailLogEntry };

/** The outbox as the mail log reads and requeues it: wired by the composition root (src-server). */
export interface MailLog {
  /** Newest first; `organizationId` undefined: every organization's. */
  list(scope: { organizationId?: string }, page: { skip: number; limit: number }): Promise<MailLogEntry[]>;
  get(id: string): Promise<MailLogEntry | null>;
  /** A failed entry pending again, due now, its retries given back; false when it was not failed. */
  requeue(id: string, now: Date): Promise<boolean>;
}
