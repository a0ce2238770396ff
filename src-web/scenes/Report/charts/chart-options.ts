import type { ApexOptions } from 'apexcharts';

import {
  PERCENT_AXIS_MAX,
  PERCENT_AXIS_STEP,
  SERIES_COLOURS,
} from '../../../../src-domain/report/chart-series.ts';

export { PERCENT_AXIS_MAX, PERCENT_AXIS_STEP, SERIES_COLOURS };
// The library divides the axis into equal ticks, so it has one every 10 and the labels skip every other one.
const PERCENT_AXIS_TICK = 10;

/**
 * What every report chart shares: no toolbar, no animation, the app's font, the legend underneath. The
 * library's own accessibility (focusable legend buttons, English announcements) is off: the chart is one
 * image whose figures are in the table beside it (LazyChart), and controls inside an image are not reached.
 */
const MARKER_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star'] as const;
const DASHES = [0, 6, 2, 0, 6, 2, 0];

export function baseOptions(): ApexOptions {
  return {
    chart: {
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      injectStyleSheet: false,
      parentHeightOffset: 0,
      accessibility: { enabled: false },
    },
    colors: SERIES_COLOURS,
    legend: { position: 'bottom', horizontalAlign: 'left', showForSingleSeries: false },
    dataLabels: { enabled: false },
    grid: { borderColor: '#e2e8f0' },
  };
}

/** A line chart of percentages by date: one point per approved report, the y axis from 0 to 110. */
export function percentLineOptions(dates: string[], formatPercent: (value: number) => string): ApexOptions {
  const base = baseOptions();
  return {
    ...base,
    chart: { ...base.chart, type: 'line' },
    stroke: { curve: 'straight', width: 2, dashArray: DASHES },
    markers: { size: 5, shape: [...MARKER_SHAPES, ...MARKER_SHAPES] },
    xaxis: {
      type: 'category',
      categories: dates,
      tooltip: { enabled: false },
      labels: { rotateAlways: false, hideOverlappingLabels: true },
    },
    yaxis: {
      min: 0,
      max: PERCENT_AXIS_MAX,
      tickAmount: PERCENT_AXIS_MAX / PERCENT_AXIS_TICK,
      labels: {
        formatter: (value: number) =>
          Math.round(value) % PERCENT_AXIS_STEP === 0 ? formatPercent(Math.round(value)) : '',
      },
    },
    tooltip: {
      shared: true,
      y: { formatter: (value: number | null) => (value === null ? '–' : formatPercent(value)) },
    },
  };
}
