import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionnaireCache } from '../../src-projections/inspections/questionnaire-cache.ts';
import { createHotel, EMPTY_HOTEL } from '../../src-api/hotels/hotel-commands.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { DEFAULT_INSPECTION_TYPE } from '../../src-domain/inspection-type/fields.ts';
import { inspectionTypeDecider, inspectionTypeStream } from '../../src-domain/inspection-type/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { feedbackTemplate } from '../../src-jobs/inspection-mail/feedback-mail.ts';
import { FEEDBACK_TEMPLATE, feedbackReactor } from '../../src-jobs/inspection-mail/feedback-reactor.ts';
import { hotelResponsibleTemplate } from '../../src-jobs/inspection-mail/hotel-responsible-mail.ts';
import {
  HOTEL_RESPONSIBLE_TEMPLATE,
  hotelResponsibleReactor,
} from '../../src-jobs/inspection-mail/hotel-responsible-reactor.ts';
import { incompleteDigestTemplate } from '../../src-jobs/inspection-mail/incomplete-digest-mail.ts';
import { createMailer } from '../../src-jobs/mail/mailer.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { OutboxSender } from '../../src-jobs/mail/outbox-sender.ts';
import { mailRenderer } from '../../src-jobs/mail/templates.ts';
import { ReactorHost } from '../../src-jobs/reactors/reactor-host.ts';
import { reactorCheckpointId } from '../../src-jobs/reactors/reactor-runner.ts';
import { safeQDailyTemplate } from '../../src-jobs/reports/safeq-daily-mail.ts';
import { weeklyRankingTemplate } from '../../src-jobs/reports/weekly-ranking-mail.ts';
import { DueWorkScheduler } from '../../src-jobs/schedule/due-work-scheduler.ts';
import {
  INCOMPLETE_DIGEST_TEMPLATE,
  incompleteDigestReactor,
} from '../../src-jobs/schedule/incomplete-digest-reactor.ts';
import { incompleteDigestJob } from '../../src-jobs/schedule/jobs/incomplete-digest.ts';
import { SAFEQ_DAILY_REPORT, safeQDailyReportJob } from '../../src-jobs/schedule/jobs/safeq-daily-report.ts';
import { WEEKLY_RANKING, weeklyRankingJob } from '../../src-jobs/schedule/jobs/weekly-ranking.ts';
import {
  SAFEQ_DAILY_REPORT_TEMPLATE,
  safeQDailyReportReactor,
} from '../../src-jobs/schedule/safeq-daily-report-reactor.ts';
import {
  mondayOf,
  WEEKLY_RANKING_TEMPLATE,
  weeklyRankingReactor,
} from '../../src-jobs/schedule/weekly-ranking-reactor.ts';
import { scheduledWorkStream } from '../../src-jobs/schedule/scheduled-work-events.ts';
import { allProjections } from '../../src-projections/all.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { pdfToText, popplerMissing } from '../support/poppler.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { safeQQuestionnaire } from '../support/safeq-history.ts';
import { smtpInbox, type ReceivedMail } from '../support/smtp-inbox.ts';

const PUBLIC_URL = 'https://inspecta.test';
const system = { id: 'system', role: 'superUser' as const };

/**
 * The report mails and the answer and digest mails of one hotel group's week, delivered through a real SMTP
 * listener: the event log and read models of the embedded stores, the projections, the scheduler of due work
 * with the injected clock, the reactors and the outbox sender of the jobs role. Two entities: Alfa in
 * Stockholm (its Safe Q type mails the daily report and the feedback) and Beta in New York (a round left
 * open, for the incomplete digest). The chef is a user who reads German; every other address is a plain
 * list address, written to in the product's default language (Swedish).
 */
describe('the report mails through a real SMTP listener', () => {
  const clock = new ManualClock('2026-11-29T10:00:00.000Z');
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine;
  let commands: CommandHandler;
  let smtp: Awaited<ReturnType<typeof smtpInbox>>;
  let host: ReactorHost;
  let organizationId: string;
  let alfa: string;
  let alfaType: string;
  let alfaRound: string;
  const now = () => clock.now().getTime();
  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

  const questionnaires = () => new QuestionnaireCache(stores.readModels, engine);
  const hostReactors = () => [
    safeQDailyReportReactor({ readModels: stores.readModels }),
    weeklyRankingReactor({ readModels: stores.readModels }),
    incompleteDigestReactor({ readModels: stores.readModels }),
    feedbackReactor({ readModels: stores.readModels, questionnaires: questionnaires(), now }),
    hotelResponsibleReactor({ readModels: stores.readModels, questionnaires: questionnaires(), now }),
  ];
  const hostReactorNames = () => hostReactors().map((reactor) => reactor.name);
  const reactorHost = () =>
    new ReactorHost({
      events: stores.events,
      readStore: stores.readStore,
      owner: 'report-mails-test',
      pollMs: 100,
      now,
      log: () => {},
      reactors: hostReactors(),
      sender: new OutboxSender({
        readStore: stores.readStore,
        mailer: createMailer({
          smtpUrl: smtp.url,
          outboxDir: join(stores.dir, 'unused'),
          from: 'Inspecta <no-reply@inspecta.test>',
        }),
        render: mailRenderer(
          {
            [SAFEQ_DAILY_REPORT_TEMPLATE]: safeQDailyTemplate(PUBLIC_URL, stores.readModels),
            [WEEKLY_RANKING_TEMPLATE]: weeklyRankingTemplate(PUBLIC_URL, stores.readModels),
            [INCOMPLETE_DIGEST_TEMPLATE]: incompleteDigestTemplate(PUBLIC_URL),
            [FEEDBACK_TEMPLATE]: feedbackTemplate(PUBLIC_URL),
            [HOTEL_RESPONSIBLE_TEMPLATE]: hotelResponsibleTemplate(PUBLIC_URL),
          },
          {
            publicUrl: PUBLIC_URL,
            organizationName: async (id) =>
              (await organizationQueries(stores.readModels).byId(id))?.name ?? null,
          },
        ),
        now,
      }),
    });
  const scheduler = () =>
    new DueWorkScheduler({
      events: stores.events,
      clock,
      log: () => {},
      jobs: [
        safeQDailyReportJob({ readModels: stores.readModels }),
        weeklyRankingJob({ readModels: stores.readModels }),
        incompleteDigestJob({ readModels: stores.readModels }),
      ],
    });
  /**
   * Everything the log holds is in the read models, and every reactor of the host has read it. A reactor
   * without a checkpoint has read nothing yet (each batch it reads writes one), so it is not caught up.
   */
  const settled = async () => {
    const head = await stores.events.headPosition();
    expect(await engine.waitFor(head)).toBe(true);
    await eventually(
      async () =>
        Promise.all(
          hostReactorNames().map(
            async (name) =>
              (
                await stores.readStore
                  .collection<{ _id: string; position: number }>(CHECKPOINTS)
                  .findOne({ _id: reactorCheckpointId(name) })
              )?.position ?? -1,
          ),
        ),
      (positions) => positions.every((p) => p >= head),
      20_000,
    );
    // The outbox entries the reactors wrote are all sent (none failing).
    await eventually(
      () => stores.readStore.collection<OutboxEntry>(OUTBOX).find({ status: { $ne: 'sent' } }),
      (pending) => pending.length === 0,
      20_000,
    );
  };

  const round = async (
    hotelId: string,
    typeId: string,
    day: string,
    modules: SnapshotModule[],
    answers: Array<[string, string, number]>,
    end: boolean,
  ) => {
    const inspectionId = crypto.randomUUID();
    const at = `${day}T08:00:00.000Z`;
    await createInspectionInParts(commands, {
      actor: system,
      now: at,
      data: newInspectionData({
        inspectionId,
        organizationId,
        hotelId,
        type: { ...dailySafeQ(typeId), name: 'Daglig Safe Q' },
        startDate: day,
        startHour: '07:00',
        modules,
      }),
    });
    const run = (command: Record<string, unknown>) =>
      commands.handle(inspectionDecider, inspectionStream(inspectionId), {
        actor: system,
        now: at,
        ...command,
      } as InspectionCommand);
    for (const [moduleId, questionId, score] of answers)
      await run({ type: 'ScoreQuestion', moduleId, questionId, score });
    if (end) await run({ type: 'SetAgentEndTime' });
    return inspectionId;
  };

  beforeAll(async () => {
    stores = embeddedStores();
    engine = new ProjectionEngine({
      ...stores,
      projections: allProjections,
      owner: 'jobs-test',
      log: () => {},
    });
    await engine.start();
    commands = new CommandHandler(stores.events);
    smtp = await smtpInbox();
    const at = clock.now().toISOString();
    organizationId = crypto.randomUUID();
    await commands.handle(organizationDecider, organizationStream(organizationId), {
      type: 'CreateOrganization',
      organizationId,
      name: 'Rapportgruppen',
      now: at,
    });
    await commands.handle(organizationDecider, organizationStream(organizationId), {
      type: 'UpdateOrganization',
      fields: { reportEmail: ['chef@demo.test', 'ledning@plain.test'], incompleteEmail: ['open@plain.test'] },
    });
    ({ hotelId: alfa } = await createHotel(
      commands,
      system,
      organizationId,
      {
        ...EMPTY_HOTEL,
        name: 'Alfa',
        timeZone: 'Europe/Stockholm',
        reportEmail: ['alfa-reports@plain.test'],
        emailContact: 'ansvarig@alfa.test',
      },
      clock.now(),
    ));
    const { hotelId: beta } = await createHotel(
      commands,
      system,
      organizationId,
      { ...EMPTY_HOTEL, name: 'Beta', timeZone: 'America/New_York' },
      clock.now(),
    );
    const userId = crypto.randomUUID();
    await commands.handle(userDecider, userStream(userId), {
      type: 'CreateUser',
      userId,
      organizationId,
      name: 'Carla Chef',
      email: 'chef@demo.test',
      role: 'companyAdmin',
      agentCode: null,
      language: 'de_DE',
      passwordCredentialId: null,
      hotelIds: [],
      now: at,
    });
    const type = async (hotelId: string, fields: Partial<typeof DEFAULT_INSPECTION_TYPE>) => {
      const id = crypto.randomUUID();
      await commands.handle(inspectionTypeDecider, inspectionTypeStream(id), {
        type: 'CreateInspectionType',
        actorRole: 'superUser',
        inspectionTypeId: id,
        organizationId,
        hotelId,
        fields: { ...DEFAULT_INSPECTION_TYPE, name: 'Daglig Safe Q', reportType: 'safeQ', ...fields },
        template: null,
        moduleIds: {},
        now: at,
      });
      return id;
    };
    // The daily-report toggle is the type's list: the chef (German) and a plain address (Swedish).
    alfaType = await type(alfa, {
      reportEmail: ['chef@demo.test', 'daily@plain.test'],
      feedbackEmail: ['feedback@plain.test'],
    });
    const betaType = await type(beta, {});

    // Alfa's round of Monday 30 November: its first question flagged for the entity's responsible and
    // answered one point short (3 of 6 in all), then submitted.
    const { ids, modules } = safeQQuestionnaire();
    const flagged = modules.map((m) => ({
      ...m,
      clusters: m.clusters.map((c) => ({
        ...c,
        questions: c.questions.map((q) => (q.id === ids.q1 ? { ...q, notifyHotelResponsible: true } : q)),
      })),
    }));
    clock.set('2026-11-30T08:30:00.000Z');
    host = reactorHost();
    await host.start();
    alfaRound = await round(
      alfa,
      alfaType,
      '2026-11-30',
      flagged,
      [
        [ids.M1, ids.q1, 1],
        [ids.M1, ids.q2, 0],
      ],
      true,
    );
    // Beta's round of Tuesday 1 December, started and left open.
    const beta2 = safeQQuestionnaire();
    await round(beta, betaType, '2026-12-01', beta2.modules, [[beta2.ids.M1, beta2.ids.q1, 0]], false);
    await settled();
  }, 120_000);

  afterAll(async () => {
    await host?.stop();
    await engine?.stop();
    await smtp?.close();
    await stores?.close();
  });

  it('delivers the feedback and the entity responsible’s mail once each, in the list’s language', () => {
    const feedback = mailsTo('feedback@plain.test');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]!.subject).toBe('Inspektion avslutad på Alfa: Daglig Safe Q');
    expect(feedback[0]!.text).toContain(`${PUBLIC_URL}/admin/sessions/${alfaRound}/report`);
    expect(feedback[0]!.html).toContain('lang="sv-SE"');
    const responsible = mailsTo('ansvarig@alfa.test');
    expect(responsible).toHaveLength(1);
    expect(responsible[0]!.subject).toContain('Alfa');
    expect(responsible[0]!.text).toContain('Fråga 1');
    expect(responsible[0]!.text).toContain(`${PUBLIC_URL}/sessions/${alfaRound}/modules/`);
    // No report mail before its hour.
    for (const to of ['chef@demo.test', 'daily@plain.test', 'alfa-reports@plain.test'])
      expect(mailsTo(to)).toEqual([]);
  });

  it('mails the Safe Q daily report at 06:00 the next morning in Stockholm, once, with two schedulers', async () => {
    clock.set('2026-12-01T04:59:00.000Z'); // 05:59 in Stockholm
    await scheduler().tick();
    expect(await stores.events.readStream(dailyStream('2026-11-30'))).toEqual([]);
    clock.set('2026-12-01T05:01:00.000Z');
    const [one, two] = await Promise.all([scheduler().tick(), scheduler().tick()]);
    expect(one.fired + two.fired).toBeGreaterThanOrEqual(1);
    const fired = await stores.events.readStream(dailyStream('2026-11-30'));
    expect(fired.map((e) => e.type)).toEqual(['ScheduledWorkFired']);
    expect(fired[0]!.data).toMatchObject({ dueAt: '2026-12-01T05:00:00.000Z' });
    await settled();

    const link = `${PUBLIC_URL}/admin/entities/${alfa}/safeq-report?day=2026-11-30&inspectionType=${alfaType}`;
    // The type's list and the entity's list, each address once.
    for (const to of ['chef@demo.test', 'daily@plain.test', 'alfa-reports@plain.test'])
      expect(mailsTo(to), to).toHaveLength(1);
    const german = mailsTo('chef@demo.test')[0]!;
    expect(german.subject).toBe('Täglicher Safe-Q-Bericht 2026-11-30: Daglig Safe Q in Alfa');
    // The presenter's figures: q1 one point short, q2 full, 2 of 4 applicable questions answered.
    expect(german.text).toContain('2 von 4 Fragen beantwortet');
    expect(german.text).toContain('Abgeschlossen um 2026-11-30 09:00');
    expect(german.text).toContain('Hygien: 83 %, 2 von 3 Fragen beantwortet');
    expect(german.text).toContain(link);
    expect(german.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(german.html).toContain('lang="de-DE"');
    expect(german.headers['list-unsubscribe']).toBe(`<${PUBLIC_URL}/start>`);
    const swedish = mailsTo('daily@plain.test')[0]!;
    expect(swedish.subject).toBe('Daglig Safe Q-rapport 2026-11-30: Daglig Safe Q på Alfa');
    expect(swedish.text).toContain('2 av 4 frågor besvarade');
    expect(swedish.text).toContain('Hygien: 83 %, 2 av 3 frågor besvarade');
  });

  it('records the next day without a round and mails nothing for it', async () => {
    const before = smtp.received.length;
    clock.set('2026-12-02T12:01:00.000Z'); // 06:00 in Stockholm is past, 07:00 in New York too
    await scheduler().tick();
    expect((await stores.events.readStream(dailyStream('2026-12-01'))).map((e) => e.type)).toEqual([
      'ScheduledWorkFired',
    ]);
    await settled();
    const after = smtp.received.slice(before);
    expect(after.map(summary)).toEqual([expect.stringMatching(/^open@plain.test /)]);
    // The incomplete digest of the same tick: Beta's open round, once, to the organization's list.
    const digests = mailsTo('open@plain.test');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('1 inspektion efter sin dag och inte avslutad på Beta');
    expect(digests[0]!.text).toContain('Den 2026-12-02 är 1 inspektion på Beta');
  });

  it('mails the weekly ranking on Monday at 07:00 in the first entity’s zone, with the report as a PDF', async () => {
    clock.set('2026-12-07T05:59:00.000Z'); // 06:59 in Stockholm, Alfa's zone (the first by name)
    await scheduler().tick();
    expect(await stores.events.readStream(weeklyStream('2026-W49'))).toEqual([]);
    clock.set('2026-12-07T06:01:00.000Z');
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    const fired = await stores.events.readStream(weeklyStream('2026-W49'));
    expect(fired.map((e) => e.type)).toEqual(['ScheduledWorkFired']);
    expect(fired[0]!.data).toMatchObject({ dueAt: '2026-12-07T06:00:00.000Z' });
    await settled();

    const weekly = (to: string) => mailsTo(to).filter((m) => m.attachments.length > 0);
    expect(weekly('chef@demo.test')).toHaveLength(1);
    expect(weekly('ledning@plain.test')).toHaveLength(1);
    const german = weekly('chef@demo.test')[0]!;
    expect(german.subject).toBe('Safe Q Woche 2026-W49: die Rangliste von Rapportgruppen');
    expect(german.text).toContain('Woche 2026-W49 (2026-11-30 – 2026-12-06)');
    expect(german.text).toMatch(/1\. Alfa: qIndex \d+, Ergebnis 83 %, 1 von 1 Rundgängen beantwortet/);
    const screen = `${PUBLIC_URL}/organizations/${organizationId}/report?day=2026-11-30`;
    expect(german.text).toContain(screen);
    expect(german.html).toContain(`href="${screen}"`);
    expect(german.html).toContain('1. Alfa: qIndex');
    const swedish = weekly('ledning@plain.test')[0]!;
    expect(swedish.subject).toBe('Safe Q vecka 2026-W49: rankningen för Rapportgruppen');
    expect(swedish.text).toMatch(/1\. Alfa: qIndex \d+, resultat 83 %, 1 av 1 rundor besvarade/);
    for (const mail of [german, swedish]) {
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        filename: 'organization-report-2026-W49.pdf',
        contentType: 'application/pdf',
      });
      expect(pdf!.content.subarray(0, 4).toString()).toBe('%PDF');
      if (popplerMissing) console.log(popplerMissing);
      else expect(pdfToText(pdf!.content)).toContain('Rapportgruppen');
    }
  });

  it('sends nothing twice when the reactors read the log again from 0 and a scheduler ticks again', async () => {
    const before = smtp.received.map(summary);
    await host.stop();
    for (const name of hostReactorNames())
      await stores.readStore
        .collection(CHECKPOINTS)
        .updateOne({ _id: reactorCheckpointId(name) }, { $set: { position: 0 } });
    const result = await scheduler().tick();
    expect(result.fired).toBe(0);
    host = reactorHost();
    await host.start();
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map(summary)).toEqual(before);
    // Every mail of the week once: 2 answer mails, 3 daily reports, 1 digest, 2 weekly mails.
    expect(before).toHaveLength(8);
    // Each in the organization's mail log, sent, with the subject it went with.
    const log = await stores.readStore.collection<OutboxEntry>(OUTBOX).find({});
    expect(log).toHaveLength(8);
    for (const entry of log) expect(entry).toMatchObject({ status: 'sent', mail: { organizationId } });
    expect(log.map((e) => `${e.mail.to} ${e.subject}`).sort()).toEqual([...before].sort());
  });

  it('words the daily report and the weekly mail in English and Finnish too', async () => {
    const render = mailRenderer({
      [SAFEQ_DAILY_REPORT_TEMPLATE]: safeQDailyTemplate(PUBLIC_URL, stores.readModels),
      [WEEKLY_RANKING_TEMPLATE]: weeklyRankingTemplate(PUBLIC_URL, stores.readModels),
    });
    const entry = (template: string, params: Record<string, string>) =>
      ({ _id: 'x', mail: { template, to: 'x@x.test', params } }) as unknown as OutboxEntry;
    const daily = (language: string) =>
      render(
        entry(SAFEQ_DAILY_REPORT_TEMPLATE, {
          language,
          hotelId: alfa,
          hotel: 'Alfa',
          inspectionTypeId: alfaType,
          type: 'Daglig Safe Q',
          date: '2026-11-30',
        }),
      );
    const english = await daily('en_GB');
    expect(english.subject).toBe('Safe Q daily report 2026-11-30: Daglig Safe Q at Alfa');
    expect(english.text).toContain('2 of 4 questions answered');
    expect(english.text).toContain('Distance: –, 0 of 1 questions answered');
    const finnish = await daily('fi_FI');
    expect(finnish.subject).toBe('Safe Q -päiväraportti 2026-11-30: Daglig Safe Q, Alfa');
    expect(finnish.text).toContain('2/4 kysymykseen vastattu');
    const weekly = (language: string) =>
      render(entry(WEEKLY_RANKING_TEMPLATE, { language, organizationId, day: mondayOf('2026-W49') }));
    expect((await weekly('en_GB')).subject).toBe('Safe Q week 2026-W49: the ranking of Rapportgruppen');
    expect((await weekly('en_GB')).text).toContain('1 of 1 rounds answered');
    expect((await weekly('fi_FI')).subject).toBe(
      'Safe Q viikko 2026-W49: organisaation Rapportgruppen sijoitukset',
    );
  });

  const dailyStream = (day: string) =>
    scheduledWorkStream({ job: SAFEQ_DAILY_REPORT, target: alfaType, period: day });
  const weeklyStream = (week: string) =>
    scheduledWorkStream({ job: WEEKLY_RANKING, target: organizationId, period: week });
});

const summary = (m: ReceivedMail) => `${m.to.join(',')} ${m.subject}`;
