import { useLingui } from '@lingui/react';
import { NOT_APPLICABLE, scaleOf } from '../../../src-domain/shared/scales.ts';
import { ANSWER_WORDS, RADIO_NAMES } from '../../i18n/answer-names.ts';

/**
 * A circle question is a rating (inspection-run §2): round marks from worst (never) to best (always), filled
 * up to the one chosen, its word beside them. Radio questions keep their word buttons; both score 0 to 3.
 */
export function CircleAnswer({
  score,
  disabled,
  onScore,
}: {
  score: number | null;
  disabled: boolean;
  onScore: (score: number | null) => void;
}) {
  const { i18n } = useLingui();
  // 3 (never) first, 0 (always) last: a rating grows to the right.
  const values = [...(scaleOf('circle') as readonly number[])].reverse();
  const rated = score !== null && score !== NOT_APPLICABLE;
  return (
    <div role="group" className="flex flex-wrap items-center gap-2" data-answer="circle">
      <div className="flex items-center gap-1.5">
        {values.map((value) => {
          const filled = rated && value >= score;
          return (
            <button
              key={value}
              type="button"
              disabled={disabled}
              aria-pressed={score === value}
              aria-label={i18n._(RADIO_NAMES[value]!)}
              title={i18n._(RADIO_NAMES[value]!)}
              onClick={() => onScore(value)}
              className={`h-9 w-9 rounded-full border-2 transition-colors focus:ring-2 focus:ring-sky-600/40 focus:outline-none ${
                filled ? 'border-sky-700 bg-sky-700' : 'border-slate-400 bg-white hover:border-sky-600'
              }`}
            />
          );
        })}
      </div>
      <span className="min-w-16 text-sm font-medium text-slate-800" aria-hidden="true">
        {rated ? i18n._(RADIO_NAMES[score]!) : ''}
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onScore(NOT_APPLICABLE)}
        className="rounded-full border border-dashed border-slate-400 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        {i18n._(ANSWER_WORDS.notApplicable)}
      </button>
    </div>
  );
}
