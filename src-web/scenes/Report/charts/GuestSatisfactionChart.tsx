import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { EXTERNAL_SCORE_MAXIMA } from '../../../../src-domain/inspection/index.ts';
import type { Report } from '../../../api/reports.ts';
import { SITE_NAMES } from '../../../i18n/site-names.ts';
import { baseOptions } from './chart-options.ts';
import { GUEST_SATISFACTION_MAX, GUEST_SATISFACTION_SOURCES, onTenPointAxis } from './guest-satisfaction.ts';
import { LazyChart } from './LazyChart.tsx';

/**
 * The guest ratings on one 0 to 10 axis (administration §2, §9). The list `describedBy` (ExternalScores)
 * holds each rating as given; the tooltip says how a rating out of 5 or above 10 was put on the axis.
 */
export function GuestSatisfactionChart({
  scores,
  describedBy,
}: {
  scores: Report['externalScores'];
  describedBy: string;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const names = GUEST_SATISFACTION_SOURCES.map((source) =>
    source === 'custom' ? t({ id: 'control.ownRating', message: 'Own rating' }) : SITE_NAMES[source],
  );
  const explain = (index: number) => {
    const source = GUEST_SATISFACTION_SOURCES[index];
    const rating = source && scores[source];
    if (!source || rating === undefined) return '–';
    const given = i18n.number(rating);
    const onAxis = i18n.number(onTenPointAxis(source, rating));
    const max = EXTERNAL_SCORE_MAXIMA[source];
    if (Number.isFinite(max) && max !== GUEST_SATISFACTION_MAX)
      return t({
        id: 'report.ratingDoubled',
        message: `${given} of ${max}, drawn as ${onAxis} of 10`,
      });
    if (rating > GUEST_SATISFACTION_MAX)
      return t({ id: 'report.ratingCapped', message: `${given}, drawn at the axis's end, 10` });
    return given;
  };
  const base = baseOptions();
  return (
    <LazyChart
      type="bar"
      height={260}
      label={t({
        id: 'report.guestSatisfactionChart',
        message: 'Chart: guest ratings on a scale of 0 to 10 (ratings out of 5 doubled)',
      })}
      describedBy={describedBy}
      testId="guest-satisfaction-chart"
      series={[
        {
          name: t({ id: 'control.externalScores', message: 'Guest ratings elsewhere' }),
          data: GUEST_SATISFACTION_SOURCES.map((source) => {
            const rating = scores[source];
            return rating === undefined ? null : onTenPointAxis(source, rating);
          }),
        },
      ]}
      options={{
        ...base,
        chart: { ...base.chart, type: 'bar' },
        plotOptions: { bar: { columnWidth: '50%', borderRadius: 2 } },
        xaxis: { categories: names, tooltip: { enabled: false } },
        yaxis: {
          min: 0,
          max: GUEST_SATISFACTION_MAX,
          stepSize: 2,
          labels: { formatter: (value: number) => i18n.number(value) },
        },
        tooltip: {
          y: {
            formatter: (_value, opts) => explain(opts?.dataPointIndex ?? -1),
          },
        },
      }}
    />
  );
}
