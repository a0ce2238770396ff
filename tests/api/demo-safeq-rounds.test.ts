import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateModule } from '../../src-domain/inspection/validation.ts';
import { addDays, localDay } from '../../src-domain/shared/iso-week.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import type { DailyReport } from '../../src-projections/reports/daily-report.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The demo's Safe Q history (src-server/demo/seed-safeq.ts) reads as real rounds do: a finished round has
 * every question answered as the round's own finish would have asked the agent (a measured number, a text,
 * a comment where a negative answer asks for one), so its daily report shows no gap beside "all answered".
 */
describe("the demo's Safe Q rounds", () => {
  let server: TestServer;
  const clock = new ManualClock('2026-11-26T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
  });
  afterAll(() => server.close());

  it('answers every question of a finished round, as an agent would have had to', async () => {
    const models = readModelsOf(server);
    const hotel = await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' });
    expect(hotel).not.toBeNull();
    const yesterday = addDays(localDay(clock.now(), timeZoneOf(hotel!)), -1);
    const client = new ApiClient(server.url);
    await client.login('super@demo.test');
    const { status, body } = await client.request<DailyReport[]>(
      'GET',
      `/api/admin/hotels/${hotel!._id}/safeq-report/daily?day=${yesterday}&languageShortCode=sv_SE`,
    );
    expect(status).toBe(200);
    const report = body[0]!;
    const questions = report.modules.flatMap((m) => m.clusters.flatMap((c) => c.questions));
    const measured = questions.filter((q) => q.type === 'gradeG');
    const written = questions.filter((q) => q.type === 'gradeJ');
    expect(measured.length).toBeGreaterThan(0);
    expect(written.length).toBeGreaterThan(0);
    // The cold room's temperature, a plausible one; the written observations, some words.
    for (const q of measured) expect(q.score).toBeGreaterThanOrEqual(2);
    for (const q of measured) expect(q.score).toBeLessThanOrEqual(5);
    for (const q of written) expect(q.comment.trim()).not.toBe('');
    for (const q of questions.filter((q) => q.type !== 'gradeJ')) expect(q.score, q.content).not.toBeNull();

    // An agent's finish of every module would have been accepted (its mandatory questions and comments).
    const inspection = await models.collection<InspectionDocument>('inspections').findOne({ _id: report.id });
    const questionnaire = await models
      .collection<InspectionQuestionnaireDocument>('inspectionQuestionnaires')
      .findOne({ _id: report.id });
    for (const module of questionnaire!.modules)
      expect(validateModule(module, inspection!.answers[module.id] ?? {}, 'user'), module.name).toEqual({});
  });
});
