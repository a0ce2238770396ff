import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src-domain/shared/locales.ts';
import { RequestFailed } from '../../api/http.ts';

export type Loaded<T> =
  | { state: 'loading'; value: null; error: null }
  | { state: 'done'; value: T; error: null }
  | { state: 'failed'; value: null; error: string };

/**
 * A report loaded in the interface language (administration §4: started, done or failed), again whenever the
 * language or `key` changes; `reload` loads it again in place (pushes missed), keeping what is shown
 * meanwhile, and `update` changes what is shown from a pushed document.
 */
export function useLoaded<T>(key: string, load: (language: Locale) => Promise<T>) {
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading', value: null, error: null });
  const run = useCallback(
    async (isCurrent: () => boolean) => {
      try {
        const value = await load(language);
        if (isCurrent()) setLoaded({ state: 'done', value, error: null });
      } catch (error) {
        if (isCurrent())
          setLoaded({
            state: 'failed',
            value: null,
            error: error instanceof RequestFailed ? error.msg : 'errors.server',
          });
      }
    },
    // `load` is made afresh by each render; what it loads is named by `key`.
    [key, language],
  );
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading', value: null, error: null });
    void run(() => current);
    return () => {
      current = false;
    };
  }, [run]);
  /** A change of the shown value in place (a push applied), without loading it again. */
  const update = useCallback(
    (change: (value: T) => T) =>
      setLoaded((was) => (was.state === 'done' ? { ...was, value: change(was.value) } : was)),
    [],
  );
  return { loaded, language, reload: () => run(() => true), update };
}
