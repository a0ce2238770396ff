import type { InspectionEvent } from '../../src-domain/inspection/index.ts';
import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import type { OutboxMail } from '../mail/outbox.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';

export const ACTION_PLAN_TEMPLATE = 'actionPlan';
export const FOLLOW_UP_INSPECTION_TEMPLATE = 'followUpInspection';

type Sent = Extract<InspectionEvent, { type: 'FollowUpCreated' | 'ActionPlanSent' }>;

/**
 * The action plan sent (with a follow-up inspection or alone) -> its mails (administration §5): the plan to
 * each address of the entity's report list (in the product's default language: a list is addresses, not
 * people), a copy to the admin who sent it when asked (in their language), and the follow-up inspection to
 * the user it is assigned to (in theirs). Nobody gone or deactivated is mailed; an address is mailed once.
 */
export function actionPlanReactor(options: { readModels: ReadModels }): Reactor {
  const users = userQueries(options.readModels);
  return {
    name: REACTOR_NAMES.actionPlan,
    eventTypes: ['FollowUpCreated', 'ActionPlanSent'],
    readModels: ['inspections', 'hotels', 'users'],
    async react(recorded) {
      const event = { type: recorded.type, data: recorded.data } as Sent;
      const inspectionId = recorded.stream.slice('inspection-'.length);
      const inspection = await inspectionQueries(options.readModels).byId(inspectionId);
      const hotel = inspection && (await hotelQueries(options.readModels).byId(inspection.hotelId));
      if (!inspection || !hotel) return null;
      const active = async (id: string | null) => {
        const user = id ? await users.byId(id) : null;
        return user && user.role !== 'deactivated' ? user : null;
      };
      const plan = {
        hotel: hotel.name,
        type: inspection.inspectionType.name,
        startDate: inspection.startDate,
        path: `/sessions/${inspectionId}/action-plan`,
        ...(event.type === 'FollowUpCreated'
          ? { followUpDate: event.data.startDate, followUpHour: event.data.startHour }
          : {}),
      };
      const mails: OutboxMail[] = [];
      const mailed = new Set<string>();
      const add = (mail: OutboxMail) => {
        const key = mail.to.trim().toLowerCase();
        if (!key || mailed.has(key)) return;
        mailed.add(key);
        mails.push({ ...mail, organizationId: hotel.organizationId });
      };
      for (const to of hotel.reportEmail)
        add({ template: ACTION_PLAN_TEMPLATE, to, params: { ...plan, language: DEFAULT_LOCALE } });
      if (event.type === 'FollowUpCreated') {
        const agent = await active(event.data.userId);
        if (agent)
          add({
            template: FOLLOW_UP_INSPECTION_TEMPLATE,
            to: agent.email,
            params: {
              name: agent.name,
              language: agent.language,
              hotel: hotel.name,
              type: inspection.inspectionType.name,
              startDate: event.data.startDate,
              startHour: event.data.startHour,
              path: `/sessions/${event.data.inspectionId}`,
            },
          });
      }
      if (event.data.sendCCToCreator) {
        const sender = await active(event.data.by);
        if (sender)
          add({
            template: ACTION_PLAN_TEMPLATE,
            to: sender.email,
            params: { ...plan, language: sender.language },
          });
      }
      return mails;
    },
  };
}
