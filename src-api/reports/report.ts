import { COMFORT_ZONES } from '../../src-domain/inspection/fields.ts';
import { actionItemsOf, inspectionReport } from '../../src-domain/report/inspection-report.ts';
import { EMPTY_TALLY, percentOf, roundPercent } from '../../src-domain/scoring/tally.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { ApprovedReport } from '../../src-projections/approved-reports/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { versionOf, type Versioned } from '../../src-projections/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { reportOutlineOf } from './outline.ts';

/** How far back the charts by date go from the inspection's start (administration §9: one year). */
const CHART_DAYS = 366;

export interface ReportInputs {
  /** The inspection's live state (the inspections read model), with its version. */
  doc: Versioned<InspectionDocument>;
  questionnaire: InspectionQuestionnaireDocument;
  hotel: HotelDocument | null;
  /** The assigned agent, when there is one. */
  agent: Pick<UserDocument, 'name' | 'agentCode' | 'profile'> | null;
  /** The organization's approved inspections with their recorded figures, oldest first. */
  approved: ApprovedReport[];
  language: Locale;
}

const average = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

/**
 * The agent report of one inspection (administration §2, §3): header, figures with their counts, modules
 * with observations ranked by score, comfort zones, the comparison with the previous inspection of the
 * same type at the same entity, and the entity's figures over time against the organization's others.
 */
export function presentReport({ doc, questionnaire, hotel, agent, approved, language }: ReportInputs) {
  const inspectionTypeId = doc.inspectionType.inspectionTypeId;
  const outline = reportOutlineOf(questionnaire, language);
  const sameType = approved.filter((r) => r.inspectionTypeId === inspectionTypeId);
  const earlier = sameType.filter(
    (r) => r.hotelId === doc.hotelId && r._id !== doc._id && r.startDate <= doc.startDate,
  );
  const previous = earlier.at(-1) ?? null;
  // Module ids belong to one inspection; the module type is the same department in both.
  const previousModules = previous?.figures.moduleTypes ?? {};
  const previousPercentOf = (moduleTypeId: string) =>
    previous ? roundPercent(percentOf(previousModules[moduleTypeId] ?? EMPTY_TALLY)) : null;

  const hotelAverages = averagesByHotel(sameType);
  const others = [...hotelAverages].filter(([id]) => id !== doc.hotelId).map(([, v]) => v);
  const from = shiftDays(doc.startDate, -CHART_DAYS);

  return {
    id: doc._id,
    /** The inspection document's version this report was computed from: a push after it is applied. */
    version: versionOf(doc),
    title: doc.inspectionType.name,
    reportType: doc.inspectionType.reportType,
    languageShortCode: language,
    hotel: { id: doc.hotelId, name: hotel?.name ?? '', address: hotel?.address ?? '' },
    agent: doc.userId
      ? {
          id: doc.userId,
          name: agent?.name ?? '',
          agentCode: agent?.agentCode ?? '',
          profile: agent?.profile ?? '',
        }
      : null,
    startDate: doc.startDate,
    startHour: doc.startHour,
    ...inspectionReport(outline, doc, previousPercentOf),
    outline,
    previous: previous
      ? {
          id: previous._id,
          startDate: previous.startDate,
          percent: roundPercent(previous.figures.percent),
        }
      : null,
    totalOverTime: {
      currentHotelAverage: roundPercent(hotelAverages.get(doc.hotelId) ?? null),
      otherHotelsAverage: roundPercent(average(others)),
      highestScores: roundPercent(others.length ? Math.max(...hotelAverages.values()) : null),
      lowestScores: roundPercent(others.length ? Math.min(...hotelAverages.values()) : null),
    },
    chartsTimeFrame: { from, to: doc.startDate },
    charts: sameType
      .filter((r) => r.hotelId === doc.hotelId && r.startDate >= from && r.startDate <= doc.startDate)
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

/** Each entity's average percentage over its approved inspections (those with a percentage). */
function averagesByHotel(reports: ApprovedReport[]): Map<string, number> {
  const byHotel = new Map<string, number[]>();
  for (const r of reports) {
    if (r.figures.percent === null) continue;
    byHotel.set(r.hotelId, [...(byHotel.get(r.hotelId) ?? []), r.figures.percent]);
  }
  return new Map([...byHotel].map(([id, values]) => [id, average(values)!]));
}

function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The answers flagged for follow-up, in questionnaire order: what an audit's action plan is made of. */
export function presentActionItems({ doc, questionnaire, language }: ReportInputs) {
  return actionItemsOf(reportOutlineOf(questionnaire, language), doc);
}
