import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../src-domain/shared/locales.ts';
import { changeLocale, storedLocale } from '../state/locale.ts';

export function LanguagePicker({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const current = storedLocale();
  return (
    <Listbox value={current} onChange={(locale: Locale) => locale !== current && changeLocale(locale)}>
      <div className="relative">
        <ListboxButton
          className={`rounded-md px-2 py-1 text-sm font-medium focus:ring-2 focus:ring-sky-400 focus:outline-none ${tone === 'dark' ? 'text-white hover:bg-white/10' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
        >
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
