import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';
import { localDay } from '../../src-domain/shared/iso-week.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import type { DailyReport } from '../../src-projections/reports/daily-report.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ApiClient, readModelsOf, type TestServer } from './test-server.ts';

/**
 * The demo's Safe Q round under way today at Hotel Fjällbacka (src-server/demo/seed-safeq.ts): the day, its
 * first measured question (gradeG, "Temperatur i kylrummet (°C)") and written one (gradeJ, "Övriga
 * iakttagelser om avstånd"), neither answered by the demo, and how to answer them as the round would: a
 * number, and a text (a written question's answer is its comment).
 */
export async function demoSafeQRound(server: TestServer, now: Date) {
  const hotel = await readModelsOf(server)
    .collection<HotelDocument>('hotels')
    .findOne({ name: 'Hotel Fjällbacka' });
  if (!hotel) throw new Error('the demo has no Hotel Fjällbacka');
  const day = localDay(now, timeZoneOf(hotel));
  const client = new ApiClient(server.url);
  await client.login('super@demo.test');
  const { status, body } = await client.request<DailyReport[]>(
    'GET',
    `/api/admin/hotels/${hotel._id}/safeq-report/daily?day=${day}&languageShortCode=sv_SE`,
  );
  const report = body[0];
  if (status !== 200 || !report) throw new Error(`no demo Safe Q round at Hotel Fjällbacka on ${day}`);
  const first = (type: QuestionType) => {
    for (const module of report.modules)
      for (const question of module.clusters.flatMap((c) => c.questions))
        if (question.type === type) return { moduleId: module.id, ...question };
    throw new Error(`the demo's Safe Q round has no ${type} question`);
  };
  const measured = first('gradeG');
  const written = first('gradeJ');
  const commands = server.runtime.container.get(TOKENS.commands);
  const engine = server.runtime.container.get(TOKENS.engine);
  const run = async (command: Record<string, unknown>) => {
    const result = await commands.handle(inspectionDecider, inspectionStream(report.id), {
      actor: { id: 'system', role: 'superUser' },
      now: now.toISOString(),
      ...command,
    } as InspectionCommand);
    await engine.waitFor(result.position);
  };
  return {
    hotelId: hotel._id,
    day,
    measured,
    written,
    measure: (value: number) =>
      run({ type: 'ScoreQuestion', moduleId: measured.moduleId, questionId: measured.id, score: value }),
    write: (text: string) =>
      run({ type: 'CommentQuestion', moduleId: written.moduleId, questionId: written.id, comment: text }),
  };
}
