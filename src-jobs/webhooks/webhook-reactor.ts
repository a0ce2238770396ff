import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';
import { DuplicateKeyError } from '../../src-projections/store/types.ts';
import { webhookQueries } from '../../src-projections/webhooks/queries.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { WEBHOOK_DELIVERIES, webhookDeliveryKey, type WebhookDelivery } from './deliveries.ts';
import { ANNOUNCED_EVENT_TYPES, announcementsOf, type Announcement } from './webhook-events.ts';

/**
 * An announced event -> one delivery per enabled endpoint of its organization that asked for its kind.
 * Deliveries are keyed by endpoint and event and written only when absent, so a replay or a restart before
 * the checkpoint moved adds none twice (the reactor's one effect, idempotent like the share revocation's).
 * An endpoint registered after the event never gets it, however late the reactor reads the event.
 */
export function webhookReactor(options: {
  readModels: ReadModels;
  readStore: ReadStore;
  now: () => number;
  /** Told when deliveries were added: the sender need not wait for its poll. */
  onDeliveries?: () => void;
}): Reactor {
  const { readModels, readStore } = options;
  return {
    name: REACTOR_NAMES.webhooks,
    eventTypes: ANNOUNCED_EVENT_TYPES,
    readModels: ['inspections', 'actionPlans', 'webhooks'],
    async react(event) {
      let added = 0;
      for (const announcement of await announcementsOf(event, readModels))
        added += await deliver(event, announcement);
      if (added > 0) options.onDeliveries?.();
      return null;
    },
  };

  /** One delivery per subscribed endpoint, written only when absent; how many were added. */
  async function deliver(event: RecordedEvent, announcement: Announcement): Promise<number> {
    const endpoints = (
      await webhookQueries(readModels).subscribed(announcement.organizationId, announcement.kind)
    ).filter((endpoint) => endpoint.registeredAt < event.position);
    const deliveries = readStore.collection<WebhookDelivery>(WEBHOOK_DELIVERIES);
    const createdAt = new Date(options.now()).toISOString();
    let added = 0;
    for (const endpoint of endpoints) {
      const _id = webhookDeliveryKey(endpoint._id, event.eventId, announcement.key);
      if (await deliveries.findOne({ _id })) continue;
      const deliveryId = randomUUID();
      try {
        await deliveries.insertOne({
          _id,
          deliveryId,
          webhookId: endpoint._id,
          organizationId: announcement.organizationId,
          eventId: event.eventId,
          position: event.position,
          payload: {
            id: deliveryId,
            kind: announcement.kind,
            occurredAt: event.metadata.occurredAt ?? createdAt,
            organizationId: announcement.organizationId,
            data: announcement.data,
          },
          status: 'pending',
          createdAt,
          nextAttemptAt: createdAt,
          attempts: [],
          deliveredAt: null,
          claim: null,
        });
        added++;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    return added;
  }
}
