/**
 * The time zone an entity's days are counted in: its own IANA zone, or the product's home zone (the default
 * locale is sv-SE) for an entity made before entities recorded one.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

export function timeZoneOf(hotel: object | null | undefined): string {
  const zone = (hotel as { timeZone?: unknown } | null | undefined)?.timeZone;
  return typeof zone === 'string' && zone ? zone : DEFAULT_TIME_ZONE;
}

let zones: ReadonlySet<string> | null = null;
/** The zones an entity may have: the IANA names this runtime knows (canonical ones, and UTC). */
export function timeZones(): ReadonlySet<string> {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
}

export const isTimeZone = (name: unknown): name is string =>
  typeof name === 'string' && timeZones().has(name);
