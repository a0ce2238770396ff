import type { ReadModels } from '../read-models.ts';
import { webhooksProjection, type WebhookDocument } from './projection.ts';

/** The reads of the webhook endpoints read model. */
export function webhookQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<WebhookDocument>(webhooksProjection.collection);
  return {
    byId: (webhookId: string) => documents().findOne({ _id: webhookId }),
    /** An organization's endpoints, oldest first. */
    ofOrganization: (organizationId: string) =>
      documents().find({ organizationId }, { sort: { createdAt: 1, _id: 1 } }),
    /** The enabled endpoints of an organization that asked for a kind of event. */
    subscribed: (organizationId: string, kind: string) =>
      documents().find({ organizationId, enabled: true, kinds: kind }, { sort: { _id: 1 } }),
  };
}
