import type { Locale } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { presentDailyReport as presentFromSources } from '../../src-domain/statistics/daily-report.ts';
import type { SafeQDay } from '../../src-domain/statistics/safeq-day.ts';
import type { HotelDocument } from '../hotels/projection.ts';
import type { InspectionDocument } from '../inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../inspections/questionnaire-projection.ts';
import { versionOf, type Versioned } from '../projection.ts';
import { reportOutlineOf } from './outline.ts';

export type { DailyReport } from '../../src-domain/statistics/daily-report.ts';

export interface DailyReportInputs {
  safeQ: SafeQDay & { _id: string };
  inspection: Versioned<InspectionDocument>;
  questionnaire: InspectionQuestionnaireDocument;
  hotel: HotelDocument;
  language: Locale;
}

/**
 * One daily Safe Q report from the read models' documents: the domain's presenter
 * (src-domain/statistics/daily-report.ts), which the browser runs again on each pushed live state.
 */
export function presentDailyReport({ safeQ, inspection, questionnaire, hotel, language }: DailyReportInputs) {
  return presentFromSources(
    {
      id: safeQ._id,
      date: safeQ.day,
      hotel: { id: hotel._id, name: hotel.name, timeZone: timeZoneOf(hotel) },
      inspectionTypeId: safeQ.inspectionTypeId,
      inspectionTypeName: safeQ.inspectionTypeName,
      key: safeQ.key,
      outline: reportOutlineOf(questionnaire, language),
    },
    inspection,
    versionOf(inspection),
    language,
  );
}
