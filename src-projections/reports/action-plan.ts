import { actionCounts, overdueByOwner } from '../../src-domain/report/action-counts.ts';
import { actionItemsOf } from '../../src-domain/report/inspection-report.ts';
import { actionSuggestionsOf, addedActionItemsOf } from '../../src-domain/report/added-actions.ts';
import { actionPlanSent } from '../../src-domain/inspection/index.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { ActionPlanDocument } from '../action-plans/projection.ts';
import type { InspectionDocument } from '../inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../inspections/questionnaire-projection.ts';
import { versionOf, type Versioned } from '../projection.ts';
import { reportOutlineOf } from './outline.ts';

export type Names = Map<string, string>;
const person = (names: Names, id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);

/** Everyone an action plan names: who ended it, the follow-up's agent, the owners and who did and verified. */
export function peopleOf(doc: InspectionDocument): string[] {
  const ids = [
    doc.userId,
    doc.lastEditedBy.userId,
    doc.agentEndTimeSetBy,
    doc.adminEndTimeSetBy,
    doc.followUp?.userId ?? null,
    ...Object.values(doc.actions).flatMap((a) => [a.ownerId, a.proof?.by ?? null, a.verified?.by ?? null]),
  ];
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** The follow-up inspection as the plan shows it (administration §4): its start and whether it was done. */
export interface FollowUpState {
  id: string;
  startTime: string;
  startTimeHour: string;
  user: { id: string; name: string } | null;
  agentEndTime: string | null;
  adminEndTime: string | null;
}

/**
 * The printable action plan (inspection-run §2 "Action plan page"): the entity, the dates and who set them,
 * the follow-up, the summary, and every answer flagged for follow-up with the action loop's state. It carries
 * its outline (question texts in the plan's language), so an open page applies each pushed live state of the
 * inspection with the same `actionItemsOf`.
 */
export function presentActionPlan(input: {
  doc: Versioned<InspectionDocument>;
  questionnaire: InspectionQuestionnaireDocument;
  hotelName: string;
  names: Names;
  followUp: FollowUpState | null;
  language: Locale;
  /** The clock's date (YYYY-MM-DD): what "overdue" is judged against, here and on the screens. */
  today: string;
}) {
  const { doc, names, language } = input;
  const outline = reportOutlineOf(input.questionnaire, language);
  return {
    id: doc._id,
    version: versionOf(doc),
    languageShortCode: language,
    hotel: { id: doc.hotelId, name: input.hotelName },
    inspectionType: {
      id: doc.inspectionType.inspectionTypeId,
      name: doc.inspectionType.name,
      reportType: doc.inspectionType.reportType,
    },
    startDate: doc.startDate,
    startHour: doc.startHour,
    user: person(names, doc.userId),
    agentEndTime: doc.agentEndTime,
    agentEndTimeSetByUser: person(names, doc.agentEndTimeSetBy),
    adminEndTime: doc.adminEndTime,
    adminEndTimeSetByUser: person(names, doc.adminEndTimeSetBy),
    lastEditedBy: { ...person(names, doc.lastEditedBy.userId)!, at: doc.lastEditedBy.at },
    followUpToInspectionId: doc.followUpToInspectionId,
    followUp: input.followUp,
    enableActionPlan: doc.enableActionPlan,
    sent: actionPlanSent(doc),
    followUpSummary: doc.followUpSummary,
    outline,
    items: actionItemsOf(outline, doc),
    /** Actions admins added after approval (docs/action-plans.md). */
    addedItems: addedActionItemsOf(outline, doc),
    /** Answers below the pass line not yet an action, offered to admins as actions. */
    suggestions: actionSuggestionsOf(
      outline,
      doc,
      new Set(doc.moduleIds.filter((id) => doc.progress[id]?.skipped)),
    ),
    /** Names of the people the items name (owners, who did and verified), by id. */
    people: Object.fromEntries(names),
    today: input.today,
  };
}

/** A line of the action plan list (inspection-run §2 "Action plan list" columns), with its action counts. */
export function presentActionPlanRow(
  doc: Versioned<ActionPlanDocument>,
  hotelName: string,
  names: Names,
  today: string,
) {
  return {
    id: doc._id,
    version: versionOf(doc),
    startTime: doc.startDate,
    startTimeHour: doc.startHour,
    hotel: { id: doc.hotelId, name: hotelName },
    inspectionType: { id: doc.inspectionType.inspectionTypeId, name: doc.inspectionType.name },
    lastEditedBy: { ...person(names, doc.lastEditedBy.userId)!, at: doc.lastEditedBy.at },
    agentEndTime: doc.agentEndTime,
    adminEndTime: doc.adminEndTime,
    adminEndTimeSetByUser: person(names, doc.adminEndTimeSetBy),
    sentAt: doc.sentAt,
    followUp: doc.followUp && {
      id: doc.followUp.inspectionId,
      startTime: doc.followUp.startDate,
      startTimeHour: doc.followUp.startHour,
    },
    counts: actionCounts(Object.values(doc.items), today),
    /**
     * The overdue actions per owner: an agent's start page counts its own from a pushed line. Its readers see
     * the same owners on the plan itself (mayReadActionPlan), so it tells them nobody new.
     */
    overdueByOwner: overdueByOwner(Object.values(doc.items), today).owners,
    /** The earliest deadline of an action still open, to sort and warn by. */
    nextDeadline:
      Object.values(doc.items)
        .filter((i) => i.state === 'open' && i.deadline)
        .map((i) => i.deadline!)
        .sort()[0] ?? null,
  };
}
export type ActionPlanRow = ReturnType<typeof presentActionPlanRow>;
