/** What an update event carries: only the fields that changed, and what they were (the audit trail's old and new). */
export interface Changes<T> {
  changes: Partial<T>;
  previous: Partial<T>;
}

/** The fields of `next` whose value differs from `current`, with their previous values; null when none does. */
export function changedFields<T extends object>(current: T, next: Partial<T>): Changes<T> | null {
  const changes: Partial<T> = {};
  const previous: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(current[key])) {
      changes[key] = next[key];
      previous[key] = current[key];
    }
  }
  return Object.keys(changes).length ? { changes, previous } : null;
}

/** The same fields with the named text fields trimmed, so " Anna " and "Anna" are no change. */
export function trimmed<T extends object>(fields: Partial<T>, keys: Array<keyof T>): Partial<T> {
  const out = { ...fields };
  for (const key of keys)
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim() as T[keyof T];
  return out;
}
