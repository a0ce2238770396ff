import { Trans } from '@lingui/react/macro';
import { SettingsPanel } from './SettingsPanel.tsx';

/** /organization/settings: the settings tab on its own, for the organization's companyAdmin. */
export function SettingsScene() {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">
        <Trans id="organization.tabSettings">Settings</Trans>
      </h1>
      <SettingsPanel organizationId="my" />
    </div>
  );
}
