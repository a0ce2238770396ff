import { inLanguage } from '../../src-domain/catalogue/fields.ts';
import type { FollowUp } from '../../src-domain/inspection/fields.ts';
import { isLocale } from '../../src-domain/shared/locales.ts';
import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { fallsShort, worthOf } from '../../src-domain/scoring/worth.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { InspectionReactorOptions } from './inspection-reactor-options.ts';
import { listRecipients } from '../mail/list-recipients.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { questionsOf } from './answer-tally.ts';
import { isFresh } from './fresh-answer.ts';

export const HOTEL_RESPONSIBLE_TEMPLATE = 'hotelResponsible';

type Answered =
  | {
      type: 'QuestionScored';
      data: { at: string; moduleId: string; questionId: string; score: number | null };
    }
  | { type: 'FollowUpSet'; data: { at: string; moduleId: string; questionId: string } & FollowUp };

/**
 * A question with notifyHotelResponsible answered short of its full points (by the one worth rule) or
 * marked for follow-up -> a mail to the entity's emailContact. Once per inspection and question: the entry is
 * keyed by both, so changing the answer back and forth, or a replay, mails nobody again; an answer older
 * than a day mails nobody (fresh-answer.ts).
 */
export function hotelResponsibleReactor(options: InspectionReactorOptions): Reactor {
  const { readModels, questionnaires } = options;
  return {
    name: REACTOR_NAMES.hotelResponsible,
    eventTypes: ['QuestionScored', 'FollowUpSet'],
    readModels: ['inspections', 'inspectionQuestionnaires', 'hotels', 'users'],
    async react(recorded) {
      const event = { type: recorded.type, data: recorded.data } as Answered;
      if (!isFresh(event.data.at, options.now())) return null;
      const inspectionId = recorded.stream.slice('inspection-'.length);
      const questionnaire = await questionnaires.find(inspectionId);
      const module = questionnaire?.modules.find((m) => m.id === event.data.moduleId);
      const question = module && questionsOf(module).find((q) => q.id === event.data.questionId);
      if (!question?.notifyHotelResponsible) return null;
      const flagged =
        event.type === 'FollowUpSet'
          ? event.data.needsFollowUp
          : fallsShort(worthOf(question.type, event.data.score));
      if (!flagged) return null;
      const inspection = await inspectionQueries(readModels).byId(inspectionId);
      const hotel = inspection && (await hotelQueries(readModels).byId(inspection.hotelId));
      if (!inspection || !hotel?.emailContact?.trim()) return null;
      return (await listRecipients(readModels, [hotel.emailContact])).map(({ to, language }) => ({
        template: HOTEL_RESPONSIBLE_TEMPLATE,
        to,
        key: `${inspectionId}:${question.id}`,
        params: {
          language,
          hotel: hotel.name,
          type: inspection.inspectionType.name,
          startDate: inspection.startDate,
          question: inLanguage(question.content, isLocale(language) ? language : DEFAULT_LOCALE).text,
          reason: event.type === 'FollowUpSet' ? 'followUp' : 'failed',
          path: `/sessions/${inspectionId}/modules/${module!.id}`,
        },
        organizationId: hotel.organizationId,
      }));
    },
  };
}
