import { Suspense, lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '../../src-domain/shared/locales.ts';
import { storedLocale } from '../state/locale.ts';
import { languageButtonClass, type LanguageTone } from './language-button.ts';

// The list (Headless UI's Listbox and its positioning library, about 20 kB gzipped) is on every page but
// rarely opened: it loads when the button is pointed at, focused or pressed, never on a page's first load.
const loadListbox = () => import('./LanguageListbox.tsx');
const LanguageListbox = lazy(() => loadListbox().then((m) => ({ default: m.LanguageListbox })));
let listboxLoaded = false;

export function LanguagePicker({ tone = 'light' }: { tone?: LanguageTone }) {
  const { t } = useLingui();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded="false"
      className={languageButtonClass(tone)}
      onPointerEnter={() => void loadListbox()}
      onFocus={() => void loadListbox()}
      onClick={() => setPressed(true)}
    >
      <span className="sr-only">{t({ id: 'shell.language', message: 'Language' })}: </span>
      {LOCALE_NAMES[storedLocale()]}
    </button>
  );
  if (!pressed && !listboxLoaded) return button;
  listboxLoaded = true;
  return (
    <Suspense fallback={button}>
      <LanguageListbox tone={tone} openAtOnce={pressed} />
    </Suspense>
  );
}
