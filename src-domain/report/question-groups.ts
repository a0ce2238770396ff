/**
 * The groups an agent report reads from the catalogue's own names and numbers (administration §9): modules
 * by the prefix of their name, questions by the prefix of their reference number. They are read, never
 * typed in: a catalogue imported from a spreadsheet carries them already.
 */

/** Module-name prefixes, in the order a report lists them. */
export const MODULE_SECTIONS = ['keyInformation', 'guestRoom', 'publicArea', 'supplemental'] as const;
export type ModuleSection = (typeof MODULE_SECTIONS)[number];

const SECTION_PREFIXES: Record<ModuleSection, string> = {
  keyInformation: 'key information',
  guestRoom: 'guest room',
  publicArea: 'public area',
  supplemental: 'supplemental',
};

/** Reference-number prefixes of the room-related key questions. */
export const KEY_ROOM_PREFIXES = ['4099', '4199', '4299', '5199', '399', '3099'] as const;
/** The reference-number prefix of supplemental questions. */
export const SUPPLEMENTAL_PREFIX = '899';

/**
 * The section a module's own name (never its translation) starts with; case and spacing ignored, so "Guest
 * Room", "GUEST ROOM – Suite" and "Guest room" are one section. Null for a module outside them.
 */
export function moduleSectionOf(ownName: string): ModuleSection | null {
  const name = ownName.trim().replace(/\s+/g, ' ').toLowerCase();
  return MODULE_SECTIONS.find((s) => name.startsWith(SECTION_PREFIXES[s])) ?? null;
}

export type QuestionGroup = 'keyRoom' | 'supplemental';

/** A question's group by the prefix its reference number starts with ("4099-02" is a key room question). */
export function questionGroupOf(referenceNumber: string): QuestionGroup | null {
  const number = referenceNumber.trim();
  if (KEY_ROOM_PREFIXES.some((prefix) => number.startsWith(prefix))) return 'keyRoom';
  if (number.startsWith(SUPPLEMENTAL_PREFIX)) return 'supplemental';
  return null;
}
