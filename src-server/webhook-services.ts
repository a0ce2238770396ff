import type { WebhookDeliveryItem, WebhookServices } from '../src-api/webhooks/webhook-services.ts';
import type { WebhookSecrets } from '../src-domain/webhook/webhook-secrets.ts';
import { WebhookSecrets as Secrets } from '../src-domain/webhook/webhook-secrets.ts';
import type { ReadStore } from '../src-projections/store/types.ts';
import { checkWebhookAddress, WebhookAddressError } from '../src-jobs/webhooks/address-check.ts';
import { WEBHOOK_DELIVERIES, type WebhookDelivery } from '../src-jobs/webhooks/deliveries.ts';

/** The webhook routes' services over the delivery table the jobs role writes (see src-jobs/webhooks). */
export function webhookServices(options: {
  readStore: ReadStore;
  secrets: WebhookSecrets;
  allowLoopback: boolean;
  now: () => number;
}): WebhookServices {
  const { readStore, secrets, allowLoopback } = options;
  const deliveries = () => readStore.collection<WebhookDelivery>(WEBHOOK_DELIVERIES);
  return {
    allowLoopback,
    async refusalOf(url) {
      try {
        await checkWebhookAddress(url, { allowLoopback });
        return null;
      } catch (error) {
        if (error instanceof WebhookAddressError) return error.key;
        throw error;
      }
    },
    newSecret: () => Secrets.generate(),
    sealSecret: (webhookId, secret) => secrets.seal(webhookId, secret),
    forgetSecret: (webhookId) => secrets.forget(webhookId),
    async deliveries(webhookId, limit) {
      const found = await deliveries().find({ webhookId }, { sort: { createdAt: -1, _id: 1 }, limit });
      return found.map(presentDelivery);
    },
    async redeliver(webhookId, deliveryId) {
      const delivery = await deliveries().findOne({ webhookId, deliveryId });
      if (!delivery) return false;
      // A pending one keeps its place and claim; a finished one goes back with its retries again.
      if (delivery.status === 'pending') return true;
      await deliveries().updateOne(
        { _id: delivery._id, status: delivery.status },
        {
          $set: {
            status: 'pending',
            nextAttemptAt: new Date(options.now()).toISOString(),
            failuresBefore: delivery.attempts.filter((attempt) => !attempt.ok).length,
            claim: null,
          },
        },
      );
      return true;
    },
  };
}

function presentDelivery(delivery: WebhookDelivery): WebhookDeliveryItem {
  return {
    id: delivery.deliveryId,
    kind: delivery.payload.kind,
    eventId: delivery.eventId,
    occurredAt: delivery.payload.occurredAt,
    createdAt: delivery.createdAt,
    status: delivery.status,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    deliveredAt: delivery.deliveredAt,
    payload: delivery.payload,
    attempts: delivery.attempts,
  };
}
