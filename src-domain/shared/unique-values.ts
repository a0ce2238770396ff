/**
 * The one normalisation of every value that must be unique (an e-mail, an entity name, a reference number):
 * two spellings a person reads as the same value are the same value. Trimmed, runs of white space (including
 * no-break and other Unicode spaces) made one space, Unicode NFC (so "å" typed as a + combining ring is
 * "å"), and case-folded (upper then lower case, so "ß"/"SS" and "ς"/"σ" meet; NFC again after, as case
 * mapping can undo it). Only the reservation key is normalised: the value is stored as it was entered.
 */
export function uniqueKey(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim().toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * Characters a name must not hold: controls (C0, C1, DEL: "\u0000", tab, new line), format characters
 * (zero-width space, joiners, soft hyphen, byte-order mark, bidi embeddings, overrides and isolates), line
 * and paragraph separators, and fillers that render as nothing (Hangul fillers, braille blank). They are
 * invisible or reorder text, so "Hotel Solvik\u200b" would look like "Hotel Solvik" and still be another name.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u2800\u3164\uffa0]/u;

export const HIDDEN_CHARACTERS = 'errors.hiddenCharacters';

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}
