import { overdueByOwner } from '../../src-domain/report/action-counts.ts';
import { isInactive } from '../../src-domain/shared/dates.ts';
import {
  noRounds,
  roundCounts,
  roundStateOf,
  totalRounds,
  type RoundState,
} from '../../src-domain/statistics/round-state.ts';
import { isoWeekday, localDay } from '../../src-domain/shared/iso-week.ts';
import { isAdmin } from '../../src-domain/shared/roles.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { actionPlanQueries } from '../../src-projections/action-plans/queries.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { safeQQueries } from '../../src-projections/safeq/queries.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { actionPlanScope, hotelScope, inspectionScope } from '../auth/tenancy.ts';

export type { RoundState };

export interface WaitingHotel {
  id: string;
  name: string;
  organizationId: string;
  /** The entity's own date now (its time zone): the day its Safe Q rounds below are of. */
  today: string;
  /** Inspections the agent has submitted and no admin has approved yet (admins only, else 0). */
  toApprove: number;
  /** Their ids: a pushed inspection moves the count on the page without asking again (docs/realtime.md). */
  toApproveIds: string[];
  /** Today's Safe Q rounds (the entity's own day, in its time zone), by where each stands. */
  rounds: Record<RoundState, number>;
  /**
   * What `rounds` is counted from: per Safe Q type that runs today, the state of each of its inspections of
   * today by id (none yet: {}). A pushed Safe Q day (or an agent's own Safe Q inspection) of today replaces
   * its state, and the page counts again with the same `roundCounts`.
   */
  roundTypes: Record<string, Record<string, RoundState>>;
}

/** What waits for the signed-in person on the start page; every count is in the viewer's scope only. */
export interface Waiting {
  /** The active entities the viewer works at or administers, by name (the rooms that keep the counts live). */
  hotels: WaitingHotel[];
  /** Whether `toApprove` applies (admins only) and the sum over the entities. */
  toApprove: number | null;
  /** Open actions past their deadline: every one in an admin's scope, an agent's own (as owner) only. */
  /**
   * `byPlan`: the count per action plan (only plans with one), so a pushed plan line (its overdue count)
   * replaces its part of the sum on an admin's page.
   */
  overdueActions: { count: number; own: boolean; byPlan: Record<string, number> };
  rounds: Record<RoundState, number>;
  /** Open inspections assigned to the viewer (not yet submitted). */
  assigned: number;
  /** Their ids, as `toApproveIds`. */
  assignedIds: string[];
}

/**
 * The start page's counts, read from the read models (entities, inspection types, inspections, action plans,
 * Safe Q days), each through the viewer's tenancy scope: nothing of another organization, nor of an entity
 * outside a hotelAdmin's or agent's own, is ever counted.
 */
export async function waitingFor(readModels: ReadModels, viewer: CurrentUser, now: Date): Promise<Waiting> {
  const admin = isAdmin(viewer.role);
  const hotelDocs = (await hotelQueries(readModels).inScope(hotelScope(viewer)))
    .filter((h) => !isInactive(h.inactiveStartDate, h.inactiveEndDate, localDay(now, timeZoneOf(h))))
    .sort((a, b) => a.name.localeCompare(b.name));
  const hotelIds = hotelDocs.map((h) => h._id);
  const hotels = new Map<string, WaitingHotel>(
    hotelDocs.map((h) => [
      h._id,
      {
        id: h._id,
        name: h.name,
        organizationId: h.organizationId,
        today: localDay(now, timeZoneOf(h)),
        toApprove: 0,
        toApproveIds: [],
        rounds: noRounds(),
        roundTypes: {},
      },
    ]),
  );

  const [pending, plans, safeQTypes, assigned] = await Promise.all([
    admin
      ? inspectionQueries(readModels).idsWithHotelOf({
          $and: [inspectionScope(viewer), { agentEndTime: { $ne: null }, adminEndTime: null }],
        })
      : [],
    actionPlanQueries(readModels).withOpenActions(actionPlanScope(viewer)),
    inspectionTypeQueries(readModels).safeQAt(hotelIds),
    inspectionQueries(readModels).idsWithHotelOf({
      $and: [inspectionScope(viewer), { userId: viewer.id, agentEndTime: null, adminEndTime: null }],
    }),
  ]);

  for (const inspection of pending) {
    const hotel = hotels.get(inspection.hotelId);
    if (!hotel) continue;
    hotel.toApprove += 1;
    hotel.toApproveIds.push(inspection._id);
  }

  // Judged by each entity's own date, as the action plan list judges it: the count and the list it links to
  // agree. A plan of an entity inactive today still counts, by its own zone too.
  const overdueHotels = await hotelQueries(readModels).byIds(
    [...new Set(plans.map((p) => p.hotelId))].filter((id) => !hotels.has(id)),
  );
  const dayAt = new Map(overdueHotels.map((h) => [h._id, localDay(now, timeZoneOf(h))]));
  for (const hotel of hotels.values()) dayAt.set(hotel.id, hotel.today);
  let overdue = 0;
  const byPlan: Record<string, number> = {};
  for (const plan of plans) {
    const today = dayAt.get(plan.hotelId) ?? localDay(now, timeZoneOf(null));
    const byOwner = overdueByOwner(Object.values(plan.items), today);
    const count = admin ? byOwner.all : (byOwner.owners[viewer.id] ?? 0);
    if (count === 0) continue;
    overdue += count;
    byPlan[plan._id] = count;
  }

  await Promise.all(
    hotelDocs.map(async (hotel) => {
      const today = hotels.get(hotel._id)!.today;
      const types = safeQTypes.filter((t) => t.hotelId === hotel._id && runsOn(t.autoWeekdays, today));
      if (!types.length) return;
      const days = await safeQQueries(readModels).onDay(hotel._id, today);
      const counted = hotels.get(hotel._id)!;
      for (const type of types)
        counted.roundTypes[type._id] = Object.fromEntries(
          days.filter((d) => d.inspectionTypeId === type._id).map((d) => [d._id, roundStateOf(d)]),
        );
      counted.rounds = roundCounts(counted.roundTypes);
    }),
  );

  const list = [...hotels.values()];
  return {
    hotels: list,
    toApprove: admin ? list.reduce((sum, h) => sum + h.toApprove, 0) : null,
    overdueActions: { count: overdue, own: !admin, byPlan },
    rounds: totalRounds(list.map((hotel) => hotel.rounds)),
    assigned: assigned.length,
    assignedIds: assigned.map((inspection) => inspection._id),
  };
}

/** A Safe Q type without weekdays is a round of every day; with them, of those days only. */
const runsOn = (weekdays: readonly number[], day: string) =>
  weekdays.length === 0 || weekdays.includes(isoWeekday(day));
