/** A rule said no. `key` is a translation key shown to the user; `errors` maps fields to keys. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly key: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(key);
  }
}
