import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../src-domain/shared/locales.ts';

const STORAGE_KEY = 'inspecta.locale';

export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Tells the server the stored language (a cookie it reads only to name the texts and the inspection the next
 * page will ask for): written when it differs, so the page of the next visit preloads what this language needs.
 */
export function mirrorLocale(locale: Locale): void {
  const cookie = `${LOCALE_COOKIE}=${locale}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/** Keeps the choice in the browser and reloads, so every text is drawn again in the new language. */
export function changeLocale(locale: Locale): void {
  window.localStorage.setItem(STORAGE_KEY, locale);
  mirrorLocale(locale);
  window.location.reload();
}
