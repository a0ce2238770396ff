import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { organizationsState } from '../../state/organizations.ts';
import { SettingsPanel } from './SettingsPanel.tsx';

/** /organization/settings: the settings tab on its own, for the organization's companyAdmin. */
export function SettingsScene() {
  // Whose settings these are: the organization the panel loaded (and follows live).
  const { current } = useSnapshot(organizationsState);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="organization.tabSettings">Settings</Trans>
      </h1>
      <p className="mb-4 text-slate-700" data-testid="settings-organization">
        {current?.name ?? '…'}
      </p>
      <SettingsPanel organizationId="my" />
    </div>
  );
}
