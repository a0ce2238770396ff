/** A calendar date as the product writes it: YYYY-MM-DD, and a real day (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Inactive means the start date has passed and the end date is absent or still ahead. */
export function isInactive(start: string | null, end: string | null, today: string): boolean {
  return !!start && start <= today && (!end || end > today);
}
