import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { WEBHOOK_SYSTEM_ACTOR, webhookDecider, webhookStream } from '../../src-domain/webhook/index.ts';
import type { WebhookSecrets } from '../../src-domain/webhook/webhook-secrets.ts';
import { ownerGoneOnThisHost, processOwner } from '../../src-projections/lease-owner.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';
import { webhookQueries } from '../../src-projections/webhooks/queries.ts';
import type { RetryPolicy } from '../mail/outbox-sender.ts';
import type { AddressPolicy } from './address-check.ts';
import {
  WEBHOOK_DELIVERIES,
  WEBHOOK_HEALTH,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookHealth,
} from './deliveries.ts';
import { signatureHeader } from './signature.ts';
import { DEFAULT_POST_LIMITS, postWebhook, type WebhookPostLimits } from './webhook-client.ts';

/** 30 s, 1 min, 2 min … 1 h: eight attempts over about 3 hours (docs/api.md, Webhooks). */
export const WEBHOOK_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 8 };

/** Failed attempts in a row, over all of an endpoint's deliveries, after which it is disabled. */
export const FAILURES_TO_DISABLE = 10;

export interface WebhookSenderOptions {
  readStore: ReadStore;
  readModels: ReadModels;
  commands: CommandHandler;
  secrets: WebhookSecrets;
  addressPolicy: AddressPolicy;
  limits?: WebhookPostLimits;
  retry?: RetryPolicy;
  failuresToDisable?: number;
  batchSize?: number;
  owner?: string;
  claimMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * Delivers due webhook deliveries, one at a time, each claimed first (as the mail outbox does, so a process
 * that lost the lease and its successor never both send one), and records every attempt: status code, error
 * and duration. A failure is retried with exponential backoff; a delivery failing `maxAttempts` times is given
 * up (an admin may redeliver it). An endpoint failing `failuresToDisable` attempts in a row is disabled,
 * which mails its organization's admins (webhook-disabled-mail.ts).
 */
export class WebhookSender {
  private readonly retry: RetryPolicy;
  private readonly now: () => number;
  private readonly owner: string;

  constructor(private readonly options: WebhookSenderOptions) {
    this.retry = options.retry ?? WEBHOOK_RETRY;
    this.now = options.now ?? Date.now;
    this.owner = options.owner ?? processOwner();
  }

  get batchSize(): number {
    return this.options.batchSize ?? 20;
  }

  async sendDue(): Promise<number> {
    const due = await this.deliveries().find(
      { status: 'pending', nextAttemptAt: { $lte: iso(this.now()) } },
      { sort: { nextAttemptAt: 1, _id: 1 }, limit: this.batchSize },
    );
    for (const delivery of due) await this.attempt(delivery);
    return due.length;
  }

  private deliveries() {
    return this.options.readStore.collection<WebhookDelivery>(WEBHOOK_DELIVERIES);
  }

  private async claim(delivery: WebhookDelivery): Promise<boolean> {
    const held = delivery.claim ?? null;
    const now = this.now();
    if (held && held.owner !== this.owner && Date.parse(held.until) > now && !ownerGoneOnThisHost(held.owner))
      return false;
    const claimed = await this.deliveries().updateOne(
      held
        ? { _id: delivery._id, status: 'pending', 'claim.owner': held.owner, 'claim.until': held.until }
        : { _id: delivery._id, status: 'pending', claim: null },
      { $set: { claim: { owner: this.owner, until: iso(now + (this.options.claimMs ?? 60_000)) } } },
    );
    return claimed.modifiedCount === 1;
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    if (!(await this.claim(delivery))) return;
    const endpoint = await webhookQueries(this.options.readModels).byId(delivery.webhookId);
    if (!endpoint || !endpoint.enabled) {
      // Not an attempt of the receiver: it counts toward nothing, and an admin may redeliver after enabling.
      await this.record(
        delivery,
        {
          at: iso(this.now()),
          ok: false,
          statusCode: null,
          error: endpoint ? 'endpoint disabled' : 'endpoint removed',
          durationMs: 0,
        },
        true,
      );
      return;
    }
    const secret = await this.options.secrets.open(endpoint._id, endpoint.secret);
    if (secret === null) {
      await this.record(
        delivery,
        {
          at: iso(this.now()),
          ok: false,
          statusCode: null,
          error: 'endpoint secret unavailable',
          durationMs: 0,
        },
        true,
      );
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const result = await postWebhook(
      endpoint.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Inspecta-Webhooks/1',
        'inspecta-signature': signatureHeader(secret, body, Math.floor(this.now() / 1000)),
        'inspecta-delivery': delivery.deliveryId,
        'inspecta-event': delivery.payload.kind,
      },
      this.options.addressPolicy,
      this.options.limits ?? DEFAULT_POST_LIMITS,
    );
    const attempt: WebhookAttempt = { at: iso(this.now()), ...result };
    const failures = await this.record(delivery, attempt, false);
    await this.countForEndpoint(endpoint._id, result.ok);
    if (!result.ok)
      this.options.log?.(
        `webhook delivery ${delivery.deliveryId}: attempt ${failures} failed (${result.error})`,
      );
  }

  /** Writes the attempt and what follows from it; answers the delivery's failures since its last redeliver. */
  private async record(delivery: WebhookDelivery, attempt: WebhookAttempt, final: boolean): Promise<number> {
    const failures =
      delivery.attempts.filter((a) => !a.ok).length - (delivery.failuresBefore ?? 0) + (attempt.ok ? 0 : 1);
    const at = Date.parse(attempt.at);
    const set: Partial<WebhookDelivery> = attempt.ok
      ? { status: 'delivered', deliveredAt: attempt.at, claim: null }
      : final || failures >= this.retry.maxAttempts
        ? { status: 'failed', claim: null }
        : { nextAttemptAt: iso(at + this.delayAfter(failures)), claim: null };
    await this.deliveries().updateOne(
      { _id: delivery._id, status: 'pending' },
      { $set: set, $push: { attempts: attempt } },
    );
    return failures;
  }

  private async countForEndpoint(webhookId: string, ok: boolean): Promise<void> {
    const health = this.options.readStore.collection<WebhookHealth>(WEBHOOK_HEALTH);
    if (ok) {
      await health.updateOne({ _id: webhookId }, { $set: { consecutiveFailures: 0 } }, { upsert: true });
      return;
    }
    await health.updateOne({ _id: webhookId }, { $inc: { consecutiveFailures: 1 } }, { upsert: true });
    const failures = (await health.findOne({ _id: webhookId }))?.consecutiveFailures ?? 0;
    if (failures < (this.options.failuresToDisable ?? FAILURES_TO_DISABLE)) return;
    await this.options.commands.handle(
      webhookDecider,
      webhookStream(webhookId),
      { type: 'DisableWebhook', reason: 'failures', failures, by: WEBHOOK_SYSTEM_ACTOR, at: iso(this.now()) },
      { actorId: WEBHOOK_SYSTEM_ACTOR },
    );
    // A fresh count when an admin enables it again.
    await health.updateOne({ _id: webhookId }, { $set: { consecutiveFailures: 0 } });
    this.options.log?.(`webhook ${webhookId}: disabled after ${failures} failed attempts in a row`);
  }

  private delayAfter(failures: number): number {
    return Math.min(this.retry.maxDelayMs, this.retry.firstDelayMs * 2 ** (failures - 1));
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
