import { ownerGoneOnThisHost, processOwner } from '../../src-projections/lease-owner.ts';
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
  render: (entry: OutboxEntry) => MailMessage | Promise<MailMessage>;
  retry?: RetryPolicy;
  batchSize?: number;
  /** This process as a claimant (lease owner form); and how long a claim holds against other processes. */
  owner?: string;
  claimMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * Delivers due outbox entries through the mail transport, one at a time, and records every attempt in
 * the entry: sent, or failed with the error and the next attempt pushed back exponentially. Run by one
 * process (the holder of the jobs lease); each entry is claimed by a conditional update before its send, so
 * a holder that lost the lease while sending a batch and its successor never both send one entry. A crash
 * between a send and its record sends the entry again (at once on the same host, whose dead claimant is
 * seen; else after the claim) with the same key, which the .eml transport turns into the same file and
 * SMTP into the same Message-ID.
 */
export class OutboxSender {
  private readonly retry: RetryPolicy;
  private readonly now: () => number;
  private readonly owner: string;

  constructor(private readonly options: OutboxSenderOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.now = options.now ?? Date.now;
    this.owner = options.owner ?? processOwner();
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

  /**
   * Takes the entry for this process, conditioned on the claim it was read with: false when another live
   * process holds an unexpired claim, or took it between the read and this update.
   */
  private async claim(entry: OutboxEntry): Promise<boolean> {
    const held = entry.claim ?? null;
    const now = this.now();
    if (held && held.owner !== this.owner && Date.parse(held.until) > now && !ownerGoneOnThisHost(held.owner))
      return false;
    const claimed = await this.options.readStore
      .collection<OutboxEntry>(OUTBOX)
      .updateOne(
        held
          ? { _id: entry._id, status: 'pending', 'claim.owner': held.owner, 'claim.until': held.until }
          : { _id: entry._id, status: 'pending', claim: null },
        { $set: { claim: { owner: this.owner, until: iso(now + (this.options.claimMs ?? 60_000)) } } },
      );
    return claimed.modifiedCount === 1;
  }

  private async attempt(entry: OutboxEntry): Promise<void> {
    if (!(await this.claim(entry))) return;
    let error: string | null = null;
    let subject: string | undefined;
    try {
      const message = await this.options.render(entry);
      subject = message.subject;
      // Each entry alone: a recipient the server refuses fails this entry only, and the batch goes on.
      await this.options.mailer.send({ ...message, key: mailKey(entry) });
    } catch (caught) {
      error = String((caught as Error)?.message ?? caught).split('\n')[0]!;
    }
    const at = this.now();
    const attempt: OutboxAttempt = error ? { at: iso(at), ok: false, error } : { at: iso(at), ok: true };
    const failures =
      entry.attempts.filter((a) => !a.ok).length - (entry.failuresBefore ?? 0) + (error ? 1 : 0);
    const sent: Partial<OutboxEntry> = subject === undefined ? {} : { subject };
    const set: Partial<OutboxEntry> = !error
      ? { status: 'sent', sentAt: iso(at), claim: null }
      : failures >= this.retry.maxAttempts
        ? { status: 'failed', claim: null }
        : { nextAttemptAt: iso(at + this.delayAfter(failures)), claim: null };
    await this.options.readStore
      .collection<OutboxEntry>(OUTBOX)
      .updateOne(
        { _id: entry._id, status: 'pending' },
        { $set: { ...sent, ...set }, $push: { attempts: attempt } },
      );
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
