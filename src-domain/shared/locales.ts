/** Interface languages; sv_SE is the default. */
export const LOCALES = [
  'sv_SE',
  'en_US',
  'en_GB',
  'nb_NO',
  'da_DK',
  'fi_FI',
  'es_ES',
  'de_DE',
  'fr_FR',
  'it_IT',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv_SE';

/**
 * The cookie that mirrors the language kept in the browser (localStorage), so the page the server sends can
 * already name that language's texts and the inspection's URL in that language (src-api/web/route-preloads.ts).
 */
export const LOCALE_COOKIE = 'inspecta_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language named in itself, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  sv_SE: 'Svenska',
  en_US: 'English (US)',
  en_GB: 'English (UK)',
  nb_NO: 'Norsk bokmål',
  da_DK: 'Dansk',
  fi_FI: 'Suomi',
  es_ES: 'Español',
  de_DE: 'Deutsch',
  fr_FR: 'Français',
  it_IT: 'Italiano',
};

/** BCP 47 tag for Intl and the html lang attribute. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
