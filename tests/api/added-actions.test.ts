import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

interface Plan {
  items: Array<{ questionId: string }>;
  addedItems: Array<{
    itemId: string;
    question: { questionId: string; content: string } | null;
    description: string;
    deadline: string | null;
    action: {
      state: string;
      ownerId: string | null;
      proof: { comment: string } | null;
      verified?: { by: string; at: string } | null;
    };
  }>;
  people: Record<string, string>;
  suggestions: Array<{ moduleId: string; questionId: string; points: number; max: number }>;
  msg?: string;
}
interface AuditPage {
  items: Array<{ changes: Array<{ field: string; from: unknown; to: unknown }> }>;
}

describe('actions added to an approved inspection’s plan', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let fixtures: Fixtures;
  let nordic: ApiClient;

  const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  const plan = (id: string, who: Actor = 'companyAdmin') =>
    as[who].request<Plan>('GET', `/api/inspections/${id}/action-plan?languageShortCode=en_GB`);
  const items = (id: string) => `/api/inspections/${id}/action-items`;

  /** Submitted by the demo agent with one radio answer "often" (1 of 3 points), then approved. */
  const approved = async () => {
    const id = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    const way = reportableInspection(server.url, as.user);
    const failed = await way.radioQuestion(id);
    await ok(
      as.user.request(
        'POST',
        `/api/inspections/${id}/modules/${failed.moduleId}/questions/${failed.questionId}/score`,
        { score: 2, comment: 'Fläckig matta' },
      ),
    );
    await way.submit(id);
    await ok(as.companyAdmin.request('POST', `/api/admin/inspections/${id}/endTime`, {}));
    return { id, failed };
  };

  beforeAll(async () => {
    server = await startTestServer();
    as = await signInActors(server);
    fixtures = await demoFixtures(server);
    nordic = new ApiClient(server.url);
    await nordic.login('nordic-company@demo.test');
  });
  afterAll(() => server.close());

  it('suggests the answer below the pass line, adds it with one request, and a free action beside it', async () => {
    const { id, failed } = await approved();
    const before = await ok(plan(id));
    expect(before.items).toEqual([]);
    expect(before.suggestions).toContainEqual(
      expect.objectContaining({ questionId: failed.questionId, points: 1, max: 3 }),
    );

    const suggested = await ok(
      as.hotelAdmin.request<{ itemId: string }>('POST', items(id), {
        moduleId: failed.moduleId,
        questionId: failed.questionId,
      }),
    );
    const free = await ok(
      as.companyAdmin.request<{ itemId: string }>('POST', items(id), {
        description: 'Utbilda städpersonalen',
        deadline: '2099-01-31',
        ownerId: fixtures.demoAgent,
      }),
    );
    const after = await ok(plan(id));
    expect(after.suggestions.map((s) => s.questionId)).not.toContain(failed.questionId);
    expect(after.addedItems.map((i) => [i.itemId, i.question?.questionId ?? null, i.description])).toEqual([
      [suggested.itemId, failed.questionId, ''],
      [free.itemId, null, 'Utbilda städpersonalen'],
    ]);
    expect(after.addedItems[0]!.question!.content).not.toBe('');
    expect(after.addedItems[1]!.action).toMatchObject({ state: 'open', ownerId: fixtures.demoAgent });

    // The same question twice is one action.
    const twice = await as.companyAdmin.request<{ msg: string }>('POST', items(id), {
      moduleId: failed.moduleId,
      questionId: failed.questionId,
    });
    expect([twice.status, twice.body.msg]).toEqual([400, 'actionPlan.alreadyAnAction']);

    // Edited, then the free one removed; the audit trail names each step in its own fields.
    await ok(as.superUser.request('PUT', `${items(id)}/${suggested.itemId}`, { deadline: '2099-02-01' }));
    expect((await ok(plan(id))).addedItems[0]!.deadline).toBe('2099-02-01');
    await ok(as.companyAdmin.request('DELETE', `${items(id)}/${free.itemId}`));
    expect((await ok(plan(id))).addedItems.map((i) => i.itemId)).toEqual([suggested.itemId]);
    const trail = await ok(
      as.companyAdmin.request<AuditPage>('GET', `/api/admin/audit-trail?inspectionId=${id}&limit=100`),
    );
    const fields = trail.items.flatMap((e) => e.changes.map((c) => `${c.field}:${String(c.to)}`));
    expect(fields).toEqual(
      expect.arrayContaining([
        'addedAction:true',
        'actionDescription:Utbilda städpersonalen',
        'actionDeadline:2099-02-01',
        'addedAction:false',
      ]),
    );

    // The PDF carries the added action.
    const pdf = await fetch(`${server.url}/api/inspections/${id}/action-plan.pdf?languageShortCode=en_GB`, {
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).join('\n');
    expect(text).toContain('2099-02-01');
  });

  it('runs the loop on an added action once the plan is sent: done by its owner, verified by an admin', async () => {
    const { id } = await approved();
    const { itemId } = await ok(
      as.companyAdmin.request<{ itemId: string }>('POST', items(id), {
        description: 'Laga dörren',
        deadline: '2099-03-01',
      }),
    );
    await ok(
      as.companyAdmin.request('POST', `/api/inspections/${id}/follow-up`, {
        startTime: '2099-03-02',
        startTimeHour: '09:00',
        user: fixtures.demoAgent,
      }),
    );
    const form = new FormData();
    form.append('comment', 'Dörren lagad');
    const done = await fetch(`${server.url}${items(id)}/${itemId}/done`, {
      method: 'POST',
      body: form,
      headers: { cookie: as.user.sessionCookie },
    });
    expect(done.status).toBe(200);
    await ok(as.hotelAdmin.request('POST', `${items(id)}/${itemId}/verify`));
    const seen = await ok(plan(id, 'user'));
    const item = seen.addedItems[0]!;
    expect(item.action).toMatchObject({ state: 'verified', proof: { comment: 'Dörren lagad' } });

    // The printed plan says who verified it and when, as the screen does, in the plan's language.
    const verified = item.action.verified!;
    const pdf = await fetch(`${server.url}/api/inspections/${id}/action-plan.pdf?languageShortCode=de_DE`, {
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(pdf.status).toBe(200);
    // A label and its value are drawn as two runs of one line.
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).join('');
    const at = `${verified.at.slice(0, 16).replace('T', ' ')} UTC`;
    expect(seen.people[verified.by]).toBeTruthy();
    expect(text).toContain(`Geprüft von: ${seen.people[verified.by]}, ${at}`);
  });

  it('refuses a bad body with its key, before approval, and without a session', async () => {
    const { id } = await approved();
    const bad = async (body: object, msg: string) => {
      const answer = await as.companyAdmin.request<{ msg: string }>('POST', items(id), body);
      expect([answer.status, answer.body.msg]).toEqual([400, msg]);
    };
    await bad({ description: '' }, 'actionPlan.descriptionRequired');
    await bad({ description: 'x', deadline: '31.12.2099' }, 'actionPlan.deadlineInvalid');
    await bad({ description: 'x', deadline: '2020-01-01' }, 'actionPlan.deadlinePast');
    await bad({ description: 'x', moduleId: fixtures.solvikModule }, 'inspections.questionNotFound');
    await bad({ description: 'x', colour: 'red' }, 'errors.unknownField');
    const missing = await as.companyAdmin.request<{ msg: string }>(
      'PUT',
      `${items(id)}/00000000-0000-4000-8000-000000000000`,
      { description: 'x' },
    );
    expect([missing.status, missing.body.msg]).toEqual([400, 'actionPlan.itemNotFound']);

    const submitted = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    await reportableInspection(server.url, as.user).submit(submitted);
    const early = await as.companyAdmin.request<{ msg: string }>('POST', items(submitted), {
      description: 'x',
    });
    expect([early.status, early.body.msg]).toEqual([400, 'actionPlan.notApproved']);
    expect((await as.anon.request('POST', items(id), { description: 'x' })).status).toBe(401);
  });

  it('refuses an agent, another organization and a hotelAdmin of another entity', async () => {
    const { id } = await approved();
    const { itemId } = await ok(
      as.companyAdmin.request<{ itemId: string }>('POST', items(id), { description: 'Byt lås' }),
    );
    const body = { description: 'Inte min' };
    expect((await as.user.request('POST', items(id), body)).status).toBe(403);
    expect((await as.user.request('PUT', `${items(id)}/${itemId}`, body)).status).toBe(403);
    expect((await as.user.request('DELETE', `${items(id)}/${itemId}`)).status).toBe(403);
    expect((await as.deactivated.request('POST', items(id), body)).status).toBe(401);
    for (const answer of [
      await nordic.request('POST', items(id), body),
      await nordic.request('PUT', `${items(id)}/${itemId}`, body),
      await nordic.request('DELETE', `${items(id)}/${itemId}`),
      // The demo hotelAdmin works at Solvik only: Fjällbacka's inspection is not theirs.
      await as.hotelAdmin.request('POST', items(fixtures.fjallbackaInspection.id), body),
    ])
      expect(answer.status).toBe(404);
    // An owner from another organization is refused too.
    const stranger = await as.companyAdmin.request<{ msg: string }>('POST', items(id), {
      description: 'x',
      ownerId: fixtures.nordicAgent,
    });
    expect(stranger.status).toBe(400);
    expect((await ok(plan(id))).addedItems.map((i) => i.description)).toEqual(['Byt lås']);
  });
});
