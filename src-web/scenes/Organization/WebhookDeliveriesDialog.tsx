import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Webhook, WebhookDelivery } from '../../api/webhooks.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Modal } from '../../components/Modal.tsx';
import { formatDateTime } from '../../i18n/dates.ts';
import { loadDeliveries, redeliverWebhook, webhooksState } from '../../state/webhooks.ts';
import { useWebhookLabels } from './webhook-labels.ts';

const STATUS_LOOK: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-amber-100 text-amber-950 ring-amber-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** An endpoint's delivery log, newest first, every attempt of each; a delivery can be sent again. */
export function WebhookDeliveriesDialog({
  organizationId,
  webhook,
  onClose,
}: {
  organizationId: string;
  webhook: Webhook | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const view = useSnapshot(webhooksState);
  const labels = useWebhookLabels();

  useEffect(() => {
    if (webhook) void loadDeliveries(organizationId, webhook.id);
  }, [organizationId, webhook]);

  return (
    <Modal
      open={webhook !== null}
      onClose={onClose}
      title={t({ id: 'webhookPanel.deliveriesTitle', message: 'Deliveries' })}
    >
      {webhook && (
        <div className="space-y-3">
          <p className="text-sm break-all text-slate-700">{webhook.url}</p>
          <ErrorBanner messageKey={view.redeliver.error} />
          <ListStatus
            load={view.loadDeliveries}
            count={view.deliveries.length}
            empty={<Trans id="webhookPanel.noDeliveries">Nothing has been sent to this endpoint yet.</Trans>}
          >
            <ol className="max-h-[60vh] space-y-3 overflow-y-auto" data-testid="webhook-deliveries">
              {view.deliveries.map((delivery) => (
                <li
                  key={delivery.id}
                  className="rounded-md border border-slate-200 p-3"
                  data-delivery={delivery.id}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <p className="font-medium text-slate-900">
                        {labels.kinds[delivery.kind] ?? delivery.kind}
                      </p>
                      <p className="text-xs text-slate-600">{formatDateTime(delivery.createdAt)}</p>
                    </div>
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_LOOK[delivery.status]}`}
                      data-status={delivery.status}
                    >
                      {labels.statuses[delivery.status]}
                    </span>
                  </div>
                  <ul className="mt-2 space-y-1 text-xs text-slate-700">
                    {delivery.attempts.map((attempt, index) => (
                      <li key={index} className="flex flex-wrap gap-x-3" data-attempt-ok={attempt.ok}>
                        <span className="whitespace-nowrap">{formatDateTime(attempt.at)}</span>
                        <span className={attempt.ok ? 'text-emerald-800' : 'font-medium text-rose-800'}>
                          {attempt.statusCode === null
                            ? t({ id: 'webhookPanel.noAnswer', message: 'No answer' })
                            : `HTTP ${attempt.statusCode}`}
                        </span>
                        <span className="whitespace-nowrap">
                          {t({ id: 'webhookPanel.duration', message: `${attempt.durationMs} ms` })}
                        </span>
                        {attempt.error && <span className="break-all">{attempt.error}</span>}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <Button
                      variant="plain"
                      loading={view.redeliver.loading && view.redelivered === null}
                      disabled={view.redeliver.loading}
                      onClick={() => void redeliverWebhook(organizationId, webhook.id, delivery.id)}
                    >
                      <Trans id="webhookPanel.redeliver">Send again</Trans>
                    </Button>
                    {view.redelivered === delivery.id && (
                      <span role="status" className="text-sm text-slate-700">
                        <Trans id="webhookPanel.redelivered">
                          Sent again: the newest attempt is at the bottom.
                        </Trans>
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </ListStatus>
          <div className="flex justify-end">
            <Button variant="plain" onClick={onClose}>
              <Trans id="webhookPanel.close">Close</Trans>
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
