import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Webhook } from '../../api/webhooks.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import {
  forgetRegisteredWebhook,
  loadWebhooks,
  removeWebhook,
  setWebhookEnabled,
  webhooksState,
} from '../../state/webhooks.ts';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog.tsx';
import { WebhookFormDialog } from './WebhookFormDialog.tsx';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';
import { useWebhookLabels } from './webhook-labels.ts';

type State = 'enabled' | 'admin' | 'failures';
const stateOf = (webhook: Pick<Webhook, 'enabled' | 'disabledReason'>): State =>
  webhook.enabled ? 'enabled' : (webhook.disabledReason ?? 'admin');
const STATE_LOOK: Record<State, string> = {
  enabled: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  admin: 'bg-slate-100 text-slate-800 ring-slate-300',
  failures: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/**
 * The organization's webhook endpoints (settings): address, events and whether it receives them; a new
 * endpoint's signing secret is shown once; each can be changed, turned off or on, removed after a question,
 * and its delivery log read.
 */
export function WebhooksPanel({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const view = useSnapshot(webhooksState);
  const labels = useWebhookLabels();
  useErrorsGoWithScreen(() => [
    webhooksState.load,
    webhooksState.save,
    webhooksState.toggle,
    webhooksState.remove,
  ]);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  useEffect(() => {
    webhooksState.items = [];
    forgetRegisteredWebhook();
    void loadWebhooks(organizationId);
  }, [organizationId]);

  const states: Record<State, string> = {
    enabled: t({ id: 'webhookPanel.state.enabled', message: 'On' }),
    admin: t({ id: 'webhookPanel.state.admin', message: 'Turned off by an admin' }),
    failures: t({ id: 'webhookPanel.state.failures', message: 'Turned off after failures' }),
  };
  const sinceText = (at: string) => {
    const since = formatDateTime(at);
    return t({ id: 'webhookPanel.since', message: `Since ${since}` });
  };
  const open = (webhook: Webhook | null) => {
    setEditing(webhook);
    setFormOpen(true);
  };

  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="webhooks-heading"
      data-testid="webhooks"
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="webhooks-heading" className="text-lg font-semibold">
          <Trans id="webhookPanel.title">Webhooks</Trans>
        </h2>
        <Button onClick={() => open(null)}>
          <Trans id="webhookPanel.register">New endpoint</Trans>
        </Button>
      </div>
      <p className="mb-3 text-sm text-slate-600">
        <Trans id="webhookPanel.intro">
          Webhooks send this organization's events to your own systems as they happen, each request signed
          with the endpoint's secret. An endpoint that keeps failing is turned off, and the admins get an
          e-mail.
        </Trans>
      </p>
      <ErrorBanner messageKey={view.toggle.error} />
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="webhookPanel.empty">No webhook endpoint has been registered yet.</Trans>}
      >
        <Table
          columns={[
            { label: <Trans id="webhookPanel.url.column">Address</Trans> },
            { label: <Trans id="webhookPanel.stateColumn">State</Trans> },
            { label: <Trans id="webhookPanel.kinds.column">Events</Trans> },
            { label: <Trans id="webhookPanel.createdAt">Registered</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="webhookPanel.actions">Actions</Trans>, hidden: true },
          ]}
        >
          {view.items.map((webhook) => (
            <tr
              key={webhook.id}
              className="border-b border-slate-100 align-top last:border-0"
              data-webhook={webhook.id}
            >
              <td className="px-3 py-2 font-medium break-all text-slate-900">{webhook.url}</td>
              <td className="px-3 py-2">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_LOOK[stateOf(webhook)]}`}
                  data-state={stateOf(webhook)}
                >
                  {states[stateOf(webhook)]}
                </span>
                {!webhook.enabled && webhook.disabledAt && (
                  <p className="mt-1 text-xs whitespace-nowrap text-slate-600">
                    {sinceText(webhook.disabledAt)}
                  </p>
                )}
              </td>
              <td
                className="px-3 py-2 text-sm text-slate-800"
                data-label={t({ id: 'webhookPanel.kinds.column', message: 'Events' })}
              >
                <ul>
                  {webhook.kinds.map((kind) => (
                    <li key={kind}>{labels.kinds[kind] ?? kind}</li>
                  ))}
                </ul>
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'webhookPanel.createdAt', message: 'Registered' })}
              >
                {formatDateTime(webhook.createdAt)}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  <RowButton onClick={() => setLogOf(webhook as Webhook)} what={webhook.url}>
                    <Trans id="webhookPanel.deliveries">Deliveries</Trans>
                  </RowButton>
                  <RowButton onClick={() => open(webhook as Webhook)} what={webhook.url}>
                    <Trans id="webhookPanel.edit">Change</Trans>
                  </RowButton>
                  <RowButton
                    onClick={() => void setWebhookEnabled(organizationId, webhook.id, !webhook.enabled)}
                    what={webhook.url}
                    disabled={view.toggle.loading}
                  >
                    {webhook.enabled ? (
                      <Trans id="webhookPanel.disable">Turn off</Trans>
                    ) : (
                      <Trans id="webhookPanel.enable">Turn on</Trans>
                    )}
                  </RowButton>
                  <RowButton onClick={() => setRemoving(webhook as Webhook)} what={webhook.url} danger>
                    <Trans id="webhookPanel.remove">Remove</Trans>
                  </RowButton>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
      <WebhookFormDialog
        organizationId={organizationId}
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
      />
      <WebhookSecretDialog />
      <WebhookDeliveriesDialog
        organizationId={organizationId}
        webhook={logOf}
        onClose={() => setLogOf(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t({ id: 'webhookPanel.removeTitle', message: 'Remove webhook endpoint' })}
        confirmLabel={<Trans id="webhookPanel.remove">Remove</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing && (await removeWebhook(organizationId, removing.id))) setRemoving(null);
        }}
      >
        <Trans id="webhookPanel.removeConfirm">
          Remove the endpoint {removing?.url}? Nothing more is sent to it and its secret is deleted. This
          cannot be undone.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}

/** A row's action as a link-like button; screen readers hear which endpoint it acts on. */
function RowButton({
  onClick,
  what,
  danger = false,
  disabled,
  children,
}: {
  onClick: () => void;
  what: string;
  danger?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`font-medium whitespace-nowrap underline disabled:opacity-60 ${danger ? 'text-red-700' : 'text-sky-800'}`}
    >
      {children}
      <span className="sr-only"> {what}</span>
    </button>
  );
}
