import { addDays, isoWeekOf } from '../../src-domain/shared/iso-week.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { weeklyRankingQueries } from '../../src-projections/weekly-rankings/queries.ts';
import { listRecipients } from '../mail/list-recipients.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { WEEKLY_RANKING } from './jobs/weekly-ranking.ts';
import { SCHEDULED_WORK_FIRED, type ScheduledWorkData } from './scheduled-work-events.ts';

export const WEEKLY_RANKING_TEMPLATE = 'weeklyRanking';

/** The Monday of an ISO week (`2026-W48`): week 1 holds 4 January. */
export function mondayOf(week: string): string {
  const [year, number] = week.split('-W').map(Number) as [number, number];
  return addDays(isoWeekOf(`${year}-01-04`).start, 7 * (number - 1));
}

/**
 * An organization's weekly mail fired -> when any of its entities held a Safe Q round that week, the week's
 * ranking with the report attached to each address of the organization's reportEmail, in its reader's
 * language (an active user's own, any other address the product's default). A week without a single round
 * mails nothing: a ranking of nobody says nothing. Keyed by the firing: once per organization and week.
 */
export function weeklyRankingReactor(options: { readModels: ReadModels }): Reactor {
  const { readModels } = options;
  return {
    name: REACTOR_NAMES.weeklyRanking,
    eventTypes: [SCHEDULED_WORK_FIRED],
    readModels: ['organizations', 'hotels', 'weeklyRankings', 'users'],
    async react(recorded) {
      const work = recorded.data as ScheduledWorkData;
      if (work.job !== WEEKLY_RANKING) return null;
      const organization = await organizationQueries(readModels).byId(work.target);
      if (!organization || organization.reportEmail.length === 0) return null;
      const weeks = await weeklyRankingQueries(readModels).inWeek(organization._id, work.period);
      if (!weeks.some((w) => w.total > 0)) return null;
      const params = { organizationId: organization._id, week: work.period, day: mondayOf(work.period) };
      return (await listRecipients(readModels, organization.reportEmail)).map(({ to, language }) => ({
        template: WEEKLY_RANKING_TEMPLATE,
        to,
        params: { ...params, language },
        organizationId: organization._id,
      }));
    },
  };
}
