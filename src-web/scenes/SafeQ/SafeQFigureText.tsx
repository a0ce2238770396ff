import { Trans } from '@lingui/react/macro';
import type { SafeQFigure } from '../../api/statistics.ts';
import { useNumbers } from '../../i18n/numbers.ts';
import { ExplainedPercent, usePercent } from '../Report/ScoreFigure.tsx';

/** A Safe Q score that explains itself on hover and focus: its points and counts. */
export function SafeQScore({ figure }: { figure: SafeQFigure }) {
  const { answered, notApplicable, unanswered } = figure;
  const { number } = useNumbers();
  const points = number(figure.points);
  const max = number(figure.max);
  return (
    <ExplainedPercent
      percent={figure.percent}
      explanation={
        <Trans id="safeQReport.figureExplainedPlain">
          {points} of {max} points: each question is worth up to 3 points, the best answer 3 and the worst 0;{' '}
          {answered} answered, {notApplicable} not applicable, {unanswered} unanswered
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
  const { answered, unanswered } = figure;
  const { number } = useNumbers();
  const points = number(figure.points);
  const possible = number(3 * (answered + unanswered));
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

/** The score and the fulfilment of one figure as two terms of a description list (`<dl>`). */
export function ScoreAndFulfilmentTerms({ figure }: { figure: SafeQFigure }) {
  return (
    <>
      <div>
        <dt className="inline text-slate-700">
          <Trans id="safeQReport.score">Score</Trans>:{' '}
        </dt>
        <dd className="inline">
          <SafeQScore figure={figure} />
        </dd>
      </div>
      <div>
        <dt className="inline text-slate-700">
          <Trans id="report.fulfilment">Fulfilment</Trans>:{' '}
        </dt>
        <dd className="inline">
          <SafeQFulfilment figure={figure} />
        </dd>
      </div>
    </>
  );
}
