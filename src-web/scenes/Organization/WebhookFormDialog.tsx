import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { WEBHOOK_KINDS, type WebhookKind } from '../../../src-domain/webhook/index.ts';
import type { Webhook } from '../../api/webhooks.ts';
import { Checkbox } from '../../components/Checkbox.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { changeWebhook, registerWebhook, webhooksState } from '../../state/webhooks.ts';
import { useWebhookLabels } from './webhook-labels.ts';

/** Registers an endpoint (no `editing`) or changes one's address and kinds; the server checks the address. */
export function WebhookFormDialog({
  organizationId,
  open,
  editing,
  onClose,
}: {
  organizationId: string;
  open: boolean;
  editing: Webhook | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const view = useSnapshot(webhooksState);
  const labels = useWebhookLabels();
  const [url, setUrl] = useState('');
  const [kinds, setKinds] = useState<WebhookKind[]>([]);

  useEffect(() => {
    if (!open) return;
    setUrl(editing?.url ?? '');
    setKinds(editing ? [...editing.kinds] : []);
  }, [open, editing]);

  const submit = async () => {
    const body = { url, kinds };
    const saved = editing
      ? await changeWebhook(organizationId, editing.id, body)
      : await registerWebhook(organizationId, body);
    if (saved) onClose();
  };

  const toggle = (kind: WebhookKind, on: boolean) =>
    setKinds(on ? [...kinds, kind] : kinds.filter((k) => k !== kind));

  return (
    <FormDialog
      open={open}
      title={
        editing
          ? t({ id: 'webhookPanel.editTitle', message: 'Change webhook endpoint' })
          : t({ id: 'webhookPanel.registerTitle', message: 'New webhook endpoint' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t({ id: 'webhookPanel.url', message: 'Address (https://…)' })}
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={view.save.errors.url}
        maxLength={2000}
        autoComplete="off"
        placeholder="https://"
      />
      <fieldset aria-describedby={view.save.errors.kinds ? 'webhook-kinds-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t({ id: 'webhookPanel.kinds', message: 'Events to send' })}
        </legend>
        <div className="grid gap-2 small-tablet:grid-cols-2">
          {WEBHOOK_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={labels.kinds[kind]}
              checked={kinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
          ))}
        </div>
        <FieldError id="webhook-kinds-error" messageKey={view.save.errors.kinds} />
      </fieldset>
    </FormDialog>
  );
}
