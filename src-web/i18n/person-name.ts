import { useLingui } from '@lingui/react/macro';
import { ERASED_EMAIL, ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';

/**
 * A person's name or e-mail as screens show it: an erased person's (the erased marker the server answers
 * with, src-domain/personal-data/personal-fields.ts) reads "Erased user", and their address "Erased", in the
 * reader's language.
 */
export function usePersonName(): (value: string) => string {
  const { t } = useLingui();
  return (value) => {
    if (value === ERASED_NAME) return t({ id: 'users.erasedUser', message: 'Erased user' });
    if (value === ERASED_EMAIL) return t({ id: 'users.erasedEmail', message: 'Erased' });
    return value;
  };
}
