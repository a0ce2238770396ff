import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { isLocale, DEFAULT_LOCALE } from '../../../src-domain/shared/locales.ts';
import { RequestFailed } from '../../api/http.ts';

type Loaded<T> = { report: T; error: null } | { report: null; error: string | null };

/**
 * One report, read once in the interface language and read again when the language changes. A report is
 * a finished inspection's: it is not live, so no room is joined. A failure is kept as its translation key.
 */
export function useReport<T>(id: string, load: (id: string, language: typeof DEFAULT_LOCALE) => Promise<T>) {
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [state, setState] = useState<Loaded<T>>({ report: null, error: null });
  useEffect(() => {
    let current = true;
    setState({ report: null, error: null });
    load(id, language).then(
      (report) => current && setState({ report, error: null }),
      (error: unknown) =>
        current &&
        setState({ report: null, error: error instanceof RequestFailed ? error.msg : 'errors.server' }),
    );
    return () => {
      current = false;
    };
  }, [id, language, load]);
  return state;
}
