import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay, weeksBefore } from '../../src-domain/shared/iso-week.ts';
import { DEFAULT_TIME_ZONE } from '../../src-domain/shared/time-zone.ts';
import type { DailyReport } from '../../src-projections/reports/daily-report.ts';
import type { OrganizationReport } from '../../src-projections/reports/organization-report.ts';
import type { WeeklyReport } from '../../src-projections/reports/weekly-report.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A fresh start's demo holds eight weeks of Safe Q rounds (src-server/demo/seed-safeq.ts): the daily,
 * weekly and organization reports have figures for a newcomer, and the ranking tells the entities apart.
 */
describe('demo Safe Q history', () => {
  let server: TestServer;
  let company: ApiClient;
  const f = { solvik: '', fjallbacka: '' };
  // A Wednesday morning: the last whole week ended on Sunday.
  const clock = new ManualClock('2026-11-25T10:00:00.000Z');
  const today = localDay(clock.now(), DEFAULT_TIME_ZONE);
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    const hotels = await readModelsOf(server).collection<HotelDocument>('hotels').find({});
    f.solvik = hotels.find((h) => h.name === 'Hotel Solvik')!._id;
    f.fjallbacka = hotels.find((h) => h.name === 'Hotel Fjällbacka')!._id;
    company = new ApiClient(server.url);
    await company.login('company@demo.test');
  });
  afterAll(() => server.close());

  const get = async <T>(path: string) => {
    const answer = await company.request<T>('GET', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('ranks both demo entities in each of the last 8 weeks, Hotel Solvik clearly ahead', async () => {
    const weeks: Array<{ week: string; solvik: number; fjallbacka: number }> = [];
    for (let back = 1; back <= 8; back++) {
      const week = weeksBefore(today, back);
      const report = await get<OrganizationReport>(`/api/admin/organizations/my/report?day=${week.end}`);
      const row = (name: string) => report.hotels.find((h) => h.name === name)!;
      for (const name of ['Hotel Solvik', 'Hotel Fjällbacka']) {
        expect(row(name).answered, `${name} in ${week.key}`).toBeGreaterThanOrEqual(4);
        expect(row(name).qIndex, `${name} in ${week.key}`).not.toBeNull();
        expect(row(name).rank).not.toBeNull();
      }
      weeks.push({
        week: week.key,
        solvik: row('Hotel Solvik').qIndex!,
        fjallbacka: row('Hotel Fjällbacka').qIndex!,
      });
    }
    const mean = (key: 'solvik' | 'fjallbacka') => weeks.reduce((sum, w) => sum + w[key], 0) / weeks.length;
    expect(mean('solvik') - mean('fjallbacka'), JSON.stringify(weeks)).toBeGreaterThan(8);
    // Plausible, not a constant: the weekly figures move.
    expect(new Set(weeks.map((w) => w.fjallbacka)).size).toBeGreaterThan(2);
    for (const w of weeks) {
      expect(w.solvik).toBeGreaterThan(50);
      expect(w.solvik).toBeLessThanOrEqual(100);
    }
  });

  it('gives each of the last 8 weekly reports a score at both entities', async () => {
    for (const hotelId of [f.solvik, f.fjallbacka])
      for (let back = 1; back <= 8; back++) {
        const week = weeksBefore(today, back);
        const report = await get<WeeklyReport>(
          `/api/admin/hotels/${hotelId}/safeq-report/weekly?day=${week.end}`,
        );
        expect(report.week.week).toBe(week.key);
        expect(report.score.percent, week.key).not.toBeNull();
        expect(report.hotels[0]!.inspections.length).toBeGreaterThanOrEqual(4);
      }
  });

  it("shows yesterday's round in the daily report, submitted, and today's under way at Hotel Fjällbacka only", async () => {
    const yesterday = addDays(today, -1);
    for (const hotelId of [f.solvik, f.fjallbacka]) {
      const daily = await get<DailyReport[]>(
        `/api/admin/hotels/${hotelId}/safeq-report/daily?day=${yesterday}`,
      );
      expect(daily).toHaveLength(1);
      expect(daily[0]!.endTime).not.toBeNull();
      expect(daily[0]!.modules[0]!.totalAnsweredQuestions).toBeGreaterThan(0);
    }
    const fjallbackaToday = await get<DailyReport[]>(
      `/api/admin/hotels/${f.fjallbacka}/safeq-report/daily?day=${today}`,
    );
    expect(fjallbackaToday.map((r) => r.endTime)).toEqual([null]);
    expect(await get(`/api/admin/hotels/${f.solvik}/safeq-report/daily?day=${today}`)).toEqual([]);
  });
});
