import CoreChart from 'react-apexcharts/core';
import type { ComponentType } from 'react';
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
// The page's CSP allows no inline style element, so the library's styles come as the chunk's stylesheet
// (injectStyleSheet: false in chart-options.ts); the legend's are a file of their own.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
import type { ApexOptions } from 'apexcharts';

// react-apexcharts' typings wrap their declarations in `declare module` inside a module file, which
// TypeScript reads as an augmentation and not as the file's exports: the props used here, typed by hand.
const Chart = CoreChart as unknown as ComponentType<ApexChartProps & { width: string }>;

export interface ApexChartProps {
  type: 'line' | 'bar';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
}

/**
 * The only module that imports ApexCharts: LazyChart loads it on first use, so its chunk is fetched by the
 * report alone. Only the line and bar types and the legend are registered (the library's tree-shaken core).
 */
export default function ApexChart({ type, series, options, height }: ApexChartProps) {
  return <Chart type={type} series={series} options={options} height={height} width="100%" />;
}
