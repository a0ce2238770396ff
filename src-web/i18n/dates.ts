import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
} from '../../src-domain/shared/formats.ts';

/**
 * The screens' side of the one date helper (src-domain/shared/formats.ts), which the PDFs, spreadsheets and
 * mails use too. The one way the screens write dates and times (inspection-run §9, administration §9): YYYY-MM-DD and
 * 24-hour HH:mm in every language, never the locale's own order or AM/PM. Instants from the server (ISO)
 * are shown in the viewer's time zone; a bare calendar date is a day already and stays as it is.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD and HH:mm of an instant in the viewer's time zone, as the typed fields hold them. */
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const hourOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** YYYY-MM-DD of an instant in the viewer's time zone (a bare date as given); absent is a dash. */
export const formatDate = (at: string | null | undefined): string => formatDateIn(at);

/**
 * YYYY-MM-DD HH:mm (with :ss where seconds matter, as in the audit trail); absent is a dash. In the viewer's
 * time zone unless `timeZone` names another (a report's times are its entity's, as on its paper).
 */
export const formatDateTime = (
  at: string | null | undefined,
  { timeZone, ...options }: { seconds?: boolean; timeZone?: string } = {},
): string => formatDateTimeIn(at, timeZone, options);

/** Today and the current HH:mm in the viewer's time zone: the defaults of a new inspection's start. */
export const todayHere = (now = new Date()) => dayOf(now);
export const hourHere = (now = new Date()) => hourOf(now);
