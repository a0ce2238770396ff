import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { QuestionType } from '../../../src-domain/shared/scales.ts';
import { ANSWER_WORDS } from '../../i18n/answer-names.ts';
import { useNumbers } from '../../i18n/numbers.ts';

const TONE = 'shrink-0 rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap';

/** Types answered in words, not with a score: their answer is the text (the comment). */
const TEXT_ANSWER: ReadonlySet<QuestionType> = new Set(['gradeI', 'gradeJ']);

/** Points of a maximum, each written in the interface language ("1,5 av 3 poäng"). */
function PointsOf({ points, max }: { points: string; max: string }) {
  return (
    <Trans id="report.pointsOf">
      {points} of {max} points
    </Trans>
  );
}

/** What one answer is worth: points of the question's maximum, or why it counts for nothing. */
export function ObservationScore({
  type,
  score,
  points,
  max,
  comment = '',
  chosenOption = null,
}: {
  type?: QuestionType;
  /** A choice's answer: the words of the option chosen, shown with its points. */
  chosenOption?: string | null;
  score: number | null;
  points: number | null;
  max: number | null;
  comment?: string;
}) {
  const { i18n } = useLingui();
  const { number } = useNumbers();
  if (points !== null && max !== null) {
    return (
      <span
        // An option's words may be long: they wrap, where a bare figure stays on one line.
        className={`${chosenOption ? `${TONE.replace('whitespace-nowrap', 'max-w-[60%] text-right')}` : TONE} ${points < max ? 'bg-amber-100 text-amber-950' : 'bg-emerald-100 text-emerald-950'}`}
      >
        {chosenOption && <span data-testid="chosen-option">{chosenOption} · </span>}
        <PointsOf points={number(points)} max={number(max)} />
      </span>
    );
  }
  return (
    <span className={`${TONE} bg-slate-100 text-slate-800`}>
      {type && TEXT_ANSWER.has(type) ? (
        comment.trim() !== '' ? (
          <Trans id="report.answeredText">Answered</Trans>
        ) : (
          <Trans id="report.unanswered">Not answered</Trans>
        )
      ) : type === 'none' ? (
        <Trans id="report.information">Information</Trans>
      ) : type === 'gradeG' && score !== null && score !== -1 ? (
        number(score)
      ) : score === null ? (
        <Trans id="report.unanswered">Not answered</Trans>
      ) : score === -1 ? (
        i18n._(ANSWER_WORDS.notApplicable)
      ) : (
        <Trans id="report.notScored">Not scored</Trans>
      )}
    </span>
  );
}
