import { useLingui } from '@lingui/react';

/** A date and time from the server (ISO) in the interface language; absent is a dash. */
export function useWhen() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale.replace('_', '-'), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '–');
}
