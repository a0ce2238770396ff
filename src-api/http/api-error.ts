/** An answer that is not OK, with its translation key: 401 no session, 403 no permission, 404 not found, 429 slow down. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly key: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const API_ERRORS = {
  invalidSession: 'errors.invalidSession',
  noPermission: 'errors.noPermission',
  notFound: 'errors.notFound',
  forbidden: 'errors.forbidden',
  tooManyAttempts: 'errors.tooManyAttempts',
} as const;
