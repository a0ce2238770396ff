import { useId, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNumbers } from '../../i18n/numbers.ts';
import type { Figure } from '../../api/reports.ts';

/** A percentage in the interface language ("83 %" in Swedish, "83%" in English): the one number helper. */
export function usePercent() {
  const { percent } = useNumbers();
  return (value: number) => percent(value);
}

/**
 * A percentage that says how it was computed (DESIGN, Reports: every figure shows its method and counts).
 * The explanation opens on hover and on keyboard focus, stays while the pointer is over it, closes with
 * Escape, and is the button's description for screen readers either way.
 */
export function ExplainedPercent({
  percent: value,
  explanation,
  className = '',
  nothingToAnswer = false,
}: {
  percent: number | null;
  explanation: ReactNode;
  className?: string;
  /** No percentage because nothing was there to answer (not because it was left unanswered): a dash. */
  nothingToAnswer?: boolean;
}) {
  const percent = usePercent();
  const explanationId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // A figure in the right half of the window opens its explanation leftwards, so it stays on screen.
  const [towardsLeft, setTowardsLeft] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const place = () => {
    const box = anchor.current?.getBoundingClientRect();
    setTowardsLeft(!!box && box.left > window.innerWidth / 2);
    setDismissed(false);
  };
  const open = (hovered || focused) && !dismissed;
  return (
    <span
      ref={anchor}
      className="relative inline-block"
      onMouseEnter={() => {
        setHovered(true);
        place();
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        aria-describedby={explanationId}
        onFocus={() => {
          setFocused(true);
          place();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
        className={`cursor-help rounded font-semibold whitespace-nowrap tabular-nums underline decoration-slate-400 decoration-dotted underline-offset-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 print:no-underline ${className}`}
      >
        {value !== null ? (
          percent(value)
        ) : nothingToAnswer ? (
          '–'
        ) : (
          <Trans id="report.unanswered">Not answered</Trans>
        )}
      </button>
      <span
        role="tooltip"
        id={explanationId}
        className={`absolute top-full ${towardsLeft ? 'right-0' : 'left-0'} z-30 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md bg-slate-900 px-3 py-2 text-left text-xs leading-snug font-normal whitespace-normal text-white shadow-lg print:hidden ${open ? 'block' : 'hidden'}`}
      >
        {explanation}
      </span>
    </span>
  );
}

/** A score's percentage, explained by its points and counts. */
export function ScoreFigure({ figure, className }: { figure: Figure; className?: string }) {
  const { answered, filled, notApplicable, unanswered } = figure;
  const { number } = useNumbers();
  const points = number(figure.points);
  const max = number(figure.max);
  return (
    <ExplainedPercent
      percent={figure.percent}
      // Without a percentage and with no question left unanswered (none asked, or all not applicable),
      // there was nothing to answer: a dash, as on paper.
      nothingToAnswer={unanswered === 0}
      className={className}
      explanation={
        <Trans id="report.figureExplainedPlain">
          {points} of {max} points: each question is worth up to 3 points, the best answer 3 and the worst 0;{' '}
          {answered} answered by the inspector, {filled} filled with the best answer at finish,{' '}
          {notApplicable} not applicable, {unanswered} unanswered
        </Trans>
      }
    />
  );
}
