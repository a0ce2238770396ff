import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { forgetRegisteredWebhook, webhooksState } from '../../state/webhooks.ts';
import { CopyField } from '../Dashboard/CopyField.tsx';

/** The new endpoint's signing secret, shown this once: closing forgets it here too. */
export function WebhookSecretDialog() {
  const { t } = useLingui();
  const view = useSnapshot(webhooksState);
  const registered = view.registered;
  return (
    <Modal
      open={registered !== null}
      onClose={forgetRegisteredWebhook}
      title={t({ id: 'webhookPanel.secretTitle', message: 'Copy the signing secret now' })}
    >
      {registered && (
        <div className="space-y-4">
          <p
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            role="alert"
          >
            <Trans id="webhookPanel.secretOnce">
              This is the only time the signing secret of {registered.url} is shown. Your receiver uses it to
              check that a request comes from us. Copy it and keep it safe: you will not see it again. If it
              is lost, remove the endpoint and register it again.
            </Trans>
          </p>
          <CopyField
            label={t({ id: 'webhookPanel.secret', message: 'Signing secret' })}
            value={registered.secret}
          />
          <div className="flex justify-end">
            <Button onClick={forgetRegisteredWebhook}>
              <Trans id="webhookPanel.secretDone">I have copied it</Trans>
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
