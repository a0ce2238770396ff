export const EMAIL_PATTERN = /^[^@\s,;]+@[^@\s,;]+\.[^@\s,;]+$/;

/**
 * Notification e-mail lists (administration §5): a comma inside an entry is stripped (the lists are stored
 * comma-separated), entries trimmed, blank entries dropped. What is left must be an address
 * (`isEmailListEntry`): `reports@testvik,com` leaves `reports@testvikcom`, which is refused at its row, never
 * saved as another address.
 */
export function cleanEmailList(entries: readonly string[]): string[] {
  return entries.map(stripped).filter((entry) => entry.length > 0);
}

const stripped = (entry: string) => entry.replace(/,/g, '').trim();

/** A row of such a list: blank (dropped) or, its commas stripped, an e-mail address. */
export const isEmailListEntry = (entry: string) =>
  stripped(entry) === '' || EMAIL_PATTERN.test(stripped(entry));

/** The rows of a list that are not addresses, by their index as typed (blank rows counted). */
export function invalidEmailRows(entries: readonly string[]): number[] {
  return entries.flatMap((entry, index) => (isEmailListEntry(entry) ? [] : [index]));
}
