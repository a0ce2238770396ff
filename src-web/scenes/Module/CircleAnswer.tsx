import { useLingui } from '@lingui/react';
import { NOT_APPLICABLE, scaleOf } from '../../../src-domain/shared/scales.ts';
import { ANSWER_WORDS, RADIO_NAMES } from '../../i18n/answer-names.ts';

/**
 * A circle question is a rating (inspection-run §2): one round mark per answer, each with its word under it
 * from the start, so nobody has to press one to learn what it means. They run in the radio pills' order
 * (always first, never last): the same answer sits in the same place whichever way a question asks it.
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
  const values = scaleOf('circle') as readonly number[];
  return (
    <div role="group" className="flex flex-wrap items-start gap-2" data-answer="circle">
      <div className="flex items-start gap-1">
        {values.map((value) => {
          const chosen = score === value;
          return (
            <button
              key={value}
              type="button"
              disabled={disabled}
              aria-pressed={chosen}
              onClick={() => onScore(value)}
              className="group flex w-16 flex-col items-center gap-1 rounded-md p-1 focus:ring-2 focus:ring-sky-600/40 focus:outline-none"
            >
              <span
                aria-hidden="true"
                className={`h-9 w-9 rounded-full border-2 transition-colors ${
                  chosen
                    ? 'border-sky-700 bg-sky-700'
                    : 'border-slate-400 bg-white group-hover:border-sky-600'
                }`}
              />
              <span
                className={`text-center text-xs leading-tight ${chosen ? 'font-semibold text-sky-900' : 'text-slate-700'}`}
              >
                {i18n._(RADIO_NAMES[value]!)}
              </span>
            </button>
          );
        })}
      </div>
      <button
        type="button"
        disabled={disabled}
        aria-pressed={score === NOT_APPLICABLE}
        onClick={() => onScore(NOT_APPLICABLE)}
        className="mt-2 rounded-full border border-dashed border-slate-400 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        {i18n._(ANSWER_WORDS.notApplicable)}
      </button>
    </div>
  );
}
