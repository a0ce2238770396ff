/** Password rules shared by the server and the web. */
export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
export const PASSWORD_MAX_LENGTH = 1024;

export const PASSWORD_ERRORS = {
  missing: 'login.missingPassword',
  mismatch: 'login.passwordMismatch',
  length: 'login.passwordLength',
  tooLong: 'login.passwordTooLong',
} as const;

/** The key of the first problem with a new password and its confirmation, in the order the spec gives. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return PASSWORD_ERRORS.missing;
  if (password !== confirmation) return PASSWORD_ERRORS.mismatch;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_ERRORS.length;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_ERRORS.tooLong;
  return null;
}
