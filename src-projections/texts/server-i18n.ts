import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { DEFAULT_LOCALE, isLocale, languageTag, type Locale } from '../../src-domain/shared/locales.ts';
import { projectPath } from '../project-path.ts';

/**
 * The server reads the web app's own catalogues (src-web/locales/<code>/messages.po), so a PDF, a spreadsheet
 * and a mail say what the screens say. The .po is parsed and compiled when a language is first used, in the
 * process itself, from the sources (also under the compiled server of the image): a compiled copy of the
 * catalogues that a build step had to refresh could go stale without anyone noticing.
 */
const LOCALES_DIR = `${projectPath('src-web', 'locales')}/`;

/** Message id -> translation of one catalogue, as written in its .po (obsolete entries left out). */
export function readCatalogue(locale: Locale): Map<string, string> {
  const po = PO.parse(readFileSync(`${LOCALES_DIR}${locale}/messages.po`, 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

const instances = new Map<Locale, I18n>();

/** The I18n of a language (an unknown one gets the default language, as a mail to an old profile must). */
function serverI18n(language: string | undefined): I18n {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages: Messages = {};
    for (const [id, text] of readCatalogue(locale)) if (text) messages[id] = compileMessage(text);
    // Plurals and numbers go through Intl, which wants a language tag (sv-SE), not the catalogue's id. The
    // compiler stays set so that a descriptor's own message (an id missing from the catalogue) still fills in
    // its values in production, where Lingui leaves it out by default.
    i18n = setupI18n({ locale, locales: [languageTag(locale)], messages: { [locale]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** One message in a language, its {placeholders} filled from `values`. */
export function translate(
  language: string | undefined,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return serverI18n(language)._(descriptor.id, values, { message: descriptor.message });
}

/** A record of descriptors, nested to any depth, turned into the same record of texts. */
export type Texts<T> = { [K in keyof T]: T[K] extends MessageDescriptor ? string : Texts<T[K]> };
export interface Descriptors {
  [key: string]: MessageDescriptor | Descriptors;
}

/** Every descriptor of a record translated into one language: the words a document is drawn with. */
export function textsIn<T extends Descriptors>(language: string | undefined, descriptors: T): Texts<T> {
  const each = (record: Descriptors): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        typeof value.id === 'string'
          ? translate(language, value as MessageDescriptor)
          : each(value as Descriptors),
      ]),
    );
  return each(descriptors) as Texts<T>;
}
