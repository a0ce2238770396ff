import type { WebhookKind } from '../../src-domain/webhook/index.ts';
import type { Document, ReadStore } from '../../src-projections/store/types.ts';

/** Webhook deliveries: one per endpoint and event, with every attempt to deliver it. */
export const WEBHOOK_DELIVERIES = 'jobs_webhook_deliveries';

export interface WebhookAttempt {
  at: string;
  ok: boolean;
  /** The receiver's status; null when it never answered (refused address, timeout, connection error). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** What the receiver gets as the body (docs/api.md, Webhooks). */
export interface WebhookPayload {
  id: string;
  kind: WebhookKind;
  occurredAt: string;
  organizationId: string;
  data: Record<string, string | null>;
}

export interface WebhookDelivery extends Document {
  /**
   * `<webhookId>:<eventId>` (and `:<key>` for each of several announcements of one event): one delivery per
   * endpoint and announcement, however often the event is seen.
   */
  _id: string;
  /** The public id the receiver sees (`id` of the body, `Inspecta-Delivery`): the same at every attempt. */
  deliveryId: string;
  webhookId: string;
  organizationId: string;
  eventId: string;
  position: number;
  payload: WebhookPayload;
  status: WebhookDeliveryStatus;
  createdAt: string;
  nextAttemptAt: string;
  attempts: WebhookAttempt[];
  deliveredAt: string | null;
  /** Failed attempts before the last redeliver: a redelivered one gets its retries again. */
  failuresBefore?: number;
  claim?: { owner: string; until: string } | null;
}

export const webhookDeliveryKey = (webhookId: string, eventId: string, key?: string) =>
  key ? `${webhookId}:${eventId}:${key}` : `${webhookId}:${eventId}`;

/** Per endpoint: failed attempts since its last success, for the automatic disabling. */
export const WEBHOOK_HEALTH = 'jobs_webhook_health';
export interface WebhookHealth extends Document {
  consecutiveFailures: number;
}

export async function ensureWebhookIndexes(store: ReadStore): Promise<void> {
  const deliveries = store.collection<WebhookDelivery>(WEBHOOK_DELIVERIES);
  await deliveries.createIndex({ status: 1, nextAttemptAt: 1 });
  await deliveries.createIndex({ webhookId: 1, createdAt: -1 });
  await deliveries.createIndex({ deliveryId: 1 }, { unique: true });
}
