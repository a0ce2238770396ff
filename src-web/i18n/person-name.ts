import { useLingui } from '@lingui/react/macro';
import { isErasedValue } from '../../src-domain/personal-data/personal-fields.ts';

/**
 * A person's name or e-mail as screens show it: an erased person's (the erased marker the server answers
 * with, src-domain/personal-data/personal-fields.ts) reads "Erased user" in the reader's language.
 */
export function usePersonName(): (value: string) => string {
  const { t } = useLingui();
  return (value) => (isErasedValue(value) ? t({ id: 'users.erasedUser', message: 'Erased user' }) : value);
}
