import { COMFORT_ZONES, type ComfortZone } from '../inspection/fields.ts';

/**
 * Percent axes stop at 110 (administration §9: capped at 100 to 110 percent), labelled every 20: the screen's
 * and the PDF's charts alike.
 */
export const PERCENT_AXIS_MAX = 110;
export const PERCENT_AXIS_STEP = 20;

/** Distinct on white; with marker shapes and dashes, lines are told apart without colour too. */
export const SERIES_COLOURS = [
  '#0369a1',
  '#c2410c',
  '#15803d',
  '#7e22ce',
  '#b91c1c',
  '#0f766e',
  '#a16207',
  '#be185d',
  '#4d7c0f',
  '#334155',
];

/** One line of a chart by date: a percentage per date, in the dates' order; null where nothing was scored. */
export interface ChartColumn {
  key: string;
  name: string;
  values: Array<number | null>;
}

/** What the report's charts by date are drawn from: the entity's approved reports and this report's modules. */
export interface ChartSource {
  modules: ReadonlyArray<{ moduleTypeId: string; name: string }>;
  charts: ReadonlyArray<{
    date: string;
    percent: number | null;
    comfortZones: Partial<Record<string, number | null>>;
    moduleTypes: Partial<Record<string, number | null>>;
  }>;
}

/*
 * The report screen (ApexCharts in the browser) and the PDF (drawn by pdfkit on the server) chart the same
 * columns from these functions, so paper and screen cannot disagree.
 */

/** The total score by date, one column named by the caller. */
export const totalColumn = (report: ChartSource, name: string): ChartColumn => ({
  key: 'total',
  name,
  values: report.charts.map((point) => point.percent),
});

/** The departments of this report, one column each, by module type (a module's id is one inspection's). */
export function departmentColumns(report: ChartSource): ChartColumn[] {
  const names = new Map<string, string>();
  for (const module of report.modules)
    if (!names.has(module.moduleTypeId)) names.set(module.moduleTypeId, module.name);
  return [...names].map(([moduleTypeId, name]) => ({
    key: moduleTypeId,
    name,
    values: report.charts.map((point) => point.moduleTypes[moduleTypeId] ?? null),
  }));
}

/** One column per comfort zone, named by the caller (the zones' names are translated). */
export function comfortZoneColumns(report: ChartSource, nameOf: (zone: ComfortZone) => string) {
  return COMFORT_ZONES.map((zone): ChartColumn => ({
    key: zone,
    name: nameOf(zone),
    values: report.charts.map((point) => point.comfortZones[zone] ?? null),
  }));
}

/** A column with no figure at any date draws nothing: the chart and its table leave it out. */
export const withFigures = (columns: ChartColumn[]) =>
  columns.filter((column) => column.values.some((value) => value !== null));

/** A Safe Q week as the weekly report's charts hold it. */
export interface WeekPoint {
  number: number;
  start: string;
  percent: number | null;
  fulfilment: number | null;
  hygiene: number | null;
  socialDistance: number | null;
}

/** The weeks the weekly chart draws: those with a score or a fulfilment (others have no round at all). */
export const chartedWeeks = <W extends WeekPoint>(weeks: W[]) =>
  weeks.filter((w) => w.percent !== null || w.fulfilment !== null);

/** The weekly Safe Q chart: score, fulfilment and the two zones by week, named by the caller. */
export function weeklyColumns(
  weeks: WeekPoint[],
  names: { score: string; fulfilment: string; hygiene: string; socialDistance: string },
): { dates: string[]; columns: ChartColumn[] } {
  return {
    dates: weeks.map((w) => `v${w.number} (${w.start})`),
    columns: (['score', 'fulfilment', 'hygiene', 'socialDistance'] as const).map((key) => ({
      key: key === 'score' ? 'percent' : key,
      name: names[key],
      values: weeks.map((w) => (key === 'score' ? w.percent : w[key])),
    })),
  };
}
