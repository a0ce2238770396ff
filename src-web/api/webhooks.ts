import type { WebhookKind } from '../../src-domain/webhook/index.ts';
import { request } from './http.ts';

/** An endpoint as its admins see it; never its secret. */
export interface Webhook {
  id: string;
  url: string;
  kinds: WebhookKind[];
  enabled: boolean;
  disabledReason: 'admin' | 'failures' | null;
  disabledAt: string | null;
  createdAt: string;
}

/** An endpoint as just registered: the one answer that carries its signing secret. */
export interface RegisteredWebhook extends Webhook {
  secret: string;
}

export interface WebhookAttempt {
  at: string;
  ok: boolean;
  /** Null when the receiver never answered (refused address, timeout, connection error). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDelivery {
  id: string;
  kind: WebhookKind;
  occurredAt: string;
  createdAt: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
}

export interface WebhookFields {
  url: string;
  kinds: WebhookKind[];
}

const webhooksOf = (idOrMy: string) => `/api/admin/organizations/${encodeURIComponent(idOrMy)}/webhooks`;
const endpointOf = (idOrMy: string, webhookId: string) =>
  `${webhooksOf(idOrMy)}/${encodeURIComponent(webhookId)}`;

export const webhooksApi = {
  list: (idOrMy: string) => request<Webhook[]>('GET', webhooksOf(idOrMy)),
  register: (idOrMy: string, body: WebhookFields) =>
    request<RegisteredWebhook>('POST', webhooksOf(idOrMy), body),
  change: (idOrMy: string, webhookId: string, body: Partial<WebhookFields> & { enabled?: boolean }) =>
    request<Webhook>('PUT', endpointOf(idOrMy, webhookId), body),
  remove: (idOrMy: string, webhookId: string) => request<void>('DELETE', endpointOf(idOrMy, webhookId)),
  deliveries: (idOrMy: string, webhookId: string) =>
    request<WebhookDelivery[]>('GET', `${endpointOf(idOrMy, webhookId)}/deliveries?limit=50`),
  redeliver: (idOrMy: string, webhookId: string, deliveryId: string) =>
    request<{ redelivered: true }>(
      'POST',
      `${endpointOf(idOrMy, webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    ),
};
