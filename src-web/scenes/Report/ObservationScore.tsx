import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { ANSWER_WORDS } from '../../i18n/answer-names.ts';

/** What one answer is worth: points of the question's maximum, or why it counts for nothing. */
export function ObservationScore({
  score,
  points,
  max,
}: {
  score: number | null;
  points: number | null;
  max: number | null;
}) {
  const { i18n } = useLingui();
  const tone = 'shrink-0 rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap';
  if (points !== null && max !== null)
    return (
      <span
        className={`${tone} ${points < max ? 'bg-amber-100 text-amber-950' : 'bg-emerald-100 text-emerald-950'}`}
      >
        <Trans id="report.pointsOf">
          {points} of {max} points
        </Trans>
      </span>
    );
  return (
    <span className={`${tone} bg-slate-100 text-slate-800`}>
      {score === null ? (
        <Trans id="report.unanswered">Not answered</Trans>
      ) : score === -1 ? (
        i18n._(ANSWER_WORDS.notApplicable)
      ) : (
        <Trans id="report.notScored">Not scored</Trans>
      )}
    </span>
  );
}
