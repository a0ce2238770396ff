import { Trans } from '@lingui/react/macro';
import type { SafeQFigure } from '../../api/statistics.ts';
import { ExplainedPercent, usePercent } from '../Report/ScoreFigure.tsx';

/** A Safe Q score that explains itself on hover and focus: its points and counts. */
export function SafeQScore({ figure }: { figure: SafeQFigure }) {
  const { points, max, answered, notApplicable, unanswered } = figure;
  return (
    <ExplainedPercent
      percent={figure.percent}
      explanation={
        <Trans id="report.figureExplained">
          {points} of {max} points (3 minus the score per radio answer, out of 3 per question); {answered}{' '}
          answered, {notApplicable} not applicable, {unanswered} unanswered
        </Trans>
      }
    />
  );
}

/** Fulfilment, explained: answered out of the applicable questions, rounded up. */
export function SafeQFulfilment({ figure }: { figure: SafeQFigure }) {
  const { answered, unanswered } = figure;
  const total = answered + unanswered;
  return (
    <ExplainedPercent
      percent={figure.fulfilment}
      explanation={
        <Trans id="safeQReport.fulfilmentExplained">
          {answered} of {total} applicable questions answered, rounded up
        </Trans>
      }
    />
  );
}

/** qIndex, explained with its formula (docs/safeq.md). */
export function QIndex({ figure }: { figure: SafeQFigure }) {
  const { points, answered, unanswered } = figure;
  const possible = 3 * (answered + unanswered);
  return (
    <ExplainedPercent
      percent={figure.qIndex}
      explanation={
        <Trans id="safeQReport.qIndexExplained">
          qIndex: {points} of {possible} possible points. Each applicable question can earn 3 points; an
          unanswered question earns none, a not-applicable one is left out.
        </Trans>
      }
    />
  );
}

/** A percentage or a dash, for tables. */
export function PercentOrDash({ value }: { value: number | null }) {
  const percent = usePercent();
  return <span className="tabular-nums">{value === null ? '–' : percent(value)}</span>;
}
