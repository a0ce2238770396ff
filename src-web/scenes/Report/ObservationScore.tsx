import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { QuestionType } from '../../../src-domain/shared/scales.ts';
import { ANSWER_WORDS } from '../../i18n/answer-names.ts';

const TONE = 'shrink-0 rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap';

/** Types answered in words, not with a score: their answer is the text (the comment). */
const TEXT_ANSWER: ReadonlySet<QuestionType> = new Set(['gradeI', 'gradeJ']);

/** What one answer is worth: points of the question's maximum, or why it counts for nothing. */
export function ObservationScore({
  type,
  score,
  points,
  max,
  comment = '',
}: {
  type?: QuestionType;
  score: number | null;
  points: number | null;
  max: number | null;
  comment?: string;
}) {
  const { i18n } = useLingui();
  if (points !== null && max !== null)
    return (
      <span
        className={`${TONE} ${points < max ? 'bg-amber-100 text-amber-950' : 'bg-emerald-100 text-emerald-950'}`}
      >
        <Trans id="report.pointsOf">
          {points} of {max} points
        </Trans>
      </span>
    );
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
        new Intl.NumberFormat(i18n.locale.replace('_', '-')).format(score)
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
