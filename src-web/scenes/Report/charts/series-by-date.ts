// The chart columns are computed where the PDF computes them too (src-domain/report/chart-series.ts).
export {
  comfortZoneColumns,
  departmentColumns,
  withFigures,
} from '../../../../src-domain/report/chart-series.ts';
