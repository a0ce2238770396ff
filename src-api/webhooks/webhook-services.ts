import type { EncryptedValue } from '../../src-domain/personal-data/cipher.ts';

/** A delivery as the delivery log lists it: what was sent and every attempt, never the signature. */
export interface WebhookDeliveryItem {
  id: string;
  kind: string;
  eventId: string;
  occurredAt: string;
  createdAt: string;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  payload: unknown;
  attempts: Array<{
    at: string;
    ok: boolean;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
  }>;
}

/** What the webhook routes need beyond commands: wired by the composition root (src-server/webhook-services.ts). */
export interface WebhookServices {
  /** Plain http to loopback is allowed (the test setting WEBHOOKS_ALLOW_LOOPBACK): https otherwise. */
  allowLoopback: boolean;
  /** The address check at registration (fast feedback; the delivery's own check is the one that counts). */
  refusalOf(url: string): Promise<string | null>;
  newSecret(): string;
  sealSecret(webhookId: string, secret: string): Promise<EncryptedValue>;
  /** Deletes the endpoint's key: the secret in the log can never be read again. */
  forgetSecret(webhookId: string): Promise<void>;
  /** An endpoint's deliveries, newest first. */
  deliveries(webhookId: string, limit: number): Promise<WebhookDeliveryItem[]>;
  /** Sends a delivery again now, with its retries again; false when there is no such delivery. */
  redeliver(webhookId: string, deliveryId: string): Promise<boolean>;
}
