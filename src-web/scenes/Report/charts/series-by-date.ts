import { COMFORT_ZONES } from '../../../../src-domain/inspection/index.ts';
import type { Report } from '../../../api/reports.ts';
import type { OverTimeColumn } from './OverTimeTable.tsx';

/** The departments of this report, one column each, by module type (a module's id is one inspection's). */
export function departmentColumns(report: Report): OverTimeColumn[] {
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
export function comfortZoneColumns(report: Report, nameOf: (zone: (typeof COMFORT_ZONES)[number]) => string) {
  return COMFORT_ZONES.map((zone): OverTimeColumn => ({
    key: zone,
    name: nameOf(zone),
    values: report.charts.map((point) => point.comfortZones[zone] ?? null),
  }));
}

/** A column with no figure at any date draws nothing: the chart and its table leave it out. */
export const withFigures = (columns: OverTimeColumn[]) =>
  columns.filter((column) => column.values.some((value) => value !== null));
