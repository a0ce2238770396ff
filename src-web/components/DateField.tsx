import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addDays } from '../../src-domain/shared/iso-week.ts';
import { languageTag, isLocale, DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { FieldError } from './FieldError.tsx';
import { useTypedText, type TypedFieldProps } from './use-typed-text.ts';
import {
  browserToday,
  firstWeekday,
  formatDay,
  longDay,
  monthName,
  monthWeeks,
  parseDay,
  shiftMonthOf,
  weekdayName,
} from './local-dates.ts';

const INVALID = 'dateField.invalid';

/** `value`: YYYY-MM-DD; `onChange` is called with a day typed or picked. */
interface Props extends TypedFieldProps {
  className?: string;
  /** The day the calendar opens on when the field is empty (default: today). */
  today?: string;
}

/**
 * A date typed or picked in the app's language, never the browser's: the field shows the day as the language
 * writes it and reads it back in that order; the calendar beside it names months and weekdays from Intl and
 * starts the week on the language's first day. What was typed and is not a day stays in the field, with an
 * error under it, until corrected. The calendar is a grid of buttons: arrows move by day and week, Page Up and
 * Down by month, Escape closes it and gives the focus back.
 */
export function DateField(props: Props) {
  const { label, value, error, required, disabled, className, today } = props;
  const { t, i18n } = useLingui();
  const tag = languageTag(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
  const id = useId();
  const [open, setOpen] = useState(false);
  const { text, invalid, choose, input } = useTypedText({
    ...props,
    show: (day) => formatDay(day, tag),
    read: (typed) => parseDay(typed, tag),
  });
  const pick = (day: string) => {
    choose(day);
    setOpen(false);
  };
  const shown = invalid ? INVALID : error;
  const example = formatDay(today ?? browserToday(), tag);

  return (
    <div className={`relative ${className ?? ''}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={example}
          disabled={disabled}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          {...input}
          className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:ring-2 focus:outline-none ${shown ? 'border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-sky-600 focus:ring-sky-600/30'}`}
        />
        <button
          type="button"
          disabled={disabled}
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          aria-label={t({ id: 'dateField.choose', message: 'Choose from the calendar' })}
          onClick={() => setOpen((o) => !o)}
          className="shrink-0 rounded-md border border-slate-300 bg-white px-3 text-slate-700 hover:bg-slate-100 focus:ring-2 focus:ring-sky-600/40 focus:outline-none"
        >
          {/* Drawn, not an emoji: not every system has a font with one. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
            <path d="M3 8.5h14M7 3v3M13 3v3" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {shown === INVALID ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" data-testid="field-error">
          {t({ id: 'dateField.invalid', message: `Not a date: write it like ${example}` })}
        </p>
      ) : (
        <FieldError id={`${id}-error`} messageKey={shown} />
      )}
      {open && (
        <Calendar
          id={`${id}-calendar`}
          tag={tag}
          selected={parseDay(text, tag) ?? (value || null)}
          start={parseDay(text, tag) ?? (value || today || browserToday())}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            document.getElementById(id)?.focus();
          }}
        />
      )}
    </div>
  );
}

const KEY_MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => shiftMonthOf(d, -1),
  PageDown: (d) => shiftMonthOf(d, 1),
};

function Calendar({
  id,
  tag,
  selected,
  start,
  onPick,
  onClose,
}: {
  id: string;
  tag: string;
  selected: string | null;
  start: string;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [focused, setFocused] = useState(start);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(true);
  const month = focused.slice(0, 7);
  const weeks = monthWeeks(month, firstWeekday(tag));
  useEffect(() => {
    if (moved.current) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);
  const move = (day: string) => {
    moved.current = true;
    setFocused(day);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      return onClose();
    }
    const next = KEY_MOVES[e.key];
    if (!next) return;
    e.preventDefault();
    move(next(focused));
  };
  const name = monthName(month, tag);
  return (
    <div
      id={id}
      role="dialog"
      aria-label={name}
      onKeyDown={onKey}
      className="absolute z-20 mt-1 w-72 rounded-md border border-slate-300 bg-white p-2 shadow-lg"
    >
      <div className="mb-1 flex items-center justify-between gap-1">
        <button
          type="button"
          onClick={() => move(shiftMonthOf(focused, -1))}
          aria-label={t({ id: 'dateField.previousMonth', message: 'Previous month' })}
          className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
        >
          ‹
        </button>
        <span className="text-sm font-semibold text-slate-900" aria-live="polite">
          {name}
        </span>
        <button
          type="button"
          onClick={() => move(shiftMonthOf(focused, 1))}
          aria-label={t({ id: 'dateField.nextMonth', message: 'Next month' })}
          className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={name} className="w-full table-fixed text-center text-sm">
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={weekdayName(day, tag, 'long')}
                className="py-1 text-xs text-slate-600"
              >
                {weekdayName(day, tag, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = day.slice(0, 7) === month;
                const isSelected = day === selected;
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={longDay(day, tag)}
                      aria-pressed={isSelected}
                      onClick={() => onPick(day)}
                      className={`h-8 w-8 rounded-full ${isSelected ? 'bg-sky-700 text-white' : inMonth ? 'text-slate-900 hover:bg-sky-100' : 'text-slate-400 hover:bg-slate-100'}`}
                    >
                      {+day.slice(8, 10)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
