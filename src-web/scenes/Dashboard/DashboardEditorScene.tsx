import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../src-domain/shared/locales.ts';
import type { DashboardView } from '../../api/dashboards.ts';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner, SuccessBanner } from '../../components/ErrorBanner.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';
import {
  dashboardEditorState,
  dashboardEditorWatch,
  editDashboard,
  loadDashboard,
  regenerateDashboard,
  saveDashboard,
} from '../../state/dashboard-editor.ts';
import { ColourField } from './ColourField.tsx';
import { CopyField } from './CopyField.tsx';
import { DashboardPreview, PreviewUnavailable, emptyFigures } from './DashboardPreview.tsx';
import {
  READABLE_CONTRAST,
  clampInterval,
  contrastRatio,
  embedSnippet,
  isColour,
} from './dashboard-input.ts';

const COLOUR_INVALID = 'dashboard.invalidColor';
const INTERVAL_INVALID = 'dashboard.invalidInterval';

/** /admin/dashboard/{id}: a dashboard's settings, styling, languages, links and a live preview. */
export function DashboardEditorScene() {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const state = useSnapshot(dashboardEditorState);
  const [confirming, setConfirming] = useState(false);
  /** Checks made here before sending (the server makes them too): the field's key, by field. */
  const [own, setOwn] = useState<Record<string, string>>({});

  useEffect(() => {
    void loadDashboard(id);
  }, [id]);
  const dashboard = state.dashboard?.id === id ? state.dashboard : null;
  // Joined once the entity is known; its load reads the dashboard again for what came in between.
  const hotelId = dashboard?.hotelId ?? null;
  useLive(
    hotelId && `${id}|${hotelId}`,
    () => dashboardEditorWatch(id, hotelId!),
    () => loadDashboard(id),
  );

  const form = dashboard ? state.form : null;
  if (dashboard && state.removed)
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="dashboardEditor.removedTitle">This dashboard was removed</Trans>
        </h1>
        <p>
          <Trans id="dashboardEditor.removed">
            Another administrator removed it: its link and every embed of it no longer work.
          </Trans>
        </p>
        <Link
          href={link.hotel(dashboard.hotelId, dashboard.organizationId)}
          className="font-medium text-sky-800 underline"
        >
          <Trans id="dashboardEditor.backToEntity">Back to the entity</Trans>
        </Link>
      </div>
    );
  if (!dashboard || !form) return <LoadingOrError error={state.load.error} />;

  const fieldError = (field: string) => own[field] ?? state.save.errors[field] ?? null;
  const viewUrl = new URL(dashboard.viewPath, window.location.origin).href;
  const title = form.friendlyName || form.name || t({ id: 'dashboardEditor.untitled', message: 'Dashboard' });
  const languages = form.language.split(',').filter(Boolean) as Locale[];
  const readable =
    !isColour(form.backgroundColor) ||
    !isColour(form.textColor) ||
    contrastRatio(form.backgroundColor, form.textColor) >= READABLE_CONTRAST;

  const setColour = (field: 'backgroundColor' | 'textColor') => (value: string) => {
    editDashboard({ [field]: value });
    setOwn(({ [field]: _, ...rest }) => rest);
  };
  const leaveInterval = () => {
    const seconds = clampInterval(form.languageRotationInterval);
    if (seconds === null)
      return setOwn((errors) => ({ ...errors, languageRotationInterval: INTERVAL_INVALID }));
    editDashboard({ languageRotationInterval: String(seconds) });
    setOwn(({ languageRotationInterval: _, ...rest }) => rest);
  };
  const toggleLanguage = (locale: Locale, on: boolean) => {
    const next = LOCALES.filter((l) => (l === locale ? on : languages.includes(l)));
    // At least one language: the last one cannot be unticked.
    if (next.length) editDashboard({ language: next.join(',') });
  };
  const save = () => {
    const errors: Record<string, string> = {};
    if (!isColour(form.backgroundColor)) errors.backgroundColor = COLOUR_INVALID;
    if (!isColour(form.textColor)) errors.textColor = COLOUR_INVALID;
    if (clampInterval(form.languageRotationInterval) === null)
      errors.languageRotationInterval = INTERVAL_INVALID;
    setOwn(errors);
    if (Object.keys(errors).length === 0) void saveDashboard();
  };

  // The preview draws the form as it is now, over the figures the view last answered.
  const figures = state.figures as DashboardView | null;
  const preview: DashboardView = {
    uuid: dashboard.uuid,
    version: 0,
    ...form,
    rotateLanguages: false,
    languageRotationInterval: 0,
    backgroundColor: isColour(form.backgroundColor) ? form.backgroundColor : 'FFFFFF',
    textColor: isColour(form.textColor) ? form.textColor : '000000',
    hotelName: figures?.hotelName ?? '',
    organizationName: figures?.organizationName ?? '',
    logo: form.showOrganizationLogo ? (figures?.logo ?? null) : null,
    timeZone: figures?.timeZone ?? '',
    computedFor: figures?.computedFor ?? '',
    validUntil: figures?.validUntil ?? '',
    figures: figures?.figures ?? emptyFigures(),
    organization: form.showOrganizationData ? (figures?.organization ?? null) : null,
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="dashboardEditor.title">Dashboard: {title}</Trans>
      </h1>

      <form
        className="space-y-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <section
          aria-labelledby="dashboard-settings"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="dashboard-settings" className="text-lg font-semibold">
            <Trans id="dashboardEditor.settings">Settings</Trans>
          </h2>
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              label={t({ id: 'dashboardEditor.name', message: 'Name' })}
              value={form.name}
              error={fieldError('name')}
              onChange={(e) => editDashboard({ name: e.target.value })}
            />
            <TextField
              label={t({ id: 'dashboardEditor.friendlyName', message: 'Name shown on the dashboard' })}
              value={form.friendlyName}
              error={fieldError('friendlyName')}
              onChange={(e) => editDashboard({ friendlyName: e.target.value })}
            />
            <TextField
              className="tablet:col-span-2"
              type="url"
              label={t({ id: 'dashboardEditor.headerLink', message: 'Header link (https://…)' })}
              value={form.headerLink}
              error={fieldError('headerLink')}
              onChange={(e) => editDashboard({ headerLink: e.target.value })}
            />
          </div>
          <Checkbox
            // Administration §5: organization data is not offered yet.
            label={t({ id: 'dashboardEditor.showOrganizationData', message: 'Show organization figures' })}
            checked={form.showOrganizationData}
            disabled
            onChange={() => {}}
          />
          <Checkbox
            label={t({ id: 'dashboardEditor.showOrganizationLogo', message: 'Show organization logo' })}
            checked={form.showOrganizationLogo}
            onChange={(e) => editDashboard({ showOrganizationLogo: e.target.checked })}
          />
        </section>

        <section
          aria-labelledby="dashboard-languages"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="dashboard-languages" className="text-lg font-semibold">
            <Trans id="dashboardEditor.languages">Languages</Trans>
          </h2>
          <Checkbox
            label={t({ id: 'dashboardEditor.rotateLanguages', message: 'Rotate languages' })}
            checked={form.rotateLanguages}
            onChange={(e) => editDashboard({ rotateLanguages: e.target.checked })}
          />
          {form.rotateLanguages ? (
            <>
              <fieldset>
                <legend className="mb-1 text-sm font-medium text-slate-700">
                  <Trans id="dashboardEditor.languagesShown">Languages shown, in turn</Trans>
                </legend>
                <div className="grid grid-cols-1 gap-1 handheld:grid-cols-2 tablet:grid-cols-5">
                  {LOCALES.map((locale) => (
                    <Checkbox
                      key={locale}
                      label={LOCALE_NAMES[locale]}
                      lang={locale.replace('_', '-')}
                      checked={languages.includes(locale)}
                      onChange={(e) => toggleLanguage(locale, e.target.checked)}
                    />
                  ))}
                </div>
              </fieldset>
              <TextField
                className="max-w-xs"
                inputMode="numeric"
                label={t({ id: 'dashboardEditor.interval', message: 'Seconds per language (3–300)' })}
                value={form.languageRotationInterval}
                error={fieldError('languageRotationInterval')}
                onChange={(e) => editDashboard({ languageRotationInterval: e.target.value })}
                onBlur={leaveInterval}
              />
            </>
          ) : (
            <div className="max-w-xs">
              <SelectField
                label={t({ id: 'dashboardEditor.language', message: 'Language' })}
                value={languages[0] ?? ''}
                error={fieldError('language')}
                onChange={(e) => editDashboard({ language: e.target.value })}
              >
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
        </section>

        <section
          aria-labelledby="dashboard-styling"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="dashboard-styling" className="text-lg font-semibold">
            <Trans id="dashboardEditor.styling">Styling</Trans>
          </h2>
          <div className="flex flex-wrap gap-6">
            <ColourField
              label={t({ id: 'dashboardEditor.backgroundColor', message: 'Background color' })}
              pickerLabel={t({ id: 'dashboardEditor.pickBackground', message: 'Pick the background color' })}
              value={form.backgroundColor}
              error={fieldError('backgroundColor')}
              onChange={setColour('backgroundColor')}
            />
            <ColourField
              label={t({ id: 'dashboardEditor.textColor', message: 'Text color' })}
              pickerLabel={t({ id: 'dashboardEditor.pickText', message: 'Pick the text color' })}
              value={form.textColor}
              error={fieldError('textColor')}
              onChange={setColour('textColor')}
            />
          </div>
          {!readable && (
            <p className="text-sm font-medium text-amber-900" role="status">
              <Trans id="dashboardEditor.lowContrast">
                These colors are hard to read across a room: choose a lighter background or a darker text.
              </Trans>
            </p>
          )}
        </section>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={state.save.loading}>
            <Trans id="common.save">Save</Trans>
          </Button>
          {state.save.status === 'done' && !state.dirty && (
            <SuccessBanner messageKey="dashboardEditor.saved" />
          )}
          <ErrorBanner messageKey={state.save.error} />
        </div>
      </form>

      <section
        aria-labelledby="dashboard-links"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="dashboard-links" className="text-lg font-semibold">
          <Trans id="dashboardEditor.links">Link and embedding</Trans>
        </h2>
        <CopyField label={t({ id: 'dashboardEditor.publicLink', message: 'Public link' })} value={viewUrl} />
        <CopyField
          label={t({ id: 'dashboardEditor.embed', message: 'Embed code' })}
          value={embedSnippet(viewUrl, title)}
          multiline
        />
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            <Trans id="dashboardEditor.regenerateHelp">
              A new link stops the old link and every embed of it at once.
            </Trans>
          </p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trans id="dashboardEditor.regenerate">Make a new link</Trans>
          </Button>
        </div>
      </section>

      <section
        aria-labelledby="dashboard-preview"
        className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="dashboard-preview" className="text-lg font-semibold">
          <Trans id="dashboardEditor.preview">Preview</Trans>
        </h2>
        {!state.figures && <PreviewUnavailable />}
        <DashboardPreview view={preview} />
      </section>

      <ConfirmDialog
        open={confirming}
        title={t({ id: 'dashboardEditor.regenerateTitle', message: 'Make a new link?' })}
        confirmLabel={<Trans id="dashboardEditor.regenerateConfirm">Make a new link</Trans>}
        loading={state.regenerate.loading}
        error={state.regenerate.error}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void regenerateDashboard().then((done) => {
            if (done) setConfirming(false);
          })
        }
      >
        <Trans id="dashboardEditor.regenerateWarning">
          The current link and every embed of it stop working at once, also on screens showing it now.
        </Trans>
      </ConfirmDialog>
    </div>
  );
}
