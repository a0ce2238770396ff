import { useEffect, useRef } from 'react';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../src-domain/shared/locales.ts';
import { changeLocale, storedLocale } from '../state/locale.ts';
import { languageButtonClass, type LanguageTone } from './language-button.ts';

/** The language list itself; `openAtOnce` opens it when it replaces the button that was pressed. */
export function LanguageListbox({ tone, openAtOnce }: { tone: LanguageTone; openAtOnce: boolean }) {
  const { t } = useLingui();
  const current = storedLocale();
  const button = useRef<HTMLButtonElement>(null);
  // Once only: StrictMode runs effects twice in development, and a second click would close the list.
  const opened = useRef(false);
  useEffect(() => {
    if (!openAtOnce || opened.current) return;
    opened.current = true;
    button.current?.click();
  }, [openAtOnce]);
  return (
    <Listbox value={current} onChange={(locale: Locale) => locale !== current && changeLocale(locale)}>
      <div className="relative">
        <ListboxButton ref={button} className={languageButtonClass(tone)}>
          {/* The visible name stays part of the accessible name: "Language: Svenska". */}
          <span className="sr-only">{t({ id: 'shell.language', message: 'Language' })}: </span>
          {LOCALE_NAMES[current]}
        </ListboxButton>
        <ListboxOptions
          anchor="bottom end"
          className="z-50 mt-1 max-h-80 w-48 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg focus:outline-none"
        >
          {LOCALES.map((locale) => (
            <ListboxOption
              key={locale}
              value={locale}
              className="cursor-pointer px-3 py-1.5 data-[focus]:bg-sky-100 data-[selected]:font-semibold"
            >
              {LOCALE_NAMES[locale]}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </div>
    </Listbox>
  );
}
