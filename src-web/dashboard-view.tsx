import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { DEFAULT_LOCALE } from '../src-domain/shared/locales.ts';
import { activateLocale } from './i18n/setup.ts';
import { paths } from './routes.ts';
import { DashboardViewScene } from './scenes/DashboardView/DashboardViewScene.tsx';
import './styles.css';

/**
 * The public wall dashboard's own entry (dashboard-view.html, served for /dashboard/view/*): a screen on
 * the wall loads the view alone, none of the signed-in app. The dashboard's own language replaces the
 * default as soon as its settings are read.
 */
await activateLocale(DEFAULT_LOCALE, { all: true });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Router>
        <Route path={paths.dashboardView}>
          <DashboardViewScene />
        </Route>
      </Router>
    </I18nProvider>
  </StrictMode>,
);
