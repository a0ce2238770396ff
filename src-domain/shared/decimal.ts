/** A decimal as people type it: digits, an optional sign, and a point or a comma (21.5 or 21,5). */
const DECIMAL = /^[-+\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * What a typed decimal says: the number, null when nothing is typed, or undefined when it is not a number
 * as people write one. Stricter than Number(): an exponent, a hexadecimal, a space alone or a thousands
 * separator is no answer (Number(' ') is 0, Number('1e3') 1000), and the comma many languages write is read
 * as the decimal point rather than dropped (a number field in some browsers took "21,5" for 215).
 */
export function readDecimal(typed: string): number | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text.replace(',', '.').replace('\u2212', '-'));
  return Number.isFinite(value) ? value : undefined;
}
