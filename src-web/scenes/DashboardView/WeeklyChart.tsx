import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AVERAGED_WEEKS } from '../../../src-domain/statistics/dashboard-figures.ts';
import type { WeekPoint } from '../../api/dashboards.ts';
import { LazyChart } from '../Report/charts/LazyChart.tsx';
import { percentLineOptions } from '../Report/charts/chart-options.ts';

/**
 * The weekly fulfilment line (each point the average of its week and the 3 before), y axis 0 to 110 labelled
 * every 20, drawn in the dashboard's text colour. Its height follows its width, so it fills a wall screen
 * and stays legible in a frame or on a phone. The table under it holds the same figures for screen readers.
 * Every label names what is drawn (the 4-week average of fulfilment), never just "fulfilment" or a result: a
 * reader must not take a point for the week's own fulfilment, nor for the score.
 */
export function WeeklyChart({
  weekly,
  colour,
  reducedMotion,
}: {
  weekly: WeekPoint[];
  colour: string;
  reducedMotion: boolean;
}) {
  const { i18n } = useLingui();
  const title = useWeeklyAverageTitle();
  const tableId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const height = Math.min(480, Math.max(220, Math.round(width * 0.28)));
  const big = width >= 1200;
  const percent = (value: number) => i18n.number(value / 100, { style: 'percent' });
  const base = percentLineOptions(
    weekly.map((point) => point.week.slice(5)),
    percent,
  );
  const fontSize = big ? '22px' : '13px';
  const options = {
    ...base,
    chart: { ...base.chart, foreColor: colour, animations: { enabled: !reducedMotion } },
    colors: [colour],
    grid: { borderColor: `${colour}33` },
    stroke: { curve: 'straight' as const, width: big ? 5 : 3 },
    markers: { size: big ? 8 : 5 },
    xaxis: { ...base.xaxis, labels: { ...base.xaxis?.labels, style: { fontSize } } },
    yaxis: {
      ...(base.yaxis as object),
      // A fixed label width: in the editor's scaled previews the library measures the scaled box and would
      // otherwise cut the labels short.
      labels: {
        ...(base.yaxis as { labels: object }).labels,
        style: { fontSize },
        minWidth: big ? 90 : 44,
        maxWidth: big ? 90 : 44,
      },
    },
    tooltip: { ...base.tooltip, enabled: false },
  };
  const series = [
    {
      name: title,
      data: weekly.map((point) => point.average),
    },
  ];
  return (
    <div ref={box}>
      {weekly.length === 0 ? (
        <p className="text-lg @7xl:text-3xl">
          <Trans id="dashboardView.noWeeks">No answers in the last weeks yet.</Trans>
        </p>
      ) : (
        width > 0 && (
          <LazyChart
            // Drawn afresh whenever what it shows changes (width, colour, motion, figures): updated in place
            // under the editor's scaled previews, the library leaves its svg unpainted (a blank chart).
            key={`${width}|${colour}|${reducedMotion}|${series[0]!.data.join(',')}`}
            type="line"
            series={series}
            options={options}
            height={height}
            label={title}
            describedBy={tableId}
            testId="dashboard-weekly-chart"
          />
        )
      )}
      {/* Hidden in a box of its own: a table keeps its content's width (its long heading) under sr-only. */}
      <div className="sr-only">
        <table id={tableId}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans id="dashboardView.week">Week</Trans>
              </th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {weekly.map((point) => (
              <tr key={point.week}>
                <th scope="row">{point.week}</th>
                <td>{point.average === null ? '–' : percent(point.average)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The chart's title, said wherever the chart is named (heading, chart label, table): what each point is, the
 * spec's weekly trend over a 4-week window (administration-and-reporting: "Weekly trend ... window 4 weeks").
 */
export function useWeeklyAverageTitle(): string {
  const { t } = useLingui();
  const weeks = AVERAGED_WEEKS;
  return t({ id: 'dashboardView.weeklyAverage', message: `Fulfillment, average of the last ${weeks} weeks` });
}
