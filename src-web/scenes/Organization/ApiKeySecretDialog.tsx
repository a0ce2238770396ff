import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { apiKeysState, forgetCreatedKey } from '../../state/api-keys.ts';
import { CopyField } from '../Dashboard/CopyField.tsx';

/** The key just made, shown this once: the server keeps only its hash, and closing forgets it here too. */
export function ApiKeySecretDialog() {
  const { t } = useLingui();
  const view = useSnapshot(apiKeysState);
  const created = view.created;
  return (
    <Modal
      open={created !== null}
      onClose={forgetCreatedKey}
      title={t({ id: 'apiKeys.secretTitle', message: 'Copy the new key now' })}
    >
      {created && (
        <div className="space-y-4">
          <p
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            role="alert"
          >
            <Trans id="apiKeys.secretOnce">
              This is the only time the key {created.name} is shown. Copy it and keep it safe: you will not
              see it again. If it is lost, revoke it and make a new one.
            </Trans>
          </p>
          <CopyField label={t({ id: 'apiKeys.secret', message: 'API key' })} value={created.key} />
          <div className="flex justify-end">
            <Button onClick={forgetCreatedKey}>
              <Trans id="apiKeys.secretDone">I have copied it</Trans>
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
