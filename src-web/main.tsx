import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { App, preloadScreen } from './App.tsx';
import { activateLocale } from './i18n/setup.ts';
import { mirrorLocale, storedLocale } from './state/locale.ts';
import './styles.css';

// The screen's chunk, the session and the texts, fetched side by side (the page has already asked for most of
// them: src-api/web/route-preloads.ts); the first render waits for all three.
const locale = storedLocale();
mirrorLocale(locale);
await Promise.all([preloadScreen(window.location.pathname), activateLocale(locale)]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Router>
        <App />
      </Router>
    </I18nProvider>
  </StrictMode>,
);
