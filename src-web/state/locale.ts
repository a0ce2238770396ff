import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/shared/locales.ts';

const STORAGE_KEY = 'inspecta.locale';

export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Keeps the choice in the browser and reloads, so every text is drawn again in the new language. */
export function changeLocale(locale: Locale): void {
  window.localStorage.setItem(STORAGE_KEY, locale);
  window.location.reload();
}
