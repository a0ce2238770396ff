/**
 * The time zone an entity's days are counted in. Entities do not record their own zone yet, so every entity
 * counts in the product's home zone (the default locale is sv-SE); `timeZoneOf` is the one place that changes
 * once they do.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

export function timeZoneOf(hotel: object | null | undefined): string {
  const zone = (hotel as { timeZone?: unknown } | null | undefined)?.timeZone;
  return typeof zone === 'string' && zone ? zone : DEFAULT_TIME_ZONE;
}
