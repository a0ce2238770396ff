import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, EMPTY_HOTEL } from '../../src-api/hotels/hotel-commands.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { organizationRanking, type HotelWeek } from '../../src-domain/statistics/organization-ranking.ts';
import { isAnswered, isComplete, sumFigures } from '../../src-domain/statistics/week-figures.ts';
import { approvedReportQueries } from '../../src-projections/approved-reports/queries.ts';
import { familyAverageQueries } from '../../src-projections/family-averages/queries.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import type { SafeQDayDocument } from '../../src-projections/safeq/projection.ts';
import { weeklyRankingQueries } from '../../src-projections/weekly-rankings/queries.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { safeQHistory, safeQQuestionnaire } from '../support/safeq-history.ts';
import { readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The weekly rankings and family averages read models give the figures that were summed per request before
 * them: the same sums from the same Safe Q days and approvals, on the demo data and on random Safe Q days
 * (answers, skipped modules, inspections moved to another week and deleted).
 */
describe('ranking and average read models', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clock: new ManualClock('2027-01-04T09:00:00.000Z') });
  });
  afterAll(() => server.close());

  /** An organization's entity-weeks summed per request from its Safe Q days, as the report did before. */
  const summedPerRequest = async (organizationId: string) => {
    const days = await readModelsOf(server)
      .collection<TrackedDocument<SafeQDayDocument>>('safeQDays')
      .find({ organizationId }, { sort: { _id: 1 } });
    const byWeek = new Map<string, SafeQDayDocument[]>();
    for (const d of days)
      byWeek.set(`${d.hotelId}|${d.week}`, [...(byWeek.get(`${d.hotelId}|${d.week}`) ?? []), d]);
    return [...byWeek].map(([id, list]): HotelWeek & { id: string } => {
      const moduleTypes = new Map(list.flatMap((d) => d.moduleTypes).map((m) => [m.moduleTypeId, m]));
      return {
        id,
        hotelId: list[0]!.hotelId,
        week: list[0]!.week,
        answered: list.filter((d) => isAnswered(d.figures)).length,
        total: list.length,
        complete: list.filter((d) => isComplete(d.figures)).length,
        empty: list.filter((d) => !isAnswered(d.figures)).length,
        figures: sumFigures(list),
        // A round without any answer is not ranked (docs/safeq.md).
        rankedFigures: sumFigures(list.filter((d) => isAnswered(d.figures))),
        moduleTypes: [...moduleTypes.values()],
      };
    });
  };

  /** Every week of the organization: the read model's weeks and rankings equal the per-request ones. */
  const expectSameRankings = async (organizationId: string) => {
    const expected = await summedPerRequest(organizationId);
    const rankings = weeklyRankingQueries(readModelsOf(server));
    const hotels = (await hotelQueries(readModelsOf(server)).inOrganization(organizationId, {})).map((h) => ({
      id: h._id,
      name: h.name,
      inactive: false,
    }));
    for (const week of new Set(expected.map((w) => w.week))) {
      const kept = await rankings.inWeek(organizationId, week);
      const fromDays = expected.filter((w) => w.week === week);
      const shape = (weeks: Array<HotelWeek & { id: string }>) =>
        weeks
          .map(({ id, hotelId, answered, total, complete, empty, figures, rankedFigures, moduleTypes }) => ({
            id,
            hotelId,
            answered,
            total,
            complete,
            empty,
            figures,
            rankedFigures,
            moduleTypes: [...moduleTypes].sort((a, b) => a.moduleTypeId.localeCompare(b.moduleTypeId)),
          }))
          .sort((a, b) => a.id.localeCompare(b.id));
      expect(shape(kept)).toEqual(shape(fromDays));
      for (const excludeUnanswered of [false, true]) {
        const rank = (weeks: HotelWeek[]) =>
          organizationRanking({ hotels, weeks, excludeUnanswered, language: 'sv_SE' });
        expect(rank(kept)).toEqual(rank(fromDays));
      }
    }
    // No week is kept that the days do not have (a moved or deleted inspection's week is emptied).
    const keptWeeks = await readModelsOf(server)
      .collection<{ _id: string; organizationId: string }>('weeklyRankings')
      .find({ organizationId });
    expect(keptWeeks.map((w) => w._id).sort()).toEqual(expected.map((w) => w.id).sort());
    return expected.length;
  };

  it('keeps the demo data’s Safe Q weeks and family averages as they were summed per request', async () => {
    // The demo's approved inspections, and the Safe Q history of the report tests beside them.
    await safeQHistory(server);
    const organizations = await readModelsOf(server).collection<{ _id: string }>('organizations').find({});
    let weeks = 0;
    for (const { _id } of organizations) weeks += await expectSameRankings(_id);
    expect(weeks).toBeGreaterThan(0);

    // Family averages: each entity's mean of its approved inspections' recorded percentages.
    const approved = (await approvedReportQueries(readModelsOf(server)).all()).filter((r) => r.figures);
    const sums = new Map<string, number[]>();
    for (const r of approved) {
      const key = `${r.organizationId}|${r.familyId}`;
      if (r.figures!.percent === null) continue;
      sums.set(`${key}|${r.hotelId}`, [...(sums.get(`${key}|${r.hotelId}`) ?? []), r.figures!.percent]);
    }
    expect(sums.size).toBeGreaterThan(0);
    const averages = familyAverageQueries(readModelsOf(server));
    for (const [key, percents] of sums) {
      const [organizationId, familyId, hotelId] = key.split('|') as [string, string, string];
      const kept = (await averages.byHotel(organizationId, familyId)).get(hotelId);
      expect(kept).toBeCloseTo(percents.reduce((a, b) => a + b, 0) / percents.length, 9);
    }
  });

  it('keeps random Safe Q days’ weeks as they are summed per request', async () => {
    const container = server.runtime.container;
    const commands = container.get(TOKENS.commands);
    const engine = container.get(TOKENS.engine);
    const system = { id: 'system', role: 'superUser' as const };
    const { ids, modules } = safeQQuestionnaire();
    const DAYS = ['2026-12-20', '2026-12-21', '2026-12-27', '2026-12-28', '2027-01-04'];
    const answer = fc.record({
      q1: fc.constantFrom(null, 0, 1),
      q2: fc.constantFrom(null, -1, 0, 1),
      q3: fc.constantFrom(null, 0, 1),
      q4: fc.constantFrom(null, 0, 2),
      skipM2: fc.boolean(),
      end: fc.boolean(),
      movedTo: fc.option(fc.constantFrom(...DAYS)),
      deleted: fc.boolean(),
    });
    const day = fc.record({ hotel: fc.nat(1), day: fc.constantFrom(...DAYS), answer });

    await fc.assert(
      fc.asyncProperty(fc.array(day, { minLength: 1, maxLength: 4 }), async (plan) => {
        const organizationId = crypto.randomUUID();
        const now = '2026-12-01T08:00:00.000Z';
        await commands.handle(organizationDecider, organizationStream(organizationId), {
          type: 'CreateOrganization',
          organizationId,
          name: `Slump ${organizationId.slice(0, 8)}`,
          now,
        });
        const hotels = [];
        for (const name of ['Ett', 'Två'])
          hotels.push(
            (await createHotel(commands, system, organizationId, { ...EMPTY_HOTEL, name }, new Date(now)))
              .hotelId,
          );
        let position = 0;
        for (const { hotel, day: startDate, answer: a } of plan) {
          const id = crypto.randomUUID();
          const run = async (command: Record<string, unknown>) => {
            position = (
              await commands.handle(inspectionDecider, inspectionStream(id), {
                actor: system,
                now: `${startDate}T09:00:00.000Z`,
                ...command,
              } as InspectionCommand)
            ).position;
          };
          position = (
            await createInspectionInParts(commands, {
              actor: system,
              now: `${startDate}T09:00:00.000Z`,
              data: newInspectionData({
                inspectionId: id,
                organizationId,
                hotelId: hotels[hotel]!,
                type: dailySafeQ(ids.inspectionTypeId),
                startDate,
                startHour: '07:00',
                modules,
              }),
            })
          ).position;
          for (const [moduleId, questionId, score] of [
            [ids.M1, ids.q1, a.q1],
            [ids.M1, ids.q2, a.q2],
            [ids.M1, ids.q3, a.q3],
            [ids.M2, ids.q4, a.q4],
          ] as const)
            if (score !== null) await run({ type: 'ScoreQuestion', moduleId, questionId, score });
          if (a.skipM2) await run({ type: 'ToggleModuleSkipped', moduleId: ids.M2 });
          if (a.movedTo && a.movedTo !== startDate)
            await run({ type: 'RescheduleInspection', changes: { startDate: a.movedTo } });
          if (a.end) await run({ type: 'SetAgentEndTime' });
          if (a.deleted) await run({ type: 'DeleteInspection' });
        }
        await engine.waitFor(position);
        await expectSameRankings(organizationId);
      }),
      { numRuns: 6 },
    );
  });
});
