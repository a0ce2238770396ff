import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ApiKey } from '../../api/api-keys.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import { formatDate, formatDateTime } from '../../i18n/dates.ts';
import { apiKeysState, forgetCreatedKey, loadApiKeys, revokeApiKey } from '../../state/api-keys.ts';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog.tsx';
import { ApiKeySecretDialog } from './ApiKeySecretDialog.tsx';
import { useApiKeyLabels } from './api-key-labels.ts';

const STATE_LOOK: Record<ApiKey['state'], string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  revoked: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/**
 * The organization's API keys (settings): what each may reach, when it was made, last used and expires, and
 * whether it still works; a new key's secret is shown once; a working key can be revoked after a question.
 */
export function ApiKeysPanel({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const view = useSnapshot(apiKeysState);
  const labels = useApiKeyLabels();
  useErrorsGoWithScreen(() => [apiKeysState.load, apiKeysState.revoke, apiKeysState.create]);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  useEffect(() => {
    apiKeysState.items = [];
    forgetCreatedKey();
    void loadApiKeys(organizationId);
  }, [organizationId]);

  const states: Record<ApiKey['state'], string> = {
    active: t({ id: 'apiKeys.state.active', message: 'Active' }),
    expired: t({ id: 'apiKeys.state.expired', message: 'Expired' }),
    revoked: t({ id: 'apiKeys.state.revoked', message: 'Revoked' }),
  };

  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="api-keys-heading"
      data-testid="api-keys"
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="api-keys-heading" className="text-lg font-semibold">
          <Trans id="apiKeys.title">API keys</Trans>
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Trans id="apiKeys.create">New API key</Trans>
        </Button>
      </div>
      <p className="mb-3 text-sm text-slate-600">
        <Trans id="apiKeys.intro">
          Keys let your own systems use the API for this organization, limited to the parts and access each
          key is given. Send a key as "Authorization: Bearer" followed by the key.
        </Trans>
      </p>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="apiKeys.empty">No API key has been made yet.</Trans>}
      >
        <Table
          columns={[
            { label: <Trans id="apiKeys.name">Name</Trans> },
            { label: <Trans id="apiKeys.stateColumn">State</Trans> },
            { label: <Trans id="apiKeys.scopes">Access</Trans> },
            { label: <Trans id="apiKeys.createdAt">Created</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="apiKeys.lastUsed">Last used</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="apiKeys.expiresAt">Expires</Trans>, className: 'whitespace-nowrap' },
            { label: <Trans id="apiKeys.actions">Actions</Trans>, hidden: true },
          ]}
        >
          {view.items.map((key) => (
            <tr
              key={key.id}
              className="border-b border-slate-100 align-top last:border-0"
              data-api-key={key.id}
            >
              <td className="px-3 py-2 font-medium break-words text-slate-900">{key.name}</td>
              <td className="px-3 py-2">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_LOOK[key.state]}`}
                  data-state={key.state}
                >
                  {states[key.state]}
                </span>
              </td>
              <td
                className="px-3 py-2 text-sm text-slate-800"
                data-label={t({ id: 'apiKeys.scopes', message: 'Access' })}
              >
                <ul>
                  {key.scopes.map((scope) => (
                    <li key={scope}>{labels.scope(scope)}</li>
                  ))}
                </ul>
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'apiKeys.createdAt', message: 'Created' })}
              >
                {formatDateTime(key.createdAt)}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'apiKeys.lastUsed', message: 'Last used' })}
              >
                {key.lastUsedAt
                  ? formatDateTime(key.lastUsedAt)
                  : t({ id: 'apiKeys.never', message: 'Never' })}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap text-slate-700"
                data-label={t({ id: 'apiKeys.expiresAt', message: 'Expires' })}
              >
                {key.expiresAt
                  ? formatDate(key.expiresAt)
                  : t({ id: 'apiKeys.noExpiry', message: 'Does not expire' })}
              </td>
              <td className="px-3 py-2">
                {key.state === 'active' && (
                  <button
                    type="button"
                    onClick={() => setRevoking(key as ApiKey)}
                    className="font-medium whitespace-nowrap text-red-700 underline"
                  >
                    <Trans id="apiKeys.revoke">Revoke</Trans>
                    <span className="sr-only"> {key.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
      <ApiKeyCreateDialog
        organizationId={organizationId}
        open={creating}
        onClose={() => setCreating(false)}
      />
      <ApiKeySecretDialog />
      <ConfirmDialog
        open={revoking !== null}
        title={t({ id: 'apiKeys.revokeTitle', message: 'Revoke API key' })}
        confirmLabel={<Trans id="apiKeys.revoke">Revoke</Trans>}
        loading={view.revoke.loading}
        error={view.revoke.error}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (revoking && (await revokeApiKey(organizationId, revoking.id))) setRevoking(null);
        }}
      >
        <Trans id="apiKeys.revokeConfirm">
          Revoke the key {revoking?.name}? Every system using it is refused from now on. This cannot be
          undone.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
