import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  API_KEY_RESOURCES,
  type ApiKeyResource,
  type ApiKeyScope,
} from '../../../src-domain/organization/api-keys.ts';
import { browserNow } from '../../components/local-dates.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { apiKeysState, createApiKey } from '../../state/api-keys.ts';
import { useApiKeyLabels } from './api-key-labels.ts';

type Access = 'none' | 'read' | 'write';
/** The lifetimes offered; the server allows any up to 366 days, or none. */
const LIFETIMES = ['30', '90', '365', 'never'] as const;
type Lifetime = (typeof LIFETIMES)[number];

const noAccess = () =>
  Object.fromEntries(API_KEY_RESOURCES.map((r) => [r, 'none'])) as Record<ApiKeyResource, Access>;

/** A new key: its name, what it may read or write, per resource, and how long it lives. */
export function ApiKeyCreateDialog({
  organizationId,
  open,
  onClose,
}: {
  organizationId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const view = useSnapshot(apiKeysState);
  const labels = useApiKeyLabels();
  const [name, setName] = useState('');
  const [access, setAccess] = useState(noAccess);
  const [lifetime, setLifetime] = useState<Lifetime>('365');

  useEffect(() => {
    if (!open) return;
    setName('');
    setAccess(noAccess());
    setLifetime('365');
  }, [open]);

  const submit = async () => {
    const scopes = API_KEY_RESOURCES.flatMap((resource) =>
      access[resource] === 'none' ? [] : [`${resource}:${access[resource]}` as ApiKeyScope],
    );
    const expiresAt =
      lifetime === 'never' ? null : new Date(browserNow() + Number(lifetime) * 86_400_000).toISOString();
    if (await createApiKey(organizationId, { name, scopes, expiresAt })) onClose();
  };

  const lifetimeLabels: Record<Lifetime, string> = {
    '30': t({ id: 'apiKeys.lifetime.30', message: '30 days' }),
    '90': t({ id: 'apiKeys.lifetime.90', message: '90 days' }),
    '365': t({ id: 'apiKeys.lifetime.365', message: '1 year' }),
    never: t({ id: 'apiKeys.lifetime.never', message: 'Until revoked' }),
  };

  return (
    <FormDialog
      open={open}
      title={t({ id: 'apiKeys.createTitle', message: 'New API key' })}
      error={view.create.error}
      saving={view.create.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t({ id: 'apiKeys.name', message: 'Name' })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={view.create.errors.name}
        maxLength={100}
        autoComplete="off"
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t({ id: 'apiKeys.scopes', message: 'Access' })}
        </legend>
        <div className="grid gap-3 small-tablet:grid-cols-2">
          {API_KEY_RESOURCES.map((resource) => (
            <SelectField
              key={resource}
              label={labels.resources[resource]}
              value={access[resource]}
              onChange={(event) => setAccess({ ...access, [resource]: event.target.value as Access })}
            >
              <option value="none">{labels.access.none}</option>
              <option value="read">{labels.access.read}</option>
              <option value="write">{labels.access.write}</option>
            </SelectField>
          ))}
        </div>
        <FieldError id="api-key-scopes-error" messageKey={view.create.errors.scopes} />
      </fieldset>
      <SelectField
        label={t({ id: 'apiKeys.lifetime', message: 'Valid for' })}
        value={lifetime}
        onChange={(event) => setLifetime(event.target.value as Lifetime)}
        error={view.create.errors.expiresAt}
      >
        {LIFETIMES.map((value) => (
          <option key={value} value={value}>
            {lifetimeLabels[value]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
