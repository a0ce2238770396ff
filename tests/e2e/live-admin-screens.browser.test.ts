import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Waiting } from '../../src-api/start/waiting.ts';
import { addDays } from '../../src-domain/shared/iso-week.ts';
import { scaleOf, type QuestionType } from '../../src-domain/shared/scales.ts';
import { actionWithDeadline } from '../support/action-with-deadline.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { RunningClock } from '../support/manual-clock.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';
import { countGets, shootBothWidths } from '../support/page-gets.ts';

const SHOTS = process.env.SHOTS_DIR;
const browserMissing = chromiumMissing('live admin screens browser test');

/** A screen loaded and settled: its GETs (and its catch-up once its rooms are joined) are over. */
async function settled(page: Page): Promise<{ urls: string[] }> {
  await page.waitForLoadState('networkidle');
  const gets = countGets(page);
  for (let last = -1; last !== gets.urls.length;) {
    last = gets.urls.length;
    await page.waitForTimeout(700);
  }
  gets.urls.splice(0);
  return gets;
}

const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

/** An action's owner marks it done with a comment as proof (multipart, as the agent's screen sends it). */
async function markDone(
  client: ApiClient,
  plan: { inspectionId: string; moduleId: string; questionId: string },
) {
  const form = new FormData();
  form.append('comment', 'Gardinen bytt');
  const response = await fetch(
    `${client.base}/api/inspections/${plan.inspectionId}/actions/${plan.moduleId}/${plan.questionId}/done`,
    { method: 'POST', body: form, headers: { cookie: client.sessionCookie } },
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Six admin screens follow what another admin (an API client here, as a second browser sends it) changes,
 * with no GET: the action plan list, the Audit QA list, the start page, the organization settings, an
 * entity's users and a user's page each show the change from their pushes alone.
 */
describe.skipIf(browserMissing)('live admin screens in Chromium', () => {
  // The entity's day runs on: an action's deadline can be set, then passed.
  const clock = new RunningClock('2026-11-20T08:00:00.000Z');
  const { signedIn, server } = browserSuite({ clock });
  let f: Fixtures;
  let as: Record<Actor, ApiClient>;

  beforeAll(async () => {
    f = await demoFixtures(server());
    as = await signInActors(server());
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  it('the action plan list takes a plan another admin sends and an action its owner marks done, with no GET', async () => {
    const watcher = await signedIn('company@demo.test', '/action-plans');
    const rows = watcher.getByTestId('action-plan-row');
    await watcher.getByRole('heading', { level: 1 }).waitFor();
    const gets = await settled(watcher);
    const before = await rows.count();

    const plan = await actionWithDeadline(server().url, as, f, {
      deadline: '2026-12-31',
      ownerId: f.demoAgent,
    });
    await expect.poll(() => rows.count()).toBe(before + 1);
    const row = rows.filter({ hasText: '1 öppna' }).first();
    await row.waitFor();
    await markDone(as.user, plan);
    await rows.filter({ hasText: '1 att verifiera' }).first().waitFor();
    await shootBothWidths(watcher, SHOTS, 'live-action-plans');
    expect(gets.urls).toEqual([]);
  });

  it('the Audit QA list shows an audit another admin creates, with no GET', async () => {
    const types = await ok(
      as.superUser.request<{ id: string }>('POST', `/api/admin/hotels/${f.solvik}/inspection-types`, {
        name: `Live audit ${Date.now()}`,
        reportType: 'auditQA',
      }),
    );
    const moduleTypes = await ok(
      as.superUser.request<Array<{ id: string }>>('GET', '/api/admin/inspection-module-types'),
    );
    await ok(
      as.superUser.request('POST', `/api/admin/inspection-types/${types.id}/inspection-modules`, {
        name: 'Rum',
        type: moduleTypes[0]!.id,
      }),
    );
    const watcher = await signedIn('company@demo.test', '/admin/auditQA/list');
    const rows = watcher.getByTestId('audit-qa-row');
    await watcher.getByRole('tab', { name: 'Pågående' }).waitFor();
    const gets = await settled(watcher);
    const before = await rows.count();

    await ok(
      as.companyAdmin.request('POST', '/api/admin/inspections', {
        hotel: f.solvik,
        inspectionType: types.id,
        startTime: '2026-11-22',
        startTimeHour: '10:00',
      }),
    );
    await expect.poll(() => rows.count()).toBe(before + 1);
    await rows.filter({ hasText: '2026-11-22' }).first().waitFor();
    await shootBothWidths(watcher, SHOTS, 'live-audit-qa');
    expect(gets.urls).toEqual([]);
  });

  it('the start page counts an inspection to approve and an overdue action done, with no GET', async () => {
    // An action whose deadline (the entity's today) passes: overdue from tomorrow on.
    const plan = await actionWithDeadline(server().url, as, f, {
      deadline: '2026-11-20',
      ownerId: f.demoAgent,
    });
    const toSubmit = await f.throwawayInspection('solvik', 'agent@demo.test');
    clock.set('2026-11-21T12:00:00.000Z');
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');

    const watcher = await signedIn('company@demo.test', '/start');
    const count = async (testId: string) =>
      Number(await watcher.getByTestId(testId).locator('.text-3xl').textContent());
    await watcher.getByTestId('waiting-approval').waitFor();
    const gets = await settled(watcher);
    const toApprove = await count('waiting-approval');
    const overdue = await count('waiting-overdue');
    expect(overdue).toBeGreaterThan(0);

    await reportableInspection(server().url, agent).submit(toSubmit);
    await expect.poll(() => count('waiting-approval')).toBe(toApprove + 1);
    await markDone(agent, plan);
    await expect.poll(() => count('waiting-overdue')).toBe(overdue - 1);
    await shootBothWidths(watcher, SHOTS, 'live-start');
    expect(gets.urls).toEqual([]);
  });

  /** A question of a Safe Q round the agent can score without a picture, with a score of its scale. */
  const firstScorable = async (id: string) => {
    const loaded = await ok(
      as.user.request<{
        modules: Array<{
          id: string;
          clusters: Array<{
            questions: Array<{
              id: string;
              type: QuestionType;
              isPictureMandatoryNeg: boolean;
              isPictureMandatoryPos: boolean;
            }>;
          }>;
        }>;
      }>('GET', `/api/inspections/${id}`),
    );
    for (const module of loaded.modules)
      for (const q of module.clusters.flatMap((c) => c.questions)) {
        const scale = scaleOf(q.type);
        if (Array.isArray(scale) && !q.isPictureMandatoryNeg && !q.isPictureMandatoryPos)
          return { moduleId: module.id, questionId: q.id, score: scale.find((n) => n >= 0)! };
      }
    throw new Error('the Safe Q questionnaire has no question to score without a picture');
  };

  it("a hotelAdmin's start page counts today's Safe Q round an agent starts and submits, with no GET", async () => {
    const waiting = await ok(as.hotelAdmin.request<Waiting>('GET', '/api/start/waiting'));
    const solvik = waiting.hotels.find((h) => h.id === f.solvik)!;
    // Today's round at Hotel Solvik, not started: the one the schedule made (unassigned: any agent of the
    // entity may take it), else one made here for the agent.
    const [typeId, inspections] = Object.entries(solvik.roundTypes)[0]!;
    expect(Object.values(inspections).every((state) => state === 'notStarted')).toBe(true);
    const roundId =
      Object.keys(inspections)[0] ??
      (
        await ok(
          as.companyAdmin.request<{ id: string }>('POST', '/api/admin/inspections', {
            hotel: f.solvik,
            inspectionType: typeId,
            startTime: solvik.today,
            startTimeHour: '09:00',
            user: f.demoAgent,
            shouldSendNotification: false,
          }),
        )
      ).id;

    const watcher = await signedIn('hotel@demo.test', '/start');
    const card = watcher.getByTestId('waiting-rounds');
    const count = async () => Number(await card.locator('.text-3xl').textContent());
    await card.getByText('Hotel Solvik').waitFor();
    const gets = await settled(watcher);
    const open = await count();
    expect(await card.textContent()).toContain('Hotel Solvik1 ej påbörjad');

    // The agent answers a first question: under way, still to do.
    const agent = reportableInspection(server().url, as.user);
    const question = await firstScorable(roundId);
    await ok(
      as.user.request(
        'POST',
        `/api/inspections/${roundId}/modules/${question.moduleId}/questions/${question.questionId}/score`,
        { score: question.score },
      ),
    );
    await expect.poll(() => card.textContent()).toContain('Hotel Solvik1 pågår');
    expect(await count()).toBe(open);
    // Submitted: done, one round fewer to do.
    await agent.submit(roundId);
    await expect.poll(() => count()).toBe(open - 1);
    expect(await card.textContent()).not.toContain('Hotel Solvik1 pågår');
    await shootBothWidths(watcher, SHOTS, 'live-start-rounds');
    expect(gets.urls).toEqual([]);
  });

  it("an agent's start page counts its own overdue action an admin marks done, with no GET", async () => {
    // An action of the agent's due today at the entity, overdue once the day has passed.
    const today = (await ok(as.user.request<Waiting>('GET', '/api/start/waiting'))).hotels.find(
      (h) => h.id === f.solvik,
    )!.today;
    const plan = await actionWithDeadline(server().url, as, f, { deadline: today, ownerId: f.demoAgent });
    clock.set(`${addDays(today, 1)}T12:00:00.000Z`);

    const watcher = await signedIn('agent@demo.test', '/start');
    const card = watcher.getByTestId('waiting-overdue');
    const count = async () => Number(await card.locator('.text-3xl').textContent());
    await card.waitFor();
    const gets = await settled(watcher);
    expect(await card.textContent()).toContain('Dina försenade åtgärder');
    const overdue = await count();
    expect(overdue).toBeGreaterThan(0);

    await markDone(as.companyAdmin, plan);
    await expect.poll(() => count()).toBe(overdue - 1);
    await shootBothWidths(watcher, SHOTS, 'live-start-own-overdue');
    expect(gets.urls).toEqual([]);
  });

  it('the organization settings show a rename by another admin, with no GET', async () => {
    const watcher = await signedIn('company@demo.test', '/organization/settings');
    const name = watcher.getByTestId('settings-organization');
    await expect.poll(() => name.textContent()).toBe('Demo Hotels');
    const gets = await settled(watcher);

    await ok(
      as.superUser.request('PUT', `/api/admin/organizations/${f.demoOrg}`, { name: 'Demo Hotels Live' }),
    );
    await expect.poll(() => name.textContent()).toBe('Demo Hotels Live');
    await shootBothWidths(watcher, SHOTS, 'live-organization-settings');
    await ok(as.superUser.request('PUT', `/api/admin/organizations/${f.demoOrg}`, { name: 'Demo Hotels' }));
    await expect.poll(() => name.textContent()).toBe('Demo Hotels');
    expect(gets.urls).toEqual([]);
  });

  it("the entity's users show a user another admin adds, with no GET", async () => {
    const watcher = await signedIn('company@demo.test', `/organizations/${f.demoOrg}/entities/${f.solvik}`);
    const users = watcher.locator('section[aria-labelledby="entity-users"]');
    await users.locator('li').first().waitFor();
    const gets = await settled(watcher);

    const name = `Live Agent ${Date.now()}`;
    await ok(
      as.superUser.request('POST', '/api/admin/users', {
        name,
        email: `live-${Date.now()}@demo.test`,
        agentCode: 'LIVE1',
        role: 'user',
        organizationId: f.demoOrg,
        hotelIds: [f.solvik],
        invite: true,
      }),
    );
    await users.getByText(name).waitFor();
    await shootBothWidths(watcher, SHOTS, 'live-entity-users');
    expect(gets.urls).toEqual([]);
  });

  it("a user's page shows the role and entities another admin gives them, with no GET", async () => {
    const created = await ok(
      as.superUser.request<{ id: string }>('POST', '/api/admin/users', {
        name: `Live Person ${Date.now()}`,
        email: `person-${Date.now()}@demo.test`,
        agentCode: 'LIVE2',
        role: 'user',
        organizationId: f.demoOrg,
        hotelIds: [f.solvik],
        invite: true,
      }),
    );
    const watcher = await signedIn('company@demo.test', `/organizations/${f.demoOrg}/users/${created.id}`);
    const role = watcher.getByLabel('Roll');
    const fjallbacka = watcher.getByRole('row', { name: /Hotel Fjällbacka/ });
    await watcher.getByRole('row', { name: /Hotel Solvik/ }).waitFor();
    const gets = await settled(watcher);
    expect(await role.inputValue()).toBe('user');
    expect(await fjallbacka.count()).toBe(0);

    await ok(as.superUser.request('PUT', `/api/admin/users/${created.id}`, { role: 'hotelAdmin' }));
    await expect.poll(() => role.inputValue()).toBe('hotelAdmin');
    await ok(as.superUser.request('PUT', `/api/admin/users/${created.id}/hotels/${f.fjallbacka}/link`));
    await fjallbacka.waitFor();
    await shootBothWidths(watcher, SHOTS, 'live-user');
    expect(gets.urls).toEqual([]);
  });
  // Last: it renames an entity others above read by name.
  it("the entity's page takes its own edit from the save's answer, with no GET", async () => {
    const page = await signedIn('company@demo.test', `/organizations/${f.demoOrg}/entities/${f.fjallbacka}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Fjällbacka' }).waitFor();
    const gets = await settled(page);
    await page.getByRole('button', { name: 'Redigera', exact: true }).click();
    await page.getByText('Redigera enhet', { exact: true }).waitFor();
    await page.getByLabel('Namn', { exact: true }).fill('Hotel Fjällbacka Hamn');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hotel Fjällbacka Hamn' }).waitFor();
    await expect.poll(() => page.getByText('Redigera enhet', { exact: true }).count()).toBe(0);
    await page.waitForTimeout(700);
    expect(gets.urls).toEqual([]);
  });
});
