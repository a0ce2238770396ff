import { i18n, type Messages } from '@lingui/core';
import { languageTag, type Locale } from '../../src-domain/shared/locales.ts';

type Part = () => Promise<{ messages: Messages }>;
/**
 * Each catalogue comes in two parts (compiled at build time by scripts/vite-catalogue-parts.ts): the texts of the
 * agent's screens and the shell, loaded before the first render, and the rest, loaded before any other screen
 * shows (withAllTexts). So an agent's phone does not fetch every admin screen's texts.
 */
const AGENT_PARTS = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po', {
  query: { part: 'agent' },
});
const REST_PARTS = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po', {
  query: { part: 'rest' },
});

const partOf = (parts: Record<string, Part>, locale: Locale): Part => {
  const load = parts[`../locales/${locale}/messages.po`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return load;
};

let restLoaded: { locale: Locale; done: Promise<void> } | null = null;

/**
 * Loads the agent part of one catalogue (and the rest too, when asked) and then activates it, so the screen is
 * drawn once in the new language. Unknown keys show the key.
 */
export async function activateLocale(locale: Locale, { all = false } = {}): Promise<void> {
  const [{ messages }] = await Promise.all([
    partOf(AGENT_PARTS, locale)(),
    all ? loadRestOfTexts(locale) : null,
  ]);
  i18n.load(locale, messages);
  // Plurals and number formats go through Intl, which wants a language tag (sv-SE), not the catalogue's id.
  i18n.activate(locale, [languageTag(locale)]);
  document.documentElement.lang = languageTag(locale);
}

/** The rest of a language's texts (the active one's by default), fetched once (again after a failure). */
export function loadRestOfTexts(locale = i18n.locale as Locale): Promise<void> {
  if (restLoaded?.locale !== locale) {
    const done = partOf(REST_PARTS, locale)().then(({ messages }) => i18n.load(locale, messages));
    restLoaded = { locale, done };
    done.catch(() => {
      if (restLoaded?.done === done) restLoaded = null;
    });
  }
  return restLoaded.done;
}

/** A screen's module, once the texts of the screens outside the agent's path are loaded too. */
export function withAllTexts<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadRestOfTexts()]).then(([module]) => module);
}
