import { useEffect, useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { readDecimal } from '../../../src-domain/shared/decimal.ts';
import { GRADE_LEVELS, scaleOf, type QuestionType } from '../../../src-domain/shared/scales.ts';
import type { OptionWords } from '../../../src-domain/catalogue/choice-options.ts';
import { ANSWER_WORDS, GRADE_LEVEL_NAMES, RADIO_NAMES } from '../../i18n/answer-names.ts';
import { dropEdit, flushEdit, holdEdit } from '../../state/pending-edits.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { CircleAnswer } from './CircleAnswer.tsx';

/** The gradeG number goes to the server 1 s after the last keystroke (inspection-run §5), or on leaving it. */
export const NUMBER_DEBOUNCE_MS = 1000;

/** Typed into a number answer, something that is not a number (a word, two commas). */
const NOT_A_NUMBER = msg({
  id: 'inspections.notANumber',
  message: 'This is not a number. Write digits, with a decimal point or comma if needed (21.5).',
});

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
 * or goes away (a tab, Next, another screen). A text field rather than a number field: browsers differ on
 * the decimal comma many languages write (one took "21,5" for 215), so what is typed is read here, with a
 * point or a comma, and what is not a number stays in the field with its reason, unsent.
 */
function NumberAnswer({ questionId, score, disabled, onScore }: Omit<Props, 'type'>) {
  const { i18n } = useLingui();
  const key = useId();
  const errorId = useId();
  const shown = (value: number | null) =>
    value === null ? '' : i18n.number(value, { useGrouping: false, maximumFractionDigits: 10 });
  const [text, setText] = useState(shown(score));
  const [notANumber, setNotANumber] = useState(false);
  const typing = useRef(false);
  // A held number may be sent after its field is gone: it answers through the newest handler given.
  const latestScore = useRef(onScore);
  latestScore.current = onScore;
  useEffect(() => {
    if (!typing.current && !notANumber) setText(shown(score));
  }, [score]);
  useEffect(() => () => flushEdit(key), [key]);
  return (
    <div>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={i18n._(ANSWER_WORDS.number)}
        id={`number-${questionId}`}
        disabled={disabled}
        value={text}
        aria-invalid={notANumber ? true : undefined}
        aria-describedby={notANumber ? errorId : undefined}
        onChange={(e) => {
          const typed = e.target.value;
          setText(typed);
          const value = readDecimal(typed);
          setNotANumber(value === undefined);
          if (value === undefined) {
            // Nothing is sent for it, not even the number it replaced being cleared.
            typing.current = false;
            return dropEdit(key);
          }
          typing.current = true;
          holdEdit(
            key,
            () => {
              typing.current = false;
              latestScore.current(value);
            },
            NUMBER_DEBOUNCE_MS,
          );
        }}
        onBlur={() => flushEdit(key)}
        className={`w-32 rounded-md border px-3 py-2 ${notANumber ? 'border-red-600 bg-red-50' : 'border-slate-300'}`}
      />
      <FieldError id={errorId} messageKey={notANumber ? NOT_A_NUMBER.id : null} />
    </div>
  );
}
