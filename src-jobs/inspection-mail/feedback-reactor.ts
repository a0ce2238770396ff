import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { InspectionReactorOptions } from './inspection-reactor-options.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { listRecipients } from '../mail/list-recipients.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { answerTally } from './answer-tally.ts';
import { isFresh } from './fresh-answer.ts';

export const FEEDBACK_TEMPLATE = 'feedback';

/** The events that finish an inspection's answers: the agent's submit, or the type's automatic close. */
const FINISHING = ['AgentEndTimeSet', 'InspectionClosedAutomatically'] as const;

/** Where a reader sees an inspection's report: the audit QA report has its own screen. */
export const reportPath = (inspectionId: string, reportType: string): string =>
  `/admin/sessions/${inspectionId}/${reportType === 'auditQA' ? 'report-auditqa' : 'report'}`;

/**
 * An inspection's answers finished (submitted, or closed automatically) -> the feedback mail to each address
 * of its type's feedbackEmail (the toggle "feedback on finished answers" is a non-empty list): who finished
 * it, how many answers fall short, the report's link. Keyed by the finishing event, so a replay adds nothing;
 * a finish older than a day mails nobody (fresh-answer.ts).
 */
export function feedbackReactor(options: InspectionReactorOptions): Reactor {
  const { readModels, questionnaires } = options;
  return {
    name: REACTOR_NAMES.feedback,
    eventTypes: FINISHING,
    readModels: ['inspections', 'inspectionQuestionnaires', 'hotels', 'inspectionTypes', 'users'],
    async react(recorded) {
      const data = recorded.data as { by: string; at: string; closeDate?: string };
      if (!isFresh(data.at, options.now())) return null;
      const inspectionId = recorded.stream.slice('inspection-'.length);
      const inspection = await inspectionQueries(readModels).byId(inspectionId);
      if (!inspection) return null;
      const [type, hotel, questionnaire] = await Promise.all([
        inspectionTypeQueries(readModels).byId(inspection.inspectionType.inspectionTypeId),
        hotelQueries(readModels).byId(inspection.hotelId),
        questionnaires.find(inspectionId),
      ]);
      if (!type || !hotel || type.feedbackEmail.length === 0) return null;
      const agent = recorded.type === 'AgentEndTimeSet' ? await userQueries(readModels).byId(data.by) : null;
      const tally = answerTally(
        questionnaire?.modules ?? [],
        inspection.answers,
        (moduleId) => inspection.progress[moduleId]?.skipped ?? false,
      );
      const params = {
        hotel: hotel.name,
        type: inspection.inspectionType.name,
        startDate: inspection.startDate,
        agent: agent?.name ?? '',
        ...(recorded.type === 'InspectionClosedAutomatically' ? { closeDate: data.closeDate ?? '' } : {}),
        answered: String(tally.answered),
        failing: String(tally.failing),
        path: reportPath(inspectionId, inspection.inspectionType.reportType),
      };
      return (await listRecipients(readModels, type.feedbackEmail)).map(({ to, language }) => ({
        template: FEEDBACK_TEMPLATE,
        to,
        params: { ...params, language },
        organizationId: hotel.organizationId,
      }));
    },
  };
}
