import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src-domain/shared/locales.ts';
import { activateLocale } from '../../i18n/setup.ts';

/** The dashboard's languages in its order; unknown codes are left out, none at all is the default. */
export function dashboardLocales(language: string): Locale[] {
  const locales = language
    .split(',')
    .map((code) => code.trim())
    .filter(isLocale);
  return locales.length ? [...new Set(locales)] : [DEFAULT_LOCALE];
}

/**
 * Shows the dashboard in its first language and, when it rotates and has more than one, in the next every
 * `seconds` (inspection-run §4). The language is the page's own: nothing is stored in the browser.
 */
export function useLanguageRotation(language: string | undefined, rotate: boolean, seconds: number): void {
  const locales = language === undefined ? [] : dashboardLocales(language);
  const key = locales.join(',');
  const rotating = rotate && locales.length > 1;
  const [turn, setTurn] = useState(0);
  useEffect(() => setTurn(0), [key, rotating]);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setTurn((n) => n + 1), Math.max(3, seconds) * 1000);
    return () => window.clearInterval(timer);
  }, [key, rotating, seconds]);
  const current = locales.length ? locales[(rotating ? turn : 0) % locales.length] : undefined;
  useEffect(() => {
    if (current) void activateLocale(current, { all: true });
  }, [current]);
}
