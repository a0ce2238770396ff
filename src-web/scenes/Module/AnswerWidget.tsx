import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { GRADE_LEVELS, scaleOf, type QuestionType } from '../../../src-domain/shared/scales.ts';
import type { OptionWords } from '../../../src-domain/catalogue/choice-options.ts';
import { ANSWER_WORDS, GRADE_LEVEL_NAMES, RADIO_NAMES } from '../../i18n/answer-names.ts';
import { flushEdit, holdEdit } from '../../state/pending-edits.ts';
import { CircleAnswer } from './CircleAnswer.tsx';

/** The gradeG number goes to the server 1 s after the last keystroke (inspection-run §5), or on leaving it. */
export const NUMBER_DEBOUNCE_MS = 1000;

interface Props {
  questionId: string;
  type: QuestionType;
  /** A choice's own options (best first); other types name their steps from the scale. */
  options?: OptionWords[];
  score: number | null;
  disabled: boolean;
  onScore: (score: number | null) => void;
}

/** The choices of one question type, as buttons with aria-pressed; gradeG a number and gradeH a checkbox. */
export function AnswerWidget({ questionId, type, options = [], score, disabled, onScore }: Props) {
  const { i18n } = useLingui();
  const scale = scaleOf(type);
  if (scale === 'none') return null;
  if (type === 'circle') return <CircleAnswer score={score} disabled={disabled} onScore={onScore} />;
  if (type === 'gradeG')
    return <NumberAnswer questionId={questionId} score={score} disabled={disabled} onScore={onScore} />;
  if (type === 'gradeH')
    return (
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={score === 1}
          disabled={disabled}
          onChange={(e) => onScore(e.target.checked ? 1 : 0)}
        />
        {i18n._(ANSWER_WORDS.yes)}
      </label>
    );
  const label = (value: number) => {
    if (type === 'choice') return options.find((o) => o.score === value)?.label ?? '';
    if (type === 'radio') return i18n._(RADIO_NAMES[value]!);
    if (type === 'gradeA') return i18n._(value === 1 ? ANSWER_WORDS.compliant : ANSWER_WORDS.notCompliant);
    if (type === 'gradeF') return i18n._(value === 1 ? ANSWER_WORDS.yes : ANSWER_WORDS.no);
    return i18n._(GRADE_LEVEL_NAMES[GRADE_LEVELS[value]!]);
  };
  // Yes/compliant first; the scales in their own order.
  const steps = type === 'choice' ? options.map((o) => o.score) : (scale as readonly number[]);
  const values = type === 'gradeA' || type === 'gradeF' ? [...steps].reverse() : [...steps];
  return (
    <div role="group" className="flex flex-wrap gap-2">
      {values.map((value) => (
        <button
          key={value}
          type="button"
          disabled={disabled}
          aria-pressed={score === value}
          onClick={() => onScore(value)}
          className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
            score === value
              ? 'border-sky-700 bg-sky-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
          }`}
        >
          {label(value)}
        </button>
      ))}
      <button
        type="button"
        disabled={disabled}
        onClick={() => onScore(-1)}
        className="rounded-full border border-dashed border-slate-400 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        {i18n._(ANSWER_WORDS.notApplicable)}
      </button>
    </div>
  );
}

/**
 * The number is held (pending-edits.ts) for its second of quiet, and goes at once when the field loses focus
 * or goes away (a tab, Next, another screen).
 */
function NumberAnswer({ questionId, score, disabled, onScore }: Omit<Props, 'type'>) {
  const { i18n } = useLingui();
  const key = useId();
  const [text, setText] = useState(score === null ? '' : String(score));
  const typing = useRef(false);
  // A held number may be sent after its field is gone: it answers through the newest handler given.
  const latestScore = useRef(onScore);
  latestScore.current = onScore;
  useEffect(() => {
    if (!typing.current) setText(score === null ? '' : String(score));
  }, [score]);
  useEffect(() => () => flushEdit(key), [key]);
  return (
    <input
      type="number"
      step="any"
      inputMode="decimal"
      aria-label={i18n._(ANSWER_WORDS.number)}
      id={`number-${questionId}`}
      disabled={disabled}
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        typing.current = true;
        holdEdit(
          key,
          () => {
            typing.current = false;
            const value = Number.parseFloat(typed.replace(',', '.'));
            latestScore.current(Number.isFinite(value) ? value : null);
          },
          NUMBER_DEBOUNCE_MS,
        );
      }}
      onBlur={() => flushEdit(key)}
      className="w-32 rounded-md border border-slate-300 px-3 py-2"
    />
  );
}
