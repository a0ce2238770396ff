import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { App, preloadScreen } from './App.tsx';
import { activateLocale } from './i18n/setup.ts';
import { storedLocale } from './state/locale.ts';
import './styles.css';

// The screen's chunk, the session and the texts, fetched side by side; the first render waits for all three.
await Promise.all([preloadScreen(window.location.pathname), activateLocale(storedLocale())]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Router>
        <App />
      </Router>
    </I18nProvider>
  </StrictMode>,
);
