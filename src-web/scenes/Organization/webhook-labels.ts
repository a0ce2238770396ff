import { useLingui } from '@lingui/react/macro';
import type { WebhookKind } from '../../../src-domain/webhook/index.ts';
import type { WebhookDelivery } from '../../api/webhooks.ts';

/** The kinds of events an endpoint receives, and a delivery's status, in the viewer's language. */
export function useWebhookLabels() {
  const { t } = useLingui();
  const kinds: Record<WebhookKind, string> = {
    'inspection.submitted': t({
      id: 'webhookPanel.kind.inspectionSubmitted',
      message: 'Inspection submitted',
    }),
    'inspection.approved': t({ id: 'webhookPanel.kind.inspectionApproved', message: 'Inspection approved' }),
    'inspection.reverted': t({
      id: 'webhookPanel.kind.inspectionReverted',
      message: 'Inspection sent back for changes',
    }),
    'actionItem.created': t({ id: 'webhookPanel.kind.actionItemCreated', message: 'Action added' }),
    'actionItem.done': t({ id: 'webhookPanel.kind.actionItemDone', message: 'Action done' }),
    'actionItem.overdue': t({ id: 'webhookPanel.kind.actionItemOverdue', message: 'Action overdue' }),
    'report.shared': t({ id: 'webhookPanel.kind.reportShared', message: 'Report shared' }),
  };
  const statuses: Record<WebhookDelivery['status'], string> = {
    pending: t({ id: 'webhookPanel.status.pending', message: 'Waiting to be sent' }),
    delivered: t({ id: 'webhookPanel.status.delivered', message: 'Delivered' }),
    failed: t({ id: 'webhookPanel.status.failed', message: 'Failed' }),
  };
  return { kinds, statuses };
}
