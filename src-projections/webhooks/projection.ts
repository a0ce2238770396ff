import type { EncryptedValue } from '../../src-domain/personal-data/cipher.ts';
import type { WebhookDisableReason, WebhookEvent, WebhookKind } from '../../src-domain/webhook/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** An organization's webhook endpoint as its admins list it and the delivery worker reads it. */
export interface WebhookDocument extends Document {
  organizationId: string;
  url: string;
  kinds: WebhookKind[];
  /** Encrypted under the endpoint's key: only the delivery worker opens it; no route ever answers it. */
  secret: EncryptedValue;
  enabled: boolean;
  disabledReason: WebhookDisableReason | null;
  disabledAt: string | null;
  createdAt: string;
  createdBy: string;
  /** The log position it was registered at: events before it are never delivered to it (a replay). */
  registeredAt: number;
}

/** A redelivery asked for changes nothing of the endpoint: the audit trail reads it, not this model. */
type EndpointEvent = Exclude<WebhookEvent, { type: 'WebhookRedeliveryRequested' }>;

export const webhooksProjection: Projection<WebhookDocument, EndpointEvent> = {
  name: 'webhooks',
  collection: 'webhooks',
  version: 1,
  handles: {
    WebhookRegistered: true,
    WebhookChanged: true,
    WebhookDisabled: true,
    WebhookEnabled: true,
    WebhookRemoved: true,
  },
  documentIds: idOfStream('webhook'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'WebhookRegistered':
        return {
          _id: event.data.webhookId,
          organizationId: event.data.organizationId,
          url: event.data.url,
          kinds: event.data.kinds,
          secret: event.data.secret,
          enabled: true,
          disabledReason: null,
          disabledAt: null,
          createdAt: event.data.at,
          createdBy: event.data.by,
          registeredAt: event.position,
        };
      case 'WebhookChanged':
        return doc && { ...doc, ...event.data.changes };
      case 'WebhookDisabled':
        return (
          doc && { ...doc, enabled: false, disabledReason: event.data.reason, disabledAt: event.data.at }
        );
      case 'WebhookEnabled':
        return doc && { ...doc, enabled: true, disabledReason: null, disabledAt: null };
      case 'WebhookRemoved':
        return null;
    }
  },
  indexes: [{ keys: { organizationId: 1, createdAt: 1 } }],
};
