/**
 * An ordinal as typed: a whole number goes as a number; anything else goes as NaN (sent as null), so the
 * server answers with its key (catalogue.invalidOrdinal) and the form keeps what was typed.
 */
export function parseOrdinal(value: string): number {
  return value.trim() === '' ? 0 : Number(value);
}
