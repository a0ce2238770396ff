import { actionItemsOf, inspectionReport } from '../../src-domain/report/inspection-report.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import type { HotelDocument } from '../hotels/projection.ts';
import type { InspectionDocument } from '../inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../inspections/questionnaire-projection.ts';
import { versionOf, type Versioned } from '../projection.ts';
import type { UserDocument } from '../users/projection.ts';
import { reportOutlineOf } from './outline.ts';
import { presentOverTime, type OverTimeInputs } from './over-time.ts';

export interface ReportInputs extends Omit<OverTimeInputs, 'inspection'> {
  /** The inspection's live state (the inspections read model), with its version. */
  doc: Versioned<InspectionDocument>;
  questionnaire: InspectionQuestionnaireDocument;
  hotel: HotelDocument | null;
  /** The assigned agent, when there is one. */
  agent: Pick<UserDocument, 'name' | 'agentCode' | 'profile'> | null;
  language: Locale;
}

/**
 * The agent report of one inspection (administration §2, §3): header, figures with their counts, modules
 * with observations ranked by score, comfort zones (the inspection's part, src-domain/report), and the
 * comparison with the previous inspection at the entity and the entity over time (over-time.ts).
 */
export function presentReport({ doc, questionnaire, hotel, agent, language, ...overTime }: ReportInputs) {
  const outline = reportOutlineOf(questionnaire, language);
  const { previousPercentOf, ...pastFigures } = presentOverTime({ inspection: doc, ...overTime });
  return {
    id: doc._id,
    /** The inspection document's version this report was computed from: a push after it is applied. */
    version: versionOf(doc),
    title: doc.inspectionType.name,
    reportType: doc.inspectionType.reportType,
    languageShortCode: language,
    // The zone its times are written in, on paper as on the screens (formats.ts).
    hotel: {
      id: doc.hotelId,
      name: hotel?.name ?? '',
      address: hotel?.address ?? '',
      timeZone: timeZoneOf(hotel),
    },
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
    ...pastFigures,
  };
}

/**
 * The audit QA report: the report and the answers flagged for follow-up (its action plan's items), over the
 * outline the report already carries.
 */
export function presentAuditQaReport(inputs: ReportInputs) {
  const report = presentReport(inputs);
  return { ...report, actionItems: actionItemsOf(report.outline, inputs.doc) };
}
