import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { deleteLogo, loadOrganization, organizationsState, uploadLogo } from '../../state/organizations.ts';
import { NotificationListsForm } from './NotificationListsForm.tsx';
import { ShareLinksPanel } from './ShareLinksPanel.tsx';

/**
 * The settings tab: the organization's logo (upload, preview, delete), its notification e-mail lists, and
 * its report share links.
 */
export function SettingsPanel({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const view = useSnapshot(organizationsState);
  useErrorsGoWithScreen(() => [organizationsState.save, organizationsState.logo]);
  const [logoFailed, setLogoFailed] = useState(false);

  useEffect(() => {
    void loadOrganization(organizationId);
  }, [organizationId]);
  useEffect(() => setLogoFailed(false), [view.logoVersion]);

  return (
    <div className="grid gap-6 small-desktop:grid-cols-2">
      <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="logo-heading">
        <h2 id="logo-heading" className="mb-3 text-lg font-semibold">
          <Trans id="settings.logo">Logo</Trans>
        </h2>
        <ErrorBanner messageKey={view.logo.error} />
        <div className="my-3 flex h-32 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50">
          {view.current?.hasLogo && !logoFailed ? (
            <img
              src={`/api/admin/organizations/${organizationId}/logo?timestamp=${view.logoVersion}`}
              alt={t({ id: 'shell.logo', message: 'Organization logo' })}
              className="max-h-28 max-w-full object-contain"
              onError={() => setLogoFailed(true)}
            />
          ) : (
            <span className="text-slate-600">
              <Trans id="organizations.noLogo">No logo</Trans>
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex cursor-pointer items-center rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-within:ring-2 focus-within:ring-sky-600/40">
            <Trans id="settings.uploadLogo">Upload logo</Trans>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) await uploadLogo(organizationId, file);
              }}
            />
          </label>
          {view.current?.hasLogo && (
            <Button
              variant="plain"
              loading={view.logo.loading}
              onClick={() => void deleteLogo(organizationId)}
            >
              <Trans id="settings.deleteLogo">Delete logo</Trans>
            </Button>
          )}
          {view.logo.loading && (
            <span role="status" className="text-sm text-slate-600">
              <Trans id="shell.loading">Loading…</Trans>
            </span>
          )}
        </div>
        <p className="mt-2 text-xs text-slate-600">
          <Trans id="settings.logoRules">PNG, JPEG or WebP, at most 5 MB.</Trans>
        </p>
      </section>

      <section
        className="rounded-lg border border-slate-200 bg-white p-4"
        aria-labelledby="notifications-heading"
      >
        <h2 id="notifications-heading" className="mb-3 text-lg font-semibold">
          <Trans id="settings.notifications">Notification e-mails</Trans>
        </h2>
        <NotificationListsForm
          idOrMy={organizationId}
          legends={{
            reportEmail: t({ id: 'settings.reportEmail', message: 'Report recipients' }),
            incompleteEmail: t({
              id: 'settings.incompleteEmail',
              message: 'Incomplete-inspection recipients',
            }),
          }}
          actions={(saving) => (
            <Button type="submit" loading={saving}>
              <Trans id="common.save">Save</Trans>
            </Button>
          )}
        />
      </section>
      <div className="small-desktop:col-span-2">
        <ShareLinksPanel organizationId={organizationId} />
      </div>
    </div>
  );
}
