const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day typed by a person, as HH:mm (24-hour, the app's one way in every language), or null when it
 * is not one. Taken as people type it: "9", "0930", "9:30", "9.30", "930" and "09:30" are all half past nine; hours
 * 0 to 23, minutes 0 to 59, nothing else (no AM/PM: the app writes none).
 */
export function parseTime(text: string): string | null {
  const typed = text.trim();
  const parts = /^(\d{1,2})$/.exec(typed) ?? /^(\d{1,2})[:.h]?(\d{2})$/.exec(typed);
  if (!parts) return null;
  const hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? 0);
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}
