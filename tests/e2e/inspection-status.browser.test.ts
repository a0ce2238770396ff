import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { isScored, type QuestionType } from '../../src-domain/shared/scales.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('inspection status browser tests');

/** Screenshots for looking at, only when asked for (SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

interface Whole {
  id: string;
  modules: Array<{
    id: string;
    clusters: Array<{ questions: Array<{ id: string; type: QuestionType }> }>;
  }>;
}

describe.skipIf(browserMissing)('where an inspection stands, in Chromium', () => {
  const { signedIn, server } = browserSuite();

  const client = async (email: string) => {
    const api = new ApiClient(server().url);
    await api.login(email);
    return api;
  };

  /**
   * Each made round's day: a past one before the demo's Safe Q history, a new one each time (one round a day
   * at an entity; lists of what waits show past rounds).
   */
  let day = 10;

  /**
   * A Daily Safe Q inspection (unanswered questions allowed) at Hotel Solvik for the demo agent, its first
   * scored question answered, its second not applicable, every module finished by the company admin.
   */
  async function readyToSubmit(): Promise<{
    id: string;
    answered: number;
    unanswered: number;
    first: [string, string];
  }> {
    const models = readModelsOf(server());
    const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!._id;
    const type = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ hotelId: solvik, name: 'Daily Safe Q' }))!;
    const admin = await client('company@demo.test');
    const agent = (
      await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
    ).body.find((u) => u.email === 'agent@demo.test')!;
    const created = await admin.request<Whole>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: type._id,
      startTime: `2026-09-${day++}`,
      startTimeHour: '07:15',
      user: agent.id,
    });
    expect(created.status).toBe(201);
    const whole = created.body;
    const scored = whole.modules.flatMap((m) =>
      m.clusters.flatMap((c) =>
        c.questions.filter((q) => isScored(q.type)).map((q) => [m.id, q.id] as const),
      ),
    );
    const score = (at: readonly [string, string], value: number) =>
      admin.request('POST', `/api/inspections/${whole.id}/modules/${at[0]}/questions/${at[1]}/score`, {
        score: value,
      });
    expect((await score(scored[0]!, 0)).status).toBe(200);
    expect((await score(scored[1]!, -1)).status).toBe(200);
    for (const m of whole.modules)
      expect((await admin.request('POST', `/api/inspections/${whole.id}/modules/${m.id}/done`)).status).toBe(
        200,
      );
    // What finishing left (a checkbox, for one, is answered "no" by it): counted from the server's answers.
    const state = (
      await admin.request<{ answers: Record<string, Record<string, { score: number | null }>> }>(
        'GET',
        `/api/inspections/${whole.id}/state`,
      )
    ).body;
    const scores = scored.map(([m, q]) => state.answers[m]?.[q]?.score ?? null);
    return {
      id: whole.id,
      answered: scores.filter((s) => s !== null && s !== -1).length,
      unanswered: scores.filter((s) => s === null).length,
      first: [scored[0]![0], scored[0]![1]],
    };
  }

  const summary = (page: Page, key: string) =>
    page.getByRole('dialog').getByTestId(`summary-${key}`).locator('dd').textContent();

  it('asks the agent before submitting, with the summary; then says so on the start page, linked', async () => {
    const { id, answered, unanswered } = await readyToSubmit();
    expect(unanswered).toBeGreaterThan(0);
    const page = await signedIn('agent@demo.test', '/sessions');
    const card = page.locator(`a[href$="/sessions/${id}"]`);
    await expect.poll(() => card.textContent()).toContain('Pågår');
    await shot(page, 'sessions-1280-sv');
    await card.click();
    await page.waitForURL(`**/sessions/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Pågår');
    await page.getByRole('button', { name: 'Fortsätt till kontroll' }).click();
    await page.waitForURL(`**/sessions/${id}/control`);

    await page.getByRole('button', { name: 'Skicka in inspektionen' }).first().click();
    await page.getByText('Skicka in inspektionen?').waitFor();
    expect(await summary(page, 'answered')).toBe(String(answered));
    expect(await summary(page, 'notApplicable')).toBe('1');
    expect(await summary(page, 'unanswered')).toBe(String(unanswered));
    expect(await summary(page, 'followUps')).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'submit-dialog-1280-sv');
    // Cancelled: nothing is submitted.
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    const agent = await client('agent@demo.test');
    const state = () =>
      agent.request<{ agentEndTime: string | null; status: string }>('GET', `/api/inspections/${id}/state`);
    expect((await state()).body.agentEndTime).toBeNull();

    await page.getByRole('button', { name: 'Skicka in inspektionen' }).last().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skicka in inspektionen' }).click();
    await page.waitForURL('**/start');
    const notice = page.getByRole('status').filter({ hasText: 'har skickats in för godkännande' });
    await expect.poll(() => notice.textContent()).toContain('Hotel Solvik · Daily Safe Q');
    expect((await state()).body.status).toBe('submitted');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'start-submitted-1280-sv');
    await notice.getByRole('link', { name: 'Visa den' }).click();
    await page.waitForURL(`**/sessions/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Inskickad');
    // The notice went with the page it was for.
    await page.goto(`${server().url}/start`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('har skickats in för godkännande').count()).toBe(0);
  });

  it('asks the admin before approving, follow-ups counted; the agent then reads it only, approved', async () => {
    const { id, first, answered } = await readyToSubmit();
    const agentApi = await client('agent@demo.test');
    expect((await agentApi.request('POST', `/api/inspections/${id}/endTime`)).status).toBe(200);
    const admin = await client('company@demo.test');
    expect(
      (
        await admin.request(
          'POST',
          `/api/inspections/${id}/modules/${first[0]}/questions/${first[1]}/setFollowUp`,
          { needsFollowUp: true, followUpComment: 'Se över.', followUpTip: true },
        )
      ).status,
    ).toBe(200);

    const page = await signedIn('company@demo.test', `/sessions/${id}/control`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('Inskickad');
    await page.getByRole('button', { name: 'Godkänn rapporten' }).first().click();
    await page.getByText('Godkänna rapporten?').waitFor();
    expect(await summary(page, 'followUps')).toBe('1');
    expect(await summary(page, 'answered')).toBe(String(answered));
    await shot(page, 'approve-dialog-1280-sv');
    await page.getByRole('dialog').getByRole('button', { name: 'Godkänn rapporten' }).click();
    await page.waitForURL('**/entities/**');

    const agent = await signedIn('agent@demo.test', `/sessions/${id}`, { width: 420 });
    await expect.poll(() => agent.getByRole('heading', { level: 1 }).textContent()).toContain('Godkänd');
    await agent.getByRole('note').filter({ hasText: 'Inspektionen är godkänd' }).waitFor();
    expect(await agent.getByRole('button', { name: 'Fortsätt till kontroll' }).count()).toBe(0);
    expect(await seriousViolations(agent)).toEqual([]);
    await shot(agent, 'overview-approved-420-sv');
    // Its modules open without a way to change an answer.
    await agent.getByTestId('module-card').first().getByRole('link').click();
    await agent.getByTestId('question').first().waitFor();
    const enabled = agent.locator(
      '[data-testid=question] button:enabled, [data-testid=question] textarea:enabled',
    );
    expect(await enabled.count()).toBe(0);
  });

  it('shows each status in the admin list, and follows a revert there live', async () => {
    const { id } = await readyToSubmit();
    const agentApi = await client('agent@demo.test');
    expect((await agentApi.request('POST', `/api/inspections/${id}/endTime`)).status).toBe(200);
    const admin = await client('company@demo.test');
    expect((await admin.request('POST', `/api/admin/inspections/${id}/endTime`, {})).status).toBe(200);

    const page = await signedIn('super@demo.test', '/admin/sessions');
    const rows = page.getByTestId('admin-session-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Current ones: the demo's under way and submitted ones, each with its word.
    const statuses = async () => new Set(await rows.locator('[data-status]').allTextContents());
    await expect.poll(statuses).toEqual(new Set(['Pågår', 'Inskickad']));
    await page.getByRole('button', { name: 'Visa äldre' }).click();
    const row = rows.filter({ has: page.locator(`a[href$="/sessions/${id}"]`) });
    // Its day is before the demo's Safe Q history: the older list's later pages, each "Visa fler" the next.
    const more = page.getByRole('button', { name: 'Visa fler' });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    while (!(await row.count()) && (await more.count())) {
      const shown = await rows.count();
      await more.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(shown);
    }
    await expect.poll(() => row.locator('[data-status]').textContent()).toBe('Godkänd');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-sessions-1280-sv');
    expect(
      (await admin.request('POST', `/api/admin/inspections/${id}/endTime`, { revert: true })).status,
    ).toBe(200);
    await expect.poll(() => row.locator('[data-status]').textContent()).toBe('Återförd till kontroll');
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('reverted');
    // On its entity's page it waits for approval again, marked as taken back.
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!._id;
    await page.goto(`${server().url}/admin/entities/${solvik}`);
    const pending = page.getByTestId('pending-approval').locator('tbody tr');
    await expect.poll(() => pending.filter({ has: page.locator('[data-status=reverted]') }).count()).toBe(1);
    expect(await pending.locator('[data-status]').allTextContents()).toEqual(['Återförd till kontroll']);
  });

  it('tells the agent after a self-serve create, with a link that opens the new inspection', async () => {
    const page = await signedIn('agent@demo.test', '/sessions/create', { width: 420 });
    // Loaded by its URL, the form does not ask for an inspection named "create" (a 404 on every reload).
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    const entity = page.getByLabel('Anläggning');
    await expect.poll(() => entity.locator('option').count()).toBe(3);
    expect(asked.filter((path) => path.startsWith('/api/inspections/'))).toEqual([]);
    await entity.selectOption({ label: 'Hotel Solvik' });
    await page.getByLabel('Inspektionstyp').selectOption({ label: 'Daily Safe Q' });
    // Today's round is the demo's: a day of its own, or the held round would open instead.
    await page.getByLabel('Datum', { exact: true }).fill('2027-02-08');
    await page.getByLabel('Tid').fill('05:45');
    await page.getByRole('button', { name: 'Starta', exact: true }).click();
    await page.waitForURL('**/start');
    const notice = page.getByRole('status').filter({ hasText: 'har skapats' });
    await expect.poll(() => notice.textContent()).toContain('Hotel Solvik · Daily Safe Q');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'start-created-420-sv');
    await notice.getByRole('link', { name: 'Öppna inspektionen' }).click();
    await page.waitForURL(/\/sessions\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Hotel Solvik');
    expect(await page.getByText('05:45').count()).toBeGreaterThan(0);
    // Gone once the page it was for was left.
    await page.goBack();
    await page.waitForURL('**/start');
    expect(await page.getByText('har skapats').count()).toBe(0);
  });
});
