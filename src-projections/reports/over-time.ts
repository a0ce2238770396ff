import { COMFORT_ZONES } from '../../src-domain/inspection/fields.ts';
import { EMPTY_TALLY, percentOf, roundPercent } from '../../src-domain/scoring/tally.ts';
import type { ApprovedReport } from '../approved-reports/queries.ts';

/** How far back the charts by date go from the inspection's start (administration §9: one year). */
const CHART_DAYS = 366;

export interface OverTimeInputs {
  inspection: { _id: string; hotelId: string; startDate: string };
  /** The entity's approved inspections of the same comparison family up to this one's day, oldest first. */
  atHotel: ApprovedReport[];
  /** Each entity's average total percentage in the family, over all its approved inspections. */
  averages: Map<string, number>;
}

const average = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

/**
 * The report's part over time (administration §3): the previous approved inspection of the same family at
 * the entity, the entity's charts by date over the year up to this one, and its average against the
 * organization's other entities. From figures recorded at approval: nothing here is scored again.
 */
export function presentOverTime({ inspection, atHotel, averages }: OverTimeInputs) {
  const previous = atHotel.filter((r) => r._id !== inspection._id).at(-1) ?? null;
  // Module ids belong to one inspection; the module type is the same department in both.
  const previousModules = previous?.figures.moduleTypes ?? {};
  const others = [...averages].filter(([id]) => id !== inspection.hotelId).map(([, v]) => v);
  // Highest and lowest are over every entity of the family, this one included: alone, it is both.
  const all = [...averages.values()];
  const from = shiftDays(inspection.startDate, -CHART_DAYS);
  return {
    previousPercentOf: (moduleTypeId: string) =>
      previous ? roundPercent(percentOf(previousModules[moduleTypeId] ?? EMPTY_TALLY)) : null,
    previous: previous
      ? {
          id: previous._id,
          startDate: previous.startDate,
          percent: roundPercent(previous.figures.percent),
        }
      : null,
    totalOverTime: {
      currentHotelAverage: roundPercent(averages.get(inspection.hotelId) ?? null),
      otherHotelsAverage: roundPercent(average(others)),
      highestScores: roundPercent(all.length ? Math.max(...all) : null),
      lowestScores: roundPercent(all.length ? Math.min(...all) : null),
    },
    chartsTimeFrame: { from, to: inspection.startDate },
    charts: atHotel
      .filter((r) => r.startDate >= from)
      .map((r) => ({
        inspectionId: r._id,
        date: r.startDate,
        percent: roundPercent(r.figures.percent),
        comfortZones: Object.fromEntries(
          COMFORT_ZONES.map((zone) => [
            zone,
            roundPercent(percentOf(r.figures.classifications[zone] ?? EMPTY_TALLY)),
          ]),
        ),
        moduleTypes: Object.fromEntries(
          Object.entries(r.figures.moduleTypes).map(([id, tally]) => [id, roundPercent(percentOf(tally))]),
        ),
      })),
  };
}

function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
