import { Suspense, lazy } from 'react';
import type { ApexChartProps } from './ApexChart.tsx';
import { ChartFailure } from './ChartFailure.tsx';

const ApexChart = lazy(() => import('./ApexChart.tsx'));

/**
 * A chart drawn once its library has loaded; until then an empty box of the same height keeps the page
 * from jumping. The SVG is a picture of the table named by `describedBy` (the alternative for screen
 * readers and print), so it is one image with a name, and hidden when printing.
 */
export function LazyChart({
  label,
  describedBy,
  testId,
  ...chart
}: ApexChartProps & { label: string; describedBy: string; testId: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid={testId}
      className="report-chart w-full overflow-hidden print:hidden"
      style={{ minHeight: chart.height }}
    >
      <ChartFailure>
        <Suspense fallback={null}>
          <ApexChart {...chart} />
        </Suspense>
      </ChartFailure>
    </div>
  );
}
