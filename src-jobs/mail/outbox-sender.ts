import type { ReadStore } from '../../src-projections/store/types.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { OUTBOX, mailKey, type OutboxAttempt, type OutboxEntry } from './outbox.ts';

export interface RetryPolicy {
  /** Wait after the first failed attempt; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the entry is given up (status `failed`), its attempts kept. */
  maxAttempts: number;
}

/** 10 s, 20 s, 40 s … 10 min: eight attempts over about 20 minutes, well inside a reset link's hour. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 10_000, maxDelayMs: 10 * 60_000, maxAttempts: 8 };

export interface OutboxSenderOptions {
  readStore: ReadStore;
  mailer: Mailer;
  /** The message of an entry, rendered at each attempt (secrets derived then, never stored). */
  render: (entry: OutboxEntry) => MailMessage;
  retry?: RetryPolicy;
  batchSize?: number;
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * Delivers due outbox entries through the mail transport, one at a time, and records every attempt in
 * the entry: sent, or failed with the error and the next attempt pushed back exponentially. Run by one
 * process (the holder of the jobs lease). A crash between a send and its record sends the entry again
 * with the same key, which the .eml transport turns into the same file and SMTP into the same Message-ID.
 */
export class OutboxSender {
  private readonly retry: RetryPolicy;
  private readonly now: () => number;

  constructor(private readonly options: OutboxSenderOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.now = options.now ?? Date.now;
  }

  get batchSize(): number {
    return this.options.batchSize ?? 50;
  }

  /** Attempts the entries due now, oldest first; returns how many it attempted. */
  async sendDue(): Promise<number> {
    const due = await this.options.readStore
      .collection<OutboxEntry>(OUTBOX)
      .find(
        { status: 'pending', nextAttemptAt: { $lte: new Date(this.now()).toISOString() } },
        { sort: { nextAttemptAt: 1, _id: 1 }, limit: this.batchSize },
      );
    for (const entry of due) await this.attempt(entry);
    return due.length;
  }

  private async attempt(entry: OutboxEntry): Promise<void> {
    let error: string | null = null;
    try {
      await this.options.mailer.send({ ...this.options.render(entry), key: mailKey(entry) });
    } catch (caught) {
      error = String((caught as Error)?.message ?? caught).split('\n')[0]!;
    }
    const at = this.now();
    const attempt: OutboxAttempt = error ? { at: iso(at), ok: false, error } : { at: iso(at), ok: true };
    const failures = entry.attempts.filter((a) => !a.ok).length + (error ? 1 : 0);
    const set: Partial<OutboxEntry> = !error
      ? { status: 'sent', sentAt: iso(at) }
      : failures >= this.retry.maxAttempts
        ? { status: 'failed' }
        : { nextAttemptAt: iso(at + this.delayAfter(failures)) };
    await this.options.readStore
      .collection<OutboxEntry>(OUTBOX)
      .updateOne({ _id: entry._id, status: 'pending' }, { $set: set, $push: { attempts: attempt } });
    if (error)
      this.options.log?.(
        `mail ${entry._id}: attempt ${failures} failed (${error})${set.status === 'failed' ? '; given up' : ''}`,
      );
  }

  private delayAfter(failures: number): number {
    return Math.min(this.retry.maxDelayMs, this.retry.firstDelayMs * 2 ** (failures - 1));
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
