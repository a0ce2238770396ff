import { stableUuid } from '../../../src-domain/eventstore/stable-uuid.ts';
import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import type { HotelDocument } from '../../../src-projections/hotels/projection.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import type { InspectionTypeDocument } from '../../../src-projections/inspection-types/projection.ts';
import { inspectionTypeQueries } from '../../../src-projections/inspection-types/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import { closeAt, inactiveOn, startsAutomatically, startsOn } from '../auto-schedule.ts';
import type { DueWork, ScheduledJob } from '../due-work.ts';
import { daysFrom, localDate, localInstant } from '../local-time.ts';

export const AUTO_START = 'autoStart';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates one inspection of the type at the entity, as the create-inspection route does (the questionnaire
 * copied in as it is now): handed in by the composition root, which owns that route's helpers.
 */
export type StartInspection = (start: {
  inspectionId: string;
  type: InspectionTypeDocument;
  hotel: HotelDocument;
  startDate: string;
  startHour: string;
  now: Date;
}) => Promise<void>;

/** The id an automatic inspection gets: the same for the same period, so a repeated start adds nothing. */
export const autoStartedInspectionId = (typeId: string, startDate: string): string =>
  stableUuid(`${AUTO_START}:${typeId}:${startDate}`);

/**
 * The automatic start: on each start day of a type (auto-schedule.ts), at its start time in the entity's
 * zone, one inspection of it at the entity, left to the entity's agents, notification asked for. Late by
 * more than until its close (or a day, without a close time) it is skipped: an inspection that would open
 * already closed is of no use.
 */
export function autoStartJob(options: { readModels: ReadModels; start: StartInspection }): ScheduledJob {
  const types = inspectionTypeQueries(options.readModels);
  const hotels = hotelQueries(options.readModels);
  return {
    name: AUTO_START,
    async due({ from, to }) {
      const candidates = (await types.withAutoStart()).filter(startsAutomatically);
      const hotelById = new Map(
        (await hotels.byIds([...new Set(candidates.map((t) => t.hotelId!))])).map((h) => [h._id, h]),
      );
      const works: DueWork[] = [];
      for (const type of candidates) {
        const hotel = hotelById.get(type.hotelId!);
        if (!hotel) continue;
        const zone = timeZoneOf(hotel);
        // A type starts nothing for the days before it existed.
        const since = new Date(Math.max(from.getTime(), Date.parse(type.createdAt)));
        for (const day of daysFrom(localDate(zone, since), localDate(zone, to))) {
          if (!startsOn(type, zone, day) || inactiveOn(hotel, day)) continue;
          const dueAt = localInstant(zone, day, type.autoStartTime!);
          if (dueAt <= since || dueAt > to) continue;
          const staleAt = closeAt(type, zone, day) ?? new Date(dueAt.getTime() + DAY_MS);
          works.push({ job: AUTO_START, target: type._id, period: day, dueAt, staleAt });
        }
      }
      return works;
    },
    async run(work, now) {
      const type = await types.byId(work.target);
      const hotel = type?.hotelId ? await hotels.byId(type.hotelId) : null;
      // Deleted since it fell due: nothing to start, and the period is recorded as done.
      if (!type || !hotel || !type.autoStartTime) return;
      await options.start({
        inspectionId: autoStartedInspectionId(type._id, work.period),
        type,
        hotel,
        startDate: work.period,
        startHour: type.autoStartTime,
        now,
      });
    },
  };
}
