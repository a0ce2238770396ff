/**
 * How old an answer event may be and still cause its mail. These mails read settings as they are now (a
 * type's feedback list, an entity's contact), so a log read again from the start, or a list filled in long
 * after, would otherwise mail about every finish in its history; within a day a late reactor still mails.
 */
export const ANSWER_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether an event made at `at` (ISO) is recent enough, by the jobs' clock, to mail about. */
export const isFresh = (at: string | undefined, now: number): boolean =>
  !!at && now - Date.parse(at) <= ANSWER_MAIL_WINDOW_MS;
