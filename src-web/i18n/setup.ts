import { i18n, type Messages } from '@lingui/core';
import { languageTag, type Locale } from '../../src-domain/shared/locales.ts';

/** Loads one catalogue (compiled from its .po at build time) and activates it. Unknown keys show the key. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.load(locale, messages);
  // Plurals and number formats go through Intl, which wants a language tag (sv-SE), not the catalogue's id.
  i18n.activate(locale, [languageTag(locale)]);
  document.documentElement.lang = languageTag(locale);
}
