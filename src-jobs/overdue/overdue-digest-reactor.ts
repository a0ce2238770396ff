import { isOverdue } from '../../src-domain/report/action-counts.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { actionPlanQueries } from '../../src-projections/action-plans/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import type { OutboxMail } from '../mail/outbox.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';
import { OVERDUE_DIGEST } from '../schedule/jobs/overdue-digest.ts';
import { SCHEDULED_WORK_FIRED, type ScheduledWorkData } from '../schedule/scheduled-work-events.ts';

export const OVERDUE_DIGEST_TEMPLATE = 'overdueDigest';
/** The most actions one digest lists; the count says how many there are in all. */
export const OVERDUE_LIST_LIMIT = 50;

interface OverdueLine {
  deadline: string;
  inspectionId: string;
  type: string;
  startDate: string;
  ownerId: string | null;
}

/**
 * An entity's overdue digest fired -> one mail per admin with the entity's open actions whose deadline is
 * before the digest's day (docs/mail.md, Overdue actions): every hotelAdmin of the entity gets all of them;
 * the organization's companyAdmins get those a companyAdmin owns (no hotelAdmin stands above such an owner),
 * so a companyAdmin owner is never escalated to alone. Each in the recipient's own language; nobody
 * deactivated; no mail when nothing is overdue. Keyed by the firing: once per admin, entity and local day.
 */
export function overdueDigestReactor(options: { readModels: ReadModels }): Reactor {
  const { readModels } = options;
  return {
    name: REACTOR_NAMES.overdueDigest,
    eventTypes: [SCHEDULED_WORK_FIRED],
    readModels: ['actionPlans', 'hotels', 'users'],
    async react(recorded) {
      const work = recorded.data as ScheduledWorkData;
      if (work.job !== OVERDUE_DIGEST) return null;
      const hotel = await hotelQueries(readModels).byId(work.target);
      if (!hotel) return null;
      const plans = await actionPlanQueries(readModels).sent(
        { hotelId: hotel._id, states: 'open' },
        { skip: 0, limit: 10_000 },
      );
      const lines: OverdueLine[] = [];
      for (const plan of plans)
        for (const item of Object.values(plan.items))
          if (isOverdue(item, work.period))
            lines.push({
              deadline: item.deadline!,
              inspectionId: plan._id,
              type: plan.inspectionType.name,
              startDate: plan.startDate,
              ownerId: item.ownerId,
            });
      if (lines.length === 0) return null;
      lines.sort(
        (a, b) => a.deadline.localeCompare(b.deadline) || a.inspectionId.localeCompare(b.inspectionId),
      );

      const users = userQueries(readModels);
      const admins = (
        await users.inScope({
          $or: [
            { role: 'hotelAdmin', hotelIds: hotel._id },
            { role: 'companyAdmin', organizationId: hotel.organizationId },
          ],
        })
      ).filter((u) => !!u.email);
      const owners = new Map(
        (await users.byIds([...new Set(lines.map((l) => l.ownerId).filter((id): id is string => !!id))])).map(
          (u) => [u._id, u],
        ),
      );
      const ownedByCompanyAdmin = (line: OverdueLine) =>
        owners.get(line.ownerId ?? '')?.role === 'companyAdmin';
      const mails: OutboxMail[] = [];
      for (const admin of admins) {
        const mine = admin.role === 'hotelAdmin' ? lines : lines.filter(ownedByCompanyAdmin);
        if (mine.length === 0) continue;
        mails.push({
          template: OVERDUE_DIGEST_TEMPLATE,
          to: admin.email,
          organizationId: hotel.organizationId,
          params: {
            language: admin.language,
            hotel: hotel.name,
            date: work.period,
            count: String(mine.length),
            // One line each, tab-separated: deadline, path, type, start date, owner's name (or empty).
            actions: mine
              .slice(0, OVERDUE_LIST_LIMIT)
              .map((l) =>
                [
                  l.deadline,
                  `/sessions/${l.inspectionId}/action-plan`,
                  l.type,
                  l.startDate,
                  nameOf(owners, l),
                ].join('\t'),
              )
              .join('\n'),
          },
        });
      }
      return mails;
    },
  };
}

const nameOf = (owners: Map<string, UserDocument>, line: OverdueLine) =>
  (line.ownerId && owners.get(line.ownerId)?.name) || '';
