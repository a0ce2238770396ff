/* The mail log's line, as the server answers it and the web app reads it: one definition for both. */

/** One outbox entry as the mail log shows it: never a body (a reset or invitation body carries a token). */
export interface MailLogEntry {
  id: string;
  organizationId: string | null;
  /** The template's name: what kind of mail it is. */
  kind: string;
  to: string;
  /** Of its last attempt; null before the first. */
  subject: string | null;
  createdAt: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: string | null;
  /** The reason of the last failed attempt (the server's first line). */
  lastError: string | null;
  lastAttemptAt: string | null;
}
