import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackTemplate } from '../../src-jobs/inspection-mail/feedback-mail.ts';
import { hotelResponsibleTemplate } from '../../src-jobs/inspection-mail/hotel-responsible-mail.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { REACTOR_NAMES } from '../../src-jobs/reactors/reactor-names.ts';
import { reactorCheckpointId } from '../../src-jobs/reactors/reactor-runner.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { loadConfig } from '../../src-server/config.ts';
import { TOKENS } from '../../src-server/container.ts';
import { startJobsRole } from '../../src-server/jobs-role.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { readEml } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { readModelsOf, startTestServer, type ApiClient, type TestServer } from '../support/test-server.ts';

const PUBLIC_URL = 'https://inspecta.test';

/**
 * The mails of finished and flagged answers over a whole server (API, projections, jobs; the .eml outbox):
 * the demo Mystery guest type at Solvik mails its feedback list, and a question that notifies the entity's
 * responsible mails Solvik's contact once whatever the agent does to it afterwards. The jobs role is started
 * by the test itself, so it can be stopped and started again over the log from position 0.
 */
describe('the feedback and notify-hotel-responsible mails', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let fixtures: Fixtures;
  let inspectionId: string;
  let radio: { moduleId: string; questionId: string };
  let stopJobs: () => Promise<void>;
  const startJobs = async () => {
    const config = loadConfig(
      { DATA_DIR: server.dataDir, PORT: '0', PUBLIC_URL, ROLES: 'jobs' },
      server.dataDir,
    );
    stopJobs = await startJobsRole(server.runtime.container, config, () => {});
  };
  const outbox = () => join(server.dataDir, 'outbox');
  const mailsTo = (to: string) =>
    (() => {
      try {
        return readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    })()
      .map((f) => readEml(join(outbox(), f)))
      .filter((m) => m.headers.split('\n').includes(`To: ${to}`));
  const entries = () =>
    server.runtime.container.get(TOKENS.readStore).collection<OutboxEntry>(OUTBOX).find({});

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL, ROLES: 'api,projections' });
    await startJobs();
    as = await signInActors(server);
    fixtures = await demoFixtures(server);
    const models = readModelsOf(server);
    const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!;
    const type = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ hotelId: solvik._id, name: 'Mystery guest' }))!;
    const put = async (path: string, body: unknown, client = as.companyAdmin) => {
      const answer = await client.request('PUT', path, body);
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    };
    // The toggle is the list: a user's address (Norwegian) and a list address (the default, Swedish).
    await put(`/api/admin/inspection-types/${type._id}`, {
      feedbackEmail: ['nordic-company@demo.test', 'quality@solvik.test'],
    });
    await put(`/api/admin/hotels/${solvik._id}`, { emailContact: 'ansvarig@solvik.test' });
    const way = reportableInspection(server.url, as.user);
    // The questionnaire is copied at creation: flag its radio question first, then start the inspection.
    radio = await way.radioQuestion(await fixtures.throwawayInspection('solvik', 'agent@demo.test'));
    await put(`/api/admin/questions/${radio.questionId}`, { notifyHotelResponsible: true }, as.superUser);
    inspectionId = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    const question = `/api/inspections/${inspectionId}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    // "Rarely" (falls short), back to "always", "never", and flagged for follow-up: one mail for all of it.
    for (const score of [2, 0, 3])
      expect((await as.user.request('POST', `${question}/score`, { score, comment: 'Fläckar' })).status).toBe(
        200,
      );
    await way.submit(inspectionId);
  }, 400_000);
  afterAll(async () => {
    await stopJobs?.();
    await server?.close();
  });

  it('mails each feedback address when the agent submits, in its reader’s language, with the report link', async () => {
    await expect.poll(() => mailsTo('quality@solvik.test').length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => mailsTo('nordic-company@demo.test').length, { timeout: 20_000 }).toBe(1);
    const link = `${PUBLIC_URL}/admin/sessions/${inspectionId}/report`;
    const swedish = mailsTo('quality@solvik.test')[0]!;
    expect(swedish.headers).toMatch(/Subject: =\?UTF-8\?/);
    expect(swedish.text).toContain('skickades in av Anders Agent');
    expect(swedish.text).toContain('1 av');
    expect(swedish.text).toContain(link);
    expect(swedish.html).toContain(`href="${link}"`);
    const norwegian = mailsTo('nordic-company@demo.test')[0]!;
    expect(norwegian.text).toContain('sendt inn av Anders Agent');
    expect(norwegian.html).toContain('lang="nb-NO"');
  });

  it('renders the feedback of an automatic close in English and German', () => {
    const entry = (language: string) =>
      ({
        mail: {
          template: 'feedback',
          to: 'q@x.test',
          params: {
            language,
            hotel: 'Solvik',
            type: 'Nattrond',
            startDate: '2026-03-30',
            closeDate: '2026-03-31',
            agent: '',
            answered: '12',
            failing: '2',
            path: '/admin/sessions/s1/report',
          },
        },
      }) as unknown as OutboxEntry;
    const english = feedbackTemplate(PUBLIC_URL)(entry('en_US'));
    expect(english.subject).toBe('Inspection finished at Solvik: Nattrond');
    expect(english.body).toContain(
      'was closed automatically on 2026-03-31. 2 of its 12 scored answers fall short',
    );
    const german = feedbackTemplate(PUBLIC_URL)(entry('de_DE'));
    expect(german.subject).toContain('Solvik');
    expect(german.body).toContain('2026-03-31');
    expect(german.body).not.toBe(english.body);
    expect(german.action!.url).toBe(`${PUBLIC_URL}/admin/sessions/s1/report`);
  });

  it('mails the entity’s contact once for the flagged question, however often it is answered short', async () => {
    await expect.poll(() => mailsTo('ansvarig@solvik.test').length, { timeout: 20_000 }).toBe(1);
    const mail = mailsTo('ansvarig@solvik.test')[0]!;
    expect(mail.text).toContain(`${PUBLIC_URL}/sessions/${inspectionId}/modules/${radio.moduleId}`);
    const english = hotelResponsibleTemplate(PUBLIC_URL)({
      mail: {
        template: 'hotelResponsible',
        to: 'a@x.test',
        params: {
          language: 'en_GB',
          hotel: 'Solvik',
          type: 'Mystery guest',
          startDate: '2026-11-20',
          question: 'Is the floor clean?',
          reason: 'followUp',
          path: '/sessions/s1/modules/m1',
        },
      },
    } as unknown as OutboxEntry);
    expect(english.subject).toBe('A question to look at in the inspection at Solvik');
    expect(english.body).toContain('was marked for follow-up:\n\nIs the floor clean?');
    expect(english.body).not.toBe(mail.text);
  });

  it('adds no entry and sends nothing again when both reactors read the log again from position 0', async () => {
    await stopJobs();
    const before = (await entries()).map((e) => e._id).sort();
    const files = readdirSync(outbox()).sort();
    const readStore = server.runtime.container.get(TOKENS.readStore);
    const names = [REACTOR_NAMES.feedback, REACTOR_NAMES.hotelResponsible];
    for (const name of names)
      await readStore
        .collection(CHECKPOINTS)
        .updateOne({ _id: reactorCheckpointId(name) }, { $set: { position: 0 } });
    const head = await server.runtime.container.get(TOKENS.events).headPosition();
    await startJobs();
    for (const name of names)
      await expect
        .poll(
          async () =>
            (await readStore
              .collection<{ _id: string; position: number }>(CHECKPOINTS)
              .findOne({ _id: reactorCheckpointId(name) }))!.position,
          { timeout: 60_000 },
        )
        .toBeGreaterThanOrEqual(head);
    await new Promise((r) => setTimeout(r, 500));
    expect((await entries()).map((e) => e._id).sort()).toEqual(before);
    expect(readdirSync(outbox()).sort()).toEqual(files);
  }, 120_000);
});
