/**
 * Before the credentials store, user events carried secrets: `UserCreated.passwordHash`,
 * `PasswordResetRequested.tokenHash`, `PasswordReset.tokenHash` and `.passwordHash`,
 * `UserEmailChangeRequested.tokenHash`. `npm run migrate:credentials` moves them out of an embedded log;
 * these names let the migration find them and the read side refuse a log that still holds them.
 */
export const LEGACY_SECRET_FIELDS: Readonly<Record<string, readonly string[]>> = {
  UserCreated: ['passwordHash'],
  PasswordResetRequested: ['tokenHash'],
  PasswordReset: ['tokenHash', 'passwordHash'],
  UserEmailChangeRequested: ['tokenHash'],
};

/** Whether a recorded user event still has the shape that carried a secret. */
export function holdsLegacySecret(type: string, data: unknown): boolean {
  const fields = LEGACY_SECRET_FIELDS[type];
  return !!fields && typeof data === 'object' && data !== null && fields.some((field) => field in data);
}

export class LegacySecretsError extends Error {
  override readonly name = 'LegacySecretsError';
  constructor(type: string) {
    super(`${type} still carries a secret: run npm run migrate:credentials on this log`);
  }
}
