import { DEFAULT_LOCALE, isLocale, languageTag } from './locales.ts';

/**
 * The one way every screen, PDF, spreadsheet, CSV and mail writes numbers, percentages, dates and times.
 * Numbers follow the reader's language ("1,5" in Swedish and German, "1.5" in English); dates and times are
 * YYYY-MM-DD and 24-hour HH:mm in every language (inspection-run §9, administration §9), counted in the time
 * zone given (an entity's, or the viewer's own when none is), never a stored instant as it is stored.
 */
const tagOf = (language: string | undefined) => languageTag(isLocale(language) ? language : DEFAULT_LOCALE);

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string | undefined, digits: number): Intl.NumberFormat {
  const key = `${tagOf(language)}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tagOf(language), { maximumFractionDigits: digits, useGrouping: true });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the reader's language, to at most `digits` decimals (2: points such as 1,5 or 2,25). */
export function formatNumber(language: string | undefined, value: number, digits = 2): string {
  return numberFormat(language, digits).format(value);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage as the language writes it ("75 %" in Swedish and German, "75%" in English, "12,5 %"), with
 * an ordinary space, so a PDF's text and a test read it as typed; none is a dash.
 */
export function formatPercent(language: string | undefined, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const tag = tagOf(language);
  let format = percentFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(tag, format);
  }
  return format.format(value / 100).replace(/[\u00a0\u202f]/g, ' ');
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

const partFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar parts of an instant in a zone (the runtime's own zone when none is given). */
function partsIn(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = partFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      ...(timeZone ? { timeZone } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second ?? '00',
  };
}

const instant = (at: string | Date) => {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** YYYY-MM-DD of an instant in the zone (a bare calendar date is a day already); none is a dash. */
export function formatDate(at: string | Date | null | undefined, timeZone?: string): string {
  if (!at) return '–';
  if (typeof at === 'string' && BARE_DATE.test(at)) return at;
  const date = instant(at);
  return date ? partsIn(date, timeZone).day : String(at);
}

/** YYYY-MM-DD HH:mm of an instant in the zone (with :ss where seconds matter); none is a dash. */
export function formatDateTime(
  at: string | Date | null | undefined,
  timeZone?: string,
  options: { seconds?: boolean } = {},
): string {
  if (!at) return '–';
  if (typeof at === 'string' && BARE_DATE.test(at)) return at;
  const date = instant(at);
  if (!date) return String(at);
  const { day, time, seconds } = partsIn(date, timeZone);
  return `${day} ${options.seconds ? `${time}:${seconds}` : time}`;
}
