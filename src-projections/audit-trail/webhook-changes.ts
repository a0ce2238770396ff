import type { WebhookEvent } from '../../src-domain/webhook/index.ts';
import type { ChangeDescription } from './changes.ts';

/**
 * A webhook endpoint's change as the organization's: its address, kinds, on/off (and why) and removal.
 * Never its secret: the log holds it only encrypted, and the trail names none of it.
 */
export function describeWebhookEvent(event: WebhookEvent, webhookId: string): ChangeDescription {
  const about = {
    kind: 'organization' as const,
    organizationId: event.data.organizationId,
    hotelId: null,
    subjectId: webhookId,
  };
  const change = (field: string, from: unknown, to: unknown) => ({
    field,
    from: from ?? null,
    to: to ?? null,
  });
  switch (event.type) {
    case 'WebhookRegistered':
      return {
        ...about,
        changes: [
          change('webhookUrl', null, event.data.url),
          change('webhookKinds', null, event.data.kinds.join(', ')),
        ],
      };
    case 'WebhookChanged': {
      const { changes, previous } = event.data;
      return {
        ...about,
        changes: [
          ...(changes.url === undefined ? [] : [change('webhookUrl', previous.url, changes.url)]),
          ...(changes.kinds === undefined
            ? []
            : [change('webhookKinds', previous.kinds?.join(', '), changes.kinds.join(', '))]),
        ],
      };
    }
    case 'WebhookDisabled':
      return { ...about, changes: [change('webhookEnabled', true, `false (${event.data.reason})`)] };
    case 'WebhookEnabled':
      return { ...about, changes: [change('webhookEnabled', false, true)] };
    case 'WebhookRemoved':
      return { ...about, changes: [change('webhookRemoved', false, true)] };
    case 'WebhookRedeliveryRequested':
      return { ...about, changes: [change('webhookRedelivered', null, event.data.deliveryId)] };
  }
}
