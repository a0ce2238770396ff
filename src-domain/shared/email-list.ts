/** Notification e-mail lists: a comma inside an entry is stripped, blank entries are dropped. */
export function cleanEmailList(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.replace(/,/g, '').trim()).filter((entry) => entry.length > 0);
}

export const EMAIL_PATTERN = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;
