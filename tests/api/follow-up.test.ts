import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { join } from 'node:path';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { photo, pixelFloodPng } from '../support/hostile-images.ts';
import { RunningClock } from '../support/manual-clock.ts';
import { pdfText } from '../support/pdf-text.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';

interface Plan {
  id: string;
  sent: boolean;
  enableActionPlan: boolean;
  followUp: { id: string; startTime: string; user: { name: string } | null } | null;
  followUpSummary: {
    content: string;
    attachments: Array<{ id: string; originalName: string; path: string }>;
  };
  items: Array<{
    questionId: string;
    followUpComment: string;
    followUpTip: boolean;
    action: { state: string; ownerId: string | null; proof: { comment: string } | null } | null;
  }>;
  msg?: string;
}
interface Row {
  id: string;
  counts: { open: number; done: number; verified: number; overdue: number };
  followUp: { id: string } | null;
  hotel: { name: string };
}

describe('follow-up and action plans', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let fixtures: Fixtures;
  let agentId: string;
  // Hotel Solvik's day is 2026-01-10 (20:00 in Stockholm): the actions' deadline, 2026-01-10, is not past yet.
  const SET_AT = '2026-01-10T19:00:00.000Z';
  const clock = new RunningClock(SET_AT);

  const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  /** An inspection the demo agent submitted, with an action (deadline) and a tip set at control. */
  const reviewed = async (withAction = true) => {
    const id = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    const way = reportableInspection(server.url, as.user);
    const first = await way.radioQuestion(id);
    const loaded = await ok(
      as.user.request<{
        modules: Array<{ id: string; clusters: Array<{ questions: Array<{ id: string }> }> }>;
      }>('GET', `/api/inspections/${id}`),
    );
    const module = loaded.modules.find((m) => m.id === first.moduleId)!;
    const other = module.clusters.flatMap((c) => c.questions).find((q) => q.id !== first.questionId)!;
    await way.submit(id);
    const setFollowUp = (questionId: string, body: object) =>
      ok(
        as.companyAdmin.request(
          'POST',
          `/api/inspections/${id}/modules/${module.id}/questions/${questionId}/setFollowUp`,
          { needsFollowUp: true, followUpTip: false, followUpFeedback: false, ...body },
        ),
      );
    if (withAction)
      await setFollowUp(first.questionId, {
        followUpComment: 'Replace the curtain',
        followUpDeadline: '2026-01-10',
      });
    await setFollowUp(other.id, { followUpComment: 'Greet by name', followUpTip: true });
    return { id, moduleId: module.id, action: first.questionId, tip: other.id };
  };
  const plan = (id: string, who: Actor = 'companyAdmin') =>
    as[who].request<Plan>('GET', `/api/inspections/${id}/action-plan?languageShortCode=en_GB`);

  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    as = await signInActors(server);
    fixtures = await demoFixtures(server);
    agentId = fixtures.demoAgent;
  });
  afterAll(() => server.close());

  it('refuses an action deadline before the entity’s day by the server’s clock, at the field', async () => {
    const id = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    const way = reportableInspection(server.url, as.user);
    const { moduleId, questionId } = await way.radioQuestion(id);
    await way.submit(id);
    const setFollowUp = (followUpDeadline: string) =>
      as.companyAdmin.request(
        'POST',
        `/api/inspections/${id}/modules/${moduleId}/questions/${questionId}/setFollowUp`,
        {
          needsFollowUp: true,
          followUpTip: false,
          followUpFeedback: false,
          followUpComment: 'Replace the curtain',
          followUpDeadline,
        },
      );
    expect(await setFollowUp('2026-01-09')).toMatchObject({
      status: 400,
      body: {
        msg: 'questions.followUp.deadlinePassed',
        errors: { followUpDeadline: 'questions.followUp.deadlinePassed' },
      },
    });
    expect((await setFollowUp('2026-01-10')).status).toBe(200);
    // The follow-up inspection that re-checks it cannot be set for a day gone either.
    expect(
      await as.companyAdmin.request('POST', `/api/inspections/${id}/follow-up`, {
        startTime: '2026-01-09',
        startTimeHour: '09:30',
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'followUp.datePassed', errors: { startTime: 'followUp.datePassed' } },
    });
    // At 23:30 UTC it is already the 11th in Stockholm: the entity's day counts, not UTC's.
    const before = clock.now();
    clock.set('2026-01-10T23:30:00.000Z');
    try {
      expect(await setFollowUp('2026-01-11')).toMatchObject({ status: 200 });
      // Changing it back to the 10th now is refused; it was the 10th's own day no longer.
      expect(await setFollowUp('2026-01-10')).toMatchObject({
        status: 400,
        body: { msg: 'questions.followUp.deadlinePassed' },
      });
    } finally {
      clock.set(before);
    }
  });

  it('lists who the follow-up can go to: the entity’s people, for admins only', async () => {
    const { id } = await reviewed();
    const users = await ok(
      as.companyAdmin.request<Array<{ id: string; name: string }>>(
        'GET',
        `/api/inspections/${id}/follow-up-users`,
      ),
    );
    expect(users.map((u) => u.name)).toEqual(expect.arrayContaining(['Anders Agent', 'Hanna Hotel']));
    expect(users.every((u) => Object.keys(u).sort().join() === 'id,name')).toBe(true);
    expect((await as.user.request('GET', `/api/inspections/${id}/follow-up-users`)).status).toBe(403);
    expect((await as.anon.request('GET', `/api/inspections/${id}/follow-up-users`)).status).toBe(401);
  });

  it('creates one follow-up inspection with the questions that had actions, linked both ways', async () => {
    const { id, action } = await reviewed();
    const body = { startTime: '2026-12-01', startTimeHour: '09:30', user: agentId };
    // Two admins at once: one follow-up.
    const [a, b] = await Promise.all([
      as.companyAdmin.request<{ id?: string; msg?: string }>(
        'POST',
        `/api/inspections/${id}/follow-up`,
        body,
      ),
      as.hotelAdmin.request<{ id?: string; msg?: string }>('POST', `/api/inspections/${id}/follow-up`, body),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.msg).toBe('followUp.exists');
    const followUpId = (a.status === 201 ? a : b).body.id!;
    expect(followUpId).toMatch(/^[0-9a-f-]{36}$/);

    const followUp = await ok(
      as.user.request<{
        followUpToInspectionId: string;
        startDate: string;
        modules: Array<{ clusters: Array<{ questions: Array<{ id: string }> }> }>;
      }>('GET', `/api/inspections/${followUpId}`),
    );
    expect(followUp.followUpToInspectionId).toBe(id);
    // Beside its question: what the followed-up inspection found and the action set on it.
    const earlier = (
      followUp as unknown as {
        followedUpInspection: {
          id: string;
          answers: Record<string, { followUpComment: string; action: { state: string } }>;
        };
      }
    ).followedUpInspection;
    expect(earlier.id).toBe(id);
    expect(Object.values(earlier.answers).map((a) => [a.followUpComment, a.action.state])).toEqual([
      ['Replace the curtain', 'open'],
    ]);
    expect(followUp.startDate).toBe('2026-12-01');
    expect(followUp.modules.flatMap((m) => m.clusters.flatMap((c) => c.questions.map((q) => q.id)))).toEqual([
      action,
    ]);

    const sent = await ok(plan(id));
    expect(sent).toMatchObject({
      sent: true,
      enableActionPlan: false,
      followUp: { id: followUpId, startTime: '2026-12-01', user: { name: 'Anders Agent' } },
    });
    // Mailed: the follow-up to its agent, with its link.
    // (The demo's own plan mailed the agent a follow-up too: the newest mail to them is this one once it is there.)
    const latest = () => waitForMail(join(server.dataDir, 'outbox'), 'agent@demo.test', 15_000);
    await expect
      .poll(async () => (await latest()).text, { timeout: 15_000 })
      .toContain(`/sessions/${followUpId}`);
    const mail = await latest();
    expect(mail.text).toContain('Hotel Solvik');
    // The action is the follow-up agent's; the tip has no loop.
    expect(
      sent.items.map((i) => [i.followUpComment, i.action?.state ?? null, i.action?.ownerId ?? null]),
    ).toEqual([
      ['Replace the curtain', 'open', agentId],
      ['Greet by name', null, null],
    ]);
  });

  it('sends the plan alone when no answer has an action, and refuses what cannot be', async () => {
    const { id } = await reviewed(false);
    const answer = await as.companyAdmin.request<{ id?: string }>(
      'POST',
      `/api/inspections/${id}/follow-up`,
      {
        startTime: '2026-12-01',
        startTimeHour: '09:30',
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({});
    expect(await ok(plan(id))).toMatchObject({ sent: true, enableActionPlan: true, followUp: null });
    // The sender asked for a copy (the default): the plan's link, in their language.
    await expect
      .poll(
        async () => (await waitForMail(join(server.dataDir, 'outbox'), 'company@demo.test', 15_000)).text,
        {
          timeout: 15_000,
        },
      )
      .toContain(`/sessions/${id}/action-plan`);

    const open = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    const early = await as.companyAdmin.request<{ msg: string }>(
      'POST',
      `/api/inspections/${open}/follow-up`,
      {
        startTime: '2026-12-01',
        startTimeHour: '09:30',
      },
    );
    expect([early.status, early.body.msg]).toEqual([400, 'inspections.notFinishedByAgent']);

    const { id: other } = await reviewed();
    const bad = async (body: object, key: string) => {
      const { status, body: answer } = await as.companyAdmin.request<{ msg: string }>(
        'POST',
        `/api/inspections/${other}/follow-up`,
        body,
      );
      expect([status, answer.msg]).toEqual([400, key]);
    };
    await bad({ startTime: 'tomorrow', startTimeHour: '09:30' }, 'followUp.startTimeRequired');
    await bad({ startTime: '2026-12-01', startTimeHour: '9' }, 'followUp.startTimeRequired');
    const nordicAgent = (
      await ok(as.superUser.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users'))
    ).find((u) => u.email === 'nordic-agent@demo.test')!.id;
    await bad(
      { startTime: '2026-12-01', startTimeHour: '09:30', user: nordicAgent },
      'inspections.userNotAtEntity',
    );
    expect((await as.user.request('POST', `/api/inspections/${other}/follow-up`, {})).status).toBe(403);
    const bryggen = fixtures.bryggenInspection.id;
    expect(
      (
        await as.companyAdmin.request('POST', `/api/inspections/${bryggen}/follow-up`, {
          startTime: '2026-12-01',
          startTimeHour: '09:30',
        })
      ).status,
    ).toBe(404);
  });

  it('closes the loop: the owner marks the action done with a photo, an admin reopens and verifies; the list counts follow', async () => {
    const { id, moduleId, action } = await reviewed();
    await ok(
      as.companyAdmin.request('POST', `/api/inspections/${id}/follow-up`, {
        startTime: '2026-12-01',
        startTimeHour: '09:30',
        user: agentId,
      }),
    );
    const row = async () =>
      (await ok(as.hotelAdmin.request<Row[]>('GET', '/api/inspections/action-plan'))).find(
        (r) => r.id === id,
      )!;
    expect((await row()).counts).toEqual({ open: 1, done: 0, verified: 0, overdue: 0 });
    const rows = await as.hotelAdmin.request('GET', '/api/inspections/action-plan');
    await expectDocumentedAnswer(server.url, 'GET', '/api/inspections/action-plan', rows);
    // Past midnight, its deadline (2026-01-10) has passed.
    const before = clock.now();
    clock.set('2026-01-11T00:30:00.000Z');
    expect((await row()).counts).toEqual({ open: 1, done: 0, verified: 0, overdue: 1 });
    clock.set(before);

    const done = async (who: Actor, comment: string, file?: Buffer) => {
      const form = new FormData();
      form.append('comment', comment);
      if (file) form.append('file', new Blob([new Uint8Array(file)]), 'fixed.png');
      const response = await fetch(`${server.url}/api/inspections/${id}/actions/${moduleId}/${action}/done`, {
        method: 'POST',
        body: form,
        headers: { cookie: as[who].sessionCookie },
      });
      return { status: response.status, body: (await response.json()) as { msg?: string } };
    };
    expect(await done('user', ' ')).toEqual({
      status: 400,
      body: { msg: 'actionPlan.proofRequired', errors: { comment: 'actionPlan.proofRequired' } },
    });
    // A hostile photo is refused and nothing is half-written: the action stays open.
    const flood = await done('user', 'New curtain hung', pixelFloodPng());
    expect(flood.status).toBe(400);
    expect((await ok(plan(id, 'user'))).items[0]!.action!.state).toBe('open');
    expect((await done('user', 'New curtain hung', await photo(30, 30, 'png'))).status).toBe(200);
    expect((await done('user', 'Again')).body.msg).toBe('actionPlan.notOpen');
    let seen = await ok(plan(id, 'user'));
    expect(seen.items[0]!.action).toMatchObject({ state: 'done', proof: { comment: 'New curtain hung' } });
    expect((await row()).counts).toEqual({ open: 0, done: 1, verified: 0, overdue: 0 });

    // The agent may not verify; an admin reopens with a reason, the owner does it again, the admin verifies.
    expect(
      (await as.user.request('POST', `/api/inspections/${id}/actions/${moduleId}/${action}/verify`)).status,
    ).toBe(403);
    const reopen = (reason: string) =>
      as.hotelAdmin.request<{ msg?: string }>(
        'POST',
        `/api/inspections/${id}/actions/${moduleId}/${action}/reopen`,
        { reason },
      );
    expect((await reopen('')).body.msg).toBe('actionPlan.reasonRequired');
    await ok(reopen('The rail is still loose'));
    await done('user', 'Rail fixed too');
    await ok(as.hotelAdmin.request('POST', `/api/inspections/${id}/actions/${moduleId}/${action}/verify`));
    seen = await ok(plan(id, 'user'));
    expect(seen.items[0]!.action).toMatchObject({ state: 'verified', proof: { comment: 'Rail fixed too' } });
    expect((await row()).counts).toEqual({ open: 0, done: 0, verified: 1, overdue: 0 });

    // Filters: by state and overdue.
    const listed = async (query: string) =>
      (await ok(as.companyAdmin.request<Row[]>('GET', `/api/inspections/action-plan?${query}`))).some(
        (r) => r.id === id,
      );
    expect(await listed('state=verified')).toBe(true);
    expect(await listed('state=open')).toBe(false);
    expect(await listed('overdue=true')).toBe(false);
    expect((await as.companyAdmin.request('GET', '/api/inspections/action-plan?state=lost')).status).toBe(
      400,
    );
    // Another organization's admin sees none of it.
    const nordic = new ApiClient(server.url);
    await nordic.login('nordic-hotel@demo.test');
    expect(
      (await nordic.request<Row[]>('GET', '/api/inspections/action-plan')).body.some((r) => r.id === id),
    ).toBe(false);
    expect((await nordic.request('GET', `/api/inspections/${id}/action-plan`)).status).toBe(404);
  });

  it('keeps a follow-up summary with files, and prints the plan', async () => {
    const { id } = await reviewed();
    await ok(
      as.companyAdmin.request('POST', `/api/inspections/${id}/follow-up`, {
        startTime: '2026-12-01',
        startTimeHour: '09:30',
      }),
    );
    await ok(
      as.companyAdmin.request('POST', `/api/admin/inspections/${id}/follow-up-summary`, {
        summary: 'Curtains ordered for all rooms.',
      }),
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(20, 20, 'png'))]), 'order.png');
    const upload = await fetch(`${server.url}/api/admin/inspections/${id}/follow-up-summary/file`, {
      method: 'POST',
      body: form,
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(upload.status).toBe(201);
    let summary = (await ok(plan(id))).followUpSummary;
    expect(summary.content).toBe('Curtains ordered for all rooms.');
    expect(summary.attachments.map((a) => a.originalName)).toEqual(['order.png']);
    // The entity's agent reads the plan and its file.
    const file = await fetch(`${server.url}/files/${summary.attachments[0]!.path}`, {
      headers: { cookie: as.user.sessionCookie },
    });
    expect(file.status).toBe(200);
    expect(
      (await as.user.request('POST', `/api/admin/inspections/${id}/follow-up-summary`, { summary: 'x' }))
        .status,
    ).toBe(403);

    const pdf = await fetch(`${server.url}/api/inspections/${id}/action-plan.pdf?languageShortCode=en_GB`, {
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).join('\n');
    for (const words of [
      'Action plan',
      'Hotel Solvik',
      'Replace the curtain',
      'Greet by name',
      'Curtains ordered',
    ])
      expect(text).toContain(words);

    await ok(
      as.companyAdmin.request(
        'DELETE',
        `/api/admin/inspections/${id}/follow-up-summary/file/${summary.attachments[0]!.id}`,
      ),
    );
    summary = (await ok(plan(id))).followUpSummary;
    expect(summary.attachments).toEqual([]);
  });
});
