import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('erasure browser test');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)('erasing a person in Chromium', () => {
  const { signedIn, server } = browserSuite();
  let f: Fixtures;
  let userId: string;
  const NAME = 'Henrietta Vanderbloom';
  const EMAIL = `henrietta-${Date.now()}@demo.test`;

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    f = await demoFixtures(server());
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const created = await admin.request<{ id: string }>('POST', '/api/admin/users', {
      name: NAME,
      email: EMAIL,
      agentCode: 'A-777',
      role: 'user',
      organizationId: f.demoOrg,
      hotelIds: [f.solvik],
      password: 'henrietta-password-2026',
      passwordRepeat: 'henrietta-password-2026',
    });
    expect(created.status).toBe(201);
    userId = created.body.id;
    // She answers a question: she is the actor of an entry of the audit trail.
    const person = new ApiClient(server().url);
    expect((await person.login(EMAIL, 'henrietta-password-2026')).status).toBe(200);
    const made = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: f.solvik,
      inspectionType: f.solvikType,
      startTime: '2026-12-03',
      startTimeHour: '08:15',
      user: userId,
    });
    expect(made.status).toBe(201);
    const inspection = made.body.id;
    const radio = await reportableInspection(server().url, person).radioQuestion(inspection);
    const question = `/api/inspections/${inspection}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    expect((await person.request('POST', `${question}/score`, { score: 1 })).status).toBe(200);
  });

  it('explains what erasing does in a confirmation, then shows the person as erased (420 px)', async () => {
    const page = await signedIn('super@demo.test', `/admin/users/${userId}`, { width: 420 });
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('button', { name: 'Radera personuppgifter…' }).click();
    // Headless UI's dialog root has no size: the title says it is open.
    const explanation = page.getByText(`Radera personuppgifterna för ${NAME}?`);
    await explanation.waitFor();
    expect(await explanation.textContent()).toContain('Detta kan inte ångras.');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/erase-dialog-420.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/erase-dialog-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 420, height: 900 });
    }
    await page.getByRole('button', { name: 'Radera för gott' }).click();
    await page.getByRole('heading', { level: 1, name: 'Raderad användare' }).waitFor();
    await page.getByText('Personens personuppgifter har raderats.').waitFor();
    expect(await page.getByText(NAME).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows "Erased user" in the audit trail and the users list, never the name', async () => {
    const page = await signedIn('super@demo.test', `/admin/audit-trail?userId=${userId}`);
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    const texts = await entries.allTextContents();
    expect(texts.every((text) => text.includes('Raderad användare (Agent)'))).toBe(true);
    expect(texts.some((text) => text.includes(NAME))).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // Her own changes: the name and address given at creation read as the marker, and the erasure is one.
    const changes = await signedIn('super@demo.test', '/admin/audit-trail?kind=user');
    const userEntries = changes.getByTestId('audit-entry');
    await expect.poll(() => userEntries.count()).toBeGreaterThan(0);
    const userTexts = await userEntries.allTextContents();
    expect(userTexts.some((text) => text.includes('Personuppgifter raderade: nej → ja'))).toBe(true);
    expect(userTexts.some((text) => text.includes('Namn: – → Raderad användare'))).toBe(true);
    expect(userTexts.some((text) => text.includes(NAME) || text.includes(EMAIL))).toBe(false);
    expect(await seriousViolations(changes)).toEqual([]);
    if (SHOTS) {
      await changes.screenshot({ path: `${SHOTS}/audit-trail-erased-1280.png`, fullPage: true });
      await changes.setViewportSize({ width: 420, height: 900 });
      await changes.screenshot({ path: `${SHOTS}/audit-trail-erased-420.png`, fullPage: true });
    }
    const users = await signedIn('super@demo.test', '/admin/users');
    await users.getByRole('cell', { name: 'Raderad användare' }).first().waitFor();
    expect(await users.getByText(NAME).count()).toBe(0);
  });
});
