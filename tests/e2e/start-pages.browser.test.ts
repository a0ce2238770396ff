import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ManualClock } from '../support/manual-clock.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const SHOTS = process.env.SHOTS_DIR;
const browserMissing = chromiumMissing('start page browser tests');

const TEXTS = {
  sv_SE: {
    title: 'Väntar på dig',
    approve: 'Väntar på ditt godkännande',
    overdue: 'Försenade åtgärder',
    ownOverdue: 'Dina försenade åtgärder',
    rounds: 'Dagens Safe Q-rundor att göra',
    assigned: 'Dina öppna inspektioner',
    menu: 'Meny',
    openMenu: 'Öppna menyn',
    agentMenu: ['Mina inspektioner', 'Handlingsplaner'],
    inProgress: '1 pågår',
    notStarted: '1 ej påbörjad',
  },
  de_DE: {
    title: 'Wartet auf dich',
    approve: 'Warten auf deine Freigabe',
    overdue: 'Überfällige Maßnahmen',
    ownOverdue: 'Deine überfälligen Maßnahmen',
    rounds: 'Heutige Safe-Q-Rundgänge offen',
    assigned: 'Deine offenen Inspektionen',
    menu: 'Menü',
    openMenu: 'Menü öffnen',
    agentMenu: ['Meine Inspektionen', 'Maßnahmenpläne'],
    inProgress: '1 in Arbeit',
    notStarted: '1 nicht begonnen',
  },
} as const;
type Language = keyof typeof TEXTS;
const LANGUAGES = Object.keys(TEXTS) as Language[];

describe.skipIf(browserMissing)('start pages in Chromium', () => {
  // A Wednesday morning: the demo's Safe Q round of today is under way at Hotel Fjällbacka.
  const { signedIn, server } = browserSuite({ clock: new ManualClock('2026-11-25T10:00:00.000Z') });

  const inLanguage = async (page: Page, language: Language) => {
    await page.evaluate((code) => localStorage.setItem('inspecta.locale', code), language);
    await page.reload();
    await page.getByRole('heading', { name: TEXTS[language].title }).waitFor();
  };
  const card = (page: Page, testId: string) => page.getByTestId(testId);
  /** The card's count as shown. */
  const count = async (page: Page, testId: string) =>
    Number((await card(page, testId).locator('.text-3xl').textContent())?.trim());
  const shoot = async (page: Page, name: string, language: Language) => {
    for (const width of [1280, 420]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/start-${name}-${language}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it("shows an agent its open inspections, today's rounds and its own overdue actions, and My inspections in the menu", async () => {
    const page = await signedIn('agent@demo.test', '/start');
    for (const language of LANGUAGES) {
      const t = TEXTS[language];
      await inLanguage(page, language);
      const menu = page.getByRole('navigation', { name: t.menu }).getByRole('link');
      expect(await menu.allTextContents()).toEqual(t.agentMenu);
      await expect.poll(() => card(page, 'waiting-assigned').textContent()).toContain(t.assigned);
      expect(await count(page, 'waiting-assigned')).toBeGreaterThan(0);
      expect(await card(page, 'waiting-overdue').textContent()).toContain(t.ownOverdue);
      expect(await card(page, 'waiting-approval').count()).toBe(0);
      const rounds = await card(page, 'waiting-rounds').textContent();
      expect(rounds).toContain(`Hotel Fjällbacka${t.inProgress}`);
      expect(rounds).toContain(`Hotel Solvik${t.notStarted}`);
      await shoot(page, 'agent', language);
      // At 420 px the menu is behind its button, and holds My inspections too.
      await page.setViewportSize({ width: 420, height: 900 });
      await page.getByRole('button', { name: t.openMenu }).click();
      const narrowMenu = page.getByRole('navigation', { name: t.menu }).getByRole('link');
      await expect.poll(() => narrowMenu.allTextContents()).toEqual(t.agentMenu);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/start-agent-menu-${language}-420.png` });
      await narrowMenu.first().click();
      await page.waitForURL('**/sessions');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server().url}/start`);
    }
    // The open inspections count opens the agent's list.
    await card(page, 'waiting-assigned').getByRole('link').click();
    await page.waitForURL('**/sessions');
  });

  for (const [email, role] of [
    ['hotel@demo.test', 'hotelAdmin'],
    ['company@demo.test', 'companyAdmin'],
    ['super@demo.test', 'superUser'],
  ] as const)
    it(`shows a ${role} what waits for approval, the overdue actions and today's rounds`, async () => {
      const page = await signedIn(email, '/start');
      for (const language of LANGUAGES) {
        const t = TEXTS[language];
        await inLanguage(page, language);
        await expect.poll(() => card(page, 'waiting-approval').textContent()).toContain(t.approve);
        expect(await count(page, 'waiting-approval')).toBeGreaterThan(0);
        expect(await card(page, 'waiting-overdue').textContent()).toContain(t.overdue);
        expect(await card(page, 'waiting-rounds').textContent()).toContain(t.rounds);
        // A hotelAdmin of Hotel Solvik sees its own entity only.
        expect(await card(page, 'waiting-rounds').textContent()).toContain(
          role === 'hotelAdmin' ? `Hotel Solvik${t.notStarted}` : `Hotel Fjällbacka${t.inProgress}`,
        );
        expect(await card(page, 'waiting-assigned').count()).toBe(0);
        await shoot(page, role, language);
      }
      // The overdue count opens the action plans with only overdue ones.
      if ((await count(page, 'waiting-overdue')) > 0) {
        await card(page, 'waiting-overdue').getByRole('link').first().click();
        await page.waitForURL('**/action-plans?overdue=true');
      }
    });

  it('counts a submit at once on an open start page, without a reload', async () => {
    const page = await signedIn('company@demo.test', '/start');
    await card(page, 'waiting-approval').waitFor();
    const before = await count(page, 'waiting-approval');
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const hotels = await admin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels');
    const solvik = hotels.body.find((h) => h.name === 'Hotel Solvik')!.id;
    const types = await admin.request<Array<{ id: string; reportType: string }>>(
      'GET',
      `/api/admin/hotels/${solvik}/inspection-types`,
    );
    // A Safe Q round of yesterday: one module, finished by the admin, submitted by the agent.
    const created = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: types.body.find((t) => t.reportType === 'safeQ')!.id,
      // A past day before the demo's Safe Q history (one round a day at an entity).
      startTime: '2026-09-24',
      startTimeHour: '09:00',
      user: (await agent.request<{ id: string }>('GET', '/api/sessions/check')).body.id,
      shouldSendNotification: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const questionnaire = await readModelsOf(server())
      .collection<InspectionQuestionnaireDocument>('inspectionQuestionnaires')
      .findOne({ _id: id });
    for (const module of questionnaire!.modules)
      expect((await admin.request('POST', `/api/inspections/${id}/modules/${module.id}/done`)).status).toBe(
        200,
      );
    expect((await agent.request('POST', `/api/inspections/${id}/endTime`, {})).status).toBe(200);
    await expect.poll(() => count(page, 'waiting-approval'), { timeout: 10_000 }).toBe(before + 1);
  });
});
