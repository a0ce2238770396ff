import { adminApi } from '../../api/admin.ts';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { useLive } from '../../realtime/use-live.ts';
import {
  deleteLogo,
  loadOrganization,
  organizationWatch,
  organizationsState,
  uploadLogo,
} from '../../state/organizations.ts';
import { NotificationListsForm } from './NotificationListsForm.tsx';
import { ShareLinksPanel } from './ShareLinksPanel.tsx';
import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';
import { FileField } from '../../components/FileField.tsx';

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
  // Its room is known once it is (`my` names it by the session): joined then, and loaded once more for what
  // came in between; kept current by its pushes after.
  const shownId =
    view.current && (organizationId === 'my' || view.current.id === organizationId) ? view.current.id : null;
  useLive(
    shownId,
    () => organizationWatch(shownId!),
    () => loadOrganization(shownId!),
  );
  const logoVersion = view.current?.logoVersion ?? null;
  useEffect(() => setLogoFailed(false), [logoVersion]);

  return (
    <div className="grid gap-6 small-desktop:grid-cols-2">
      <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="logo-heading">
        <h2 id="logo-heading" className="mb-3 text-lg font-semibold">
          <Trans id="settings.logo">Logo</Trans>
        </h2>
        <ErrorBanner messageKey={view.logo.error} />
        <div className="my-3 flex h-32 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50">
          {logoVersion && !logoFailed ? (
            <img
              src={adminApi.logoUrl(organizationId, logoVersion)}
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
          <FileField
            label={t({ id: 'settings.logoFile', message: 'Logo (PNG, JPEG or WebP)' })}
            buttonLabel={t({ id: 'settings.uploadLogo', message: 'Upload logo' })}
            accept="image/png,image/jpeg,image/webp"
            sendsAtOnce
            onFile={(file) => void (file && uploadLogo(organizationId, file))}
          />
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
      <div className="small-desktop:col-span-2">
        <ApiKeysPanel organizationId={organizationId} />
      </div>
      <div className="small-desktop:col-span-2">
        <WebhooksPanel organizationId={organizationId} />
      </div>
    </div>
  );
}
