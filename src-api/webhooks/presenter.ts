import { versionOf, type Versioned } from '../../src-projections/projection.ts';
import type { WebhookDocument } from '../../src-projections/webhooks/projection.ts';

/** An endpoint as its admins see it: never its secret (shown once, at registration, by the route). */
export function presentWebhook(doc: Versioned<WebhookDocument>) {
  return {
    id: doc._id,
    version: versionOf(doc),
    organizationId: doc.organizationId,
    url: doc.url,
    kinds: doc.kinds,
    enabled: doc.enabled,
    disabledReason: doc.disabledReason,
    disabledAt: doc.disabledAt,
    createdAt: doc.createdAt,
  };
}
