import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { usePercent } from '../Report/ScoreFigure.tsx';

/**
 * The weekly fulfilment gauge (administration §2, §9): this week against the previous one on a scale up to
 * min(100, 10 × ceil((max + 1) / 10)), as two bars with their figures written beside them.
 */
export function FulfilmentGauge({
  current,
  previous,
  gaugeMax,
}: {
  current: number | null;
  previous: number | null;
  gaugeMax: number;
}) {
  const { t } = useLingui();
  const percent = usePercent();
  const id = useId();
  const rows: Array<[string, number | null, string]> = [
    [t({ id: 'safeQReport.thisWeek', message: 'This week' }), current, 'bg-sky-700'],
    [t({ id: 'safeQReport.previousWeek', message: 'Previous week' }), previous, 'bg-slate-500'],
  ];
  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-2">
      <figcaption id={`${id}-caption`} className="font-semibold text-slate-900">
        <Trans id="safeQReport.fulfilmentGauge">Fulfilment</Trans>{' '}
        <span className="text-sm font-normal text-slate-700">
          <Trans id="safeQReport.gaugeScale">(scale 0 to {gaugeMax} %)</Trans>
        </span>
      </figcaption>
      {rows.map(([label, value, colour]) => (
        <div key={label} className="grid grid-cols-[8rem_1fr_4rem] items-center gap-2 text-sm">
          <span className="text-slate-800">{label}</span>
          <span className="h-4 rounded bg-slate-100" aria-hidden="true">
            <span
              className={`block h-4 rounded ${colour}`}
              style={{ width: `${Math.min(100, ((value ?? 0) / gaugeMax) * 100)}%` }}
            />
          </span>
          <span className="text-right font-semibold tabular-nums">
            {value === null ? '–' : percent(value)}
          </span>
        </div>
      ))}
    </figure>
  );
}
