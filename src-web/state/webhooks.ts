import { proxy } from 'valtio';
import {
  webhooksApi,
  type RegisteredWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookFields,
} from '../api/webhooks.ts';
import { idle, track } from './async.ts';

/**
 * An organization's webhook endpoints as its settings list them, the one just registered (its secret, shown
 * once) and the delivery log of the endpoint whose log is open.
 */
export const webhooksState = proxy({
  items: [] as Webhook[],
  load: idle(),
  save: idle(),
  toggle: idle(),
  remove: idle(),
  /** The endpoint just registered, until its dialog is closed: the secret is nowhere else, and never again. */
  registered: null as RegisteredWebhook | null,
  deliveries: [] as WebhookDelivery[],
  loadDeliveries: idle(),
  redeliver: idle(),
  /** The delivery last sent again, for its "sent again" note. */
  redelivered: null as string | null,
});

const replace = (changed: Webhook) => {
  webhooksState.items = webhooksState.items.map((w) => (w.id === changed.id ? changed : w));
};

export async function loadWebhooks(idOrMy: string): Promise<void> {
  await track(webhooksState.load, async () => {
    webhooksState.items = await webhooksApi.list(idOrMy);
  });
}

export async function registerWebhook(idOrMy: string, body: WebhookFields): Promise<boolean> {
  const registered = await track(webhooksState.save, () => webhooksApi.register(idOrMy, body));
  if (!registered) return false;
  const { secret: _secret, ...listed } = registered;
  webhooksState.items = [listed, ...webhooksState.items];
  webhooksState.registered = registered;
  return true;
}

/** Forgets the secret: once its dialog closes, the screen cannot show it again either. */
export function forgetRegisteredWebhook(): void {
  webhooksState.registered = null;
}

export async function changeWebhook(
  idOrMy: string,
  webhookId: string,
  body: WebhookFields,
): Promise<boolean> {
  const changed = await track(webhooksState.save, () => webhooksApi.change(idOrMy, webhookId, body));
  if (changed) replace(changed);
  return !!changed;
}

/** Turns an endpoint off, or on again (after an admin's disabling or after failures alike). */
export async function setWebhookEnabled(idOrMy: string, webhookId: string, enabled: boolean): Promise<void> {
  const changed = await track(webhooksState.toggle, () => webhooksApi.change(idOrMy, webhookId, { enabled }));
  if (changed) replace(changed);
}

export async function removeWebhook(idOrMy: string, webhookId: string): Promise<boolean> {
  await track(webhooksState.remove, () => webhooksApi.remove(idOrMy, webhookId));
  if (webhooksState.remove.status !== 'done') return false;
  webhooksState.items = webhooksState.items.filter((w) => w.id !== webhookId);
  return true;
}

export async function loadDeliveries(idOrMy: string, webhookId: string): Promise<void> {
  webhooksState.deliveries = [];
  webhooksState.redelivered = null;
  webhooksState.redeliver = idle();
  await track(webhooksState.loadDeliveries, async () => {
    webhooksState.deliveries = await webhooksApi.deliveries(idOrMy, webhookId);
  });
}

/**
 * Sends a delivery again, then reads the log until its new attempt is recorded (the sender works apart from
 * the request, within seconds), so the screen shows how the new attempt went.
 */
export async function redeliverWebhook(idOrMy: string, webhookId: string, deliveryId: string): Promise<void> {
  webhooksState.redelivered = null;
  const attemptsBefore = webhooksState.deliveries.find((d) => d.id === deliveryId)?.attempts.length ?? 0;
  const sent = await track(webhooksState.redeliver, () =>
    webhooksApi.redeliver(idOrMy, webhookId, deliveryId),
  );
  if (!sent) return;
  webhooksState.redelivered = deliveryId;
  for (let round = 0; round < REDELIVERY_CHECKS; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const log = await track(webhooksState.loadDeliveries, () => webhooksApi.deliveries(idOrMy, webhookId));
    if (!log) return;
    webhooksState.deliveries = log;
    if ((log.find((d) => d.id === deliveryId)?.attempts.length ?? 0) > attemptsBefore) return;
  }
}

/** How many seconds the log is read again after a redeliver before leaving it as it is. */
const REDELIVERY_CHECKS = 15;
