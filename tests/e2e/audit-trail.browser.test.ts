import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite, DEMO_PASSWORD } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const SHOTS = process.env.SHOTS_DIR;
const browserMissing = chromiumMissing('audit trail browser test');

describe.skipIf(browserMissing)('the audit trail in Chromium', () => {
  const { signedIn, server, open } = browserSuite();
  let f: Fixtures;
  let submitted: string;
  let radioQuestionId: string;
  let typeName: string;

  beforeAll(async () => {
    f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const way = reportableInspection(server().url, agent);
    submitted = await f.throwawayInspection('solvik');
    const radio = await way.radioQuestion(submitted);
    radioQuestionId = radio.questionId;
    const question = `/api/inspections/${submitted}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    for (const body of [{ score: 0 }, { score: 2, comment: 'Dammigt i hörnen' }])
      expect((await agent.request('POST', `${question}/score`, body)).status).toBe(200);
    await way.submit(submitted);
    // A user made an agent at one entity, then linked to Solvik and an inspection type, then made entity admin.
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const created = await company.request<{ id: string }>('POST', '/api/admin/users', {
      name: 'Rut Roll',
      email: 'rut-roll@demo.test',
      agentCode: 'A-902',
      role: 'user',
      password: 'a long enough password',
      passwordRepeat: 'a long enough password',
      hotelIds: [f.fjallbacka],
    });
    expect(created.status).toBe(201);
    const typeId = await f.throwawayType('solvik');
    const types = await company.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${f.solvik}/inspection-types`,
    );
    typeName = types.body.find((type) => type.id === typeId)!.name;
    const user = `/api/admin/users/${created.body.id}`;
    expect((await company.request('PUT', `${user}/hotels/${f.solvik}/link`)).status).toBe(200);
    expect((await company.request('PUT', `${user}/inspection-types/${typeId}/link`)).status).toBe(200);
    expect((await company.request('PUT', user, { role: 'hotelAdmin' })).status).toBe(200);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  it('lists changes in Swedish, loads more, filters by kind, and exports what is shown (1280 px)', async () => {
    const page = await signedIn('company@demo.test', '/admin/audit-trail');
    await page.getByRole('heading', { level: 1, name: 'Granskningslogg' }).waitFor();
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBe(50);
    await page.getByRole('button', { name: 'Visa fler' }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(50);
    // The agent's answers: who, with the role's Swedish name.
    await page.getByLabel('Typ av ändring').selectOption({ label: 'Svar' });
    await page.getByLabel('Användare').selectOption({ label: 'Anders Agent' });
    await page.getByRole('button', { name: 'Visa', exact: true }).click();
    await page.waitForURL(/kind=answer/);
    await expect.poll(async () => (await entries.allTextContents()).length).toBeGreaterThan(1);
    const texts = await entries.allTextContents();
    expect(texts.every((text) => text.includes('Anders Agent (Agent)') && text.includes('Svar'))).toBe(true);
    // The scores in the scale's words and points, never the stored 0 and 2.
    expect(texts.some((text) => text.includes('Poäng: Alltid (3 av 3 poäng) → Sällan (1 av 3 poäng)'))).toBe(
      true,
    );
    const csv = page.getByRole('link', { name: 'CSV' });
    expect(await csv.getAttribute('href')).toContain('kind=answer');
    const download = await page.request.get(server().url + (await csv.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['x-audit-export-manifest']).toMatch(/^\/api\/admin\/audit-trail\/exports\//);
    expect(await seriousViolations(page)).toEqual([]);
    // A period with nothing in it says so: a day alone is the whole day.
    await page.getByLabel('Från', { exact: true }).fill('2001-01-01');
    await page.getByLabel('Till', { exact: true }).fill('2001-01-01');
    await page.getByRole('button', { name: 'Visa', exact: true }).click();
    await page.getByText('Ingen ändring matchar filtren.').waitFor();
    const applied = new URL(page.url()).searchParams;
    expect(applied.get('to')).toBe(await page.evaluate(() => new Date(2001, 0, 2).toISOString()));
  });

  it("takes a period as days and 24-hour times in the app's language, and says what is wrong with one (420 px, an American browser)", async () => {
    const page = await open('/login?redirect=%2Fadmin%2Faudit-trail', 420, {
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    await page.getByLabel('E-post').fill('company@demo.test');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Granskningslogg' }).waitFor();
    await expect.poll(() => page.getByTestId('audit-entry').count()).toBeGreaterThan(0);
    const show = page.getByRole('button', { name: 'Visa', exact: true });
    // What is typed and is not a time is held, never applied in part: the field keeps it and the focus.
    const endTime = page.getByLabel('Sluttid');
    await endTime.fill('25:99');
    await endTime.press('Tab');
    await page.getByText('Ingen tid: skriv timmar och minuter, som 09:30').waitFor();
    await page.getByLabel('Till', { exact: true }).fill('2026-11-20');
    await show.click();
    await expect.poll(() => endTime.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await endTime.inputValue()).toBe('25:99');
    expect(page.url()).not.toContain('to=');
    await page.getByLabel('Till', { exact: true }).fill('');
    await page.getByLabel('Till', { exact: true }).press('Tab');
    // A time without its day is held, with the reason under it; nothing is applied.
    await page.getByLabel('Sluttid').fill('1930');
    await page.getByLabel('Sluttid').press('Enter');
    await show.click();
    await page.getByText('Välj även dagen för den här tiden').waitFor();
    expect(page.url()).not.toContain('to=');
    // An end before the start is refused where it is typed.
    await page.getByLabel('Från', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Starttid').fill('08:00');
    await page.getByLabel('Till', { exact: true }).fill('2026-11-19');
    await show.click();
    await page.getByText('Tidsintervallets slut måste komma efter dess början.').waitFor();
    expect(page.url()).not.toContain('from=');
    // Until 19:30 of the 20th: both ends as typed, in the viewer's time zone, 24-hour however the browser writes times.
    await page.getByLabel('Till', { exact: true }).fill('2026-11-20');
    await show.click();
    await page.waitForURL(/from=/);
    const applied = new URL(page.url()).searchParams;
    const [from, to] = await page.evaluate(() => [
      new Date(2026, 10, 20, 8, 0).toISOString(),
      new Date(2026, 10, 20, 19, 30).toISOString(),
    ]);
    expect(applied.get('from')).toBe(from);
    expect(applied.get('to')).toBe(to);
    // Read back from the address as typed.
    expect(await page.getByLabel('Starttid').inputValue()).toBe('08:00');
    expect(await page.getByLabel('Sluttid').inputValue()).toBe('19:30');
    expect(await page.getByLabel('Till', { exact: true }).inputValue()).toBe('2026-11-20');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-trail-period-420.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the history of one answer from the report, old and new values in order (420 px)', async () => {
    const page = await signedIn('company@demo.test', `/admin/sessions/${submitted}/report`, { width: 420 });
    const observation = page.getByTestId('observation').filter({ hasText: 'Dammigt i hörnen' });
    await observation.getByRole('link', { name: 'Historik för det här svaret' }).click();
    await page.getByRole('heading', { level: 1, name: 'Historik för det här svaret' }).waitFor();
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const [latest, first] = await entries.allTextContents();
    // The scale's words and points, never the stored value.
    expect(latest).toContain('Poäng: Alltid (3 av 3 poäng) → Sällan (1 av 3 poäng)');
    expect(latest).toContain('Kommentar: – → Dammigt i hörnen');
    expect(first).toContain('Poäng: – → Alltid (3 av 3 poäng)');
    expect(latest).toContain('Hotel Solvik');
    expect(await page.getByRole('button', { name: 'Visa fler' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Visa alla ändringar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Granskningslogg' }).waitFor();
  });

  it('opens the history of an answer from the control step, for admins only', async () => {
    const page = await signedIn('company@demo.test', `/sessions/${submitted}/control`);
    const history = page.locator(`a[href*="questionId=${radioQuestionId}"]`);
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.textContent()).toBe('Historik för det här svaret');
    expect(await page.getByRole('link', { name: 'Historik för det här svaret' }).count()).toBeGreaterThan(1);
    await history.click();
    await page.getByRole('heading', { level: 1, name: 'Historik för det här svaret' }).waitFor();
    await expect.poll(() => page.getByTestId('audit-entry').count()).toBe(2);

    const ongoing = await f.throwawayInspection('solvik');
    const agent = await signedIn('agent@demo.test', `/sessions/${ongoing}/control`);
    await expect.poll(() => agent.getByTestId('question').count()).toBeGreaterThan(0);
    expect(await agent.getByRole('link', { name: 'Historik för det här svaret' }).count()).toBe(0);
  });

  it('names every change in Swedish: a role by its name, a linked entity and inspection type by theirs (1280 and 420 px)', async () => {
    const page = await signedIn('company@demo.test', '/admin/audit-trail?kind=user');
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(3);
    const texts = await entries.allTextContents();
    expect(texts.some((text) => text.includes('Roll: Agent → Enhetsadministratör'))).toBe(true);
    expect(texts.some((text) => text.includes('Rut Roll › Hotel SolvikEnhet: – → Hotel Solvik'))).toBe(true);
    expect(texts.some((text) => text.includes(`Inspektionstyp: – → ${typeName}`))).toBe(true);
    // No changed field by its code name, no value by its code or id.
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
    const changes = await entries.locator('ul > li').allTextContents();
    expect(changes.length).toBeGreaterThan(texts.length);
    expect(
      changes.filter((text) => /hotelAdmin|inspectionType|userId/.test(text) || uuid.test(text)),
    ).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/audit-trail-labels-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${SHOTS}/audit-trail-labels-420.png`, fullPage: true });
    }
  });

  it('marks the scores finishing a module filled in, by their question, in Swedish (1280 and 420 px)', async () => {
    const page = await signedIn('company@demo.test', `/admin/audit-trail?inspectionId=${submitted}`);
    const filled = page.getByText('Ifylld när modulen avslutades').first();
    await filled.waitFor();
    // Each filled score names its question (the finish changes several answers at once).
    const line = page.locator('li:not([data-testid="audit-entry"])', { has: filled }).first();
    await expect.poll(() => line.getByTestId('audit-change-answer').textContent()).toMatch(/\S+ — $/);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/audit-trail-filled-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${SHOTS}/audit-trail-filled-420.png`, fullPage: true });
    }
  });

  it('reads its own exports as people would: format, entries in words, filters by label and name (German and Swedish, 1280 and 420 px)', async () => {
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const response = await fetch(
      `${server().url}/api/admin/audit-trail/export?${new URLSearchParams({ userId: f.demoAgent, languageShortCode: 'de_DE', format: 'xlsx' })}`,
      { headers: { cookie: company.sessionCookie } },
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const manifest = await company.request<{ count: number }>(
      'GET',
      response.headers.get('x-audit-export-manifest')!,
    );
    const count = manifest.body.count;
    expect(count).toBeGreaterThan(1);
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

    const page = await signedIn('company@demo.test', '/admin/audit-trail?kind=export', { locale: 'de_DE' });
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(1);
    let changes = await entries.locator('ul > li').allTextContents();
    const german = new Intl.NumberFormat('de-DE').format(count);
    // The entries' number with its word, never "xlsx: 404" (read as an HTTP status).
    expect(changes).toContain(`Export abgeschlossen: XLSX · ${german} Einträge`);
    // The filters in words: the user by name, the language by its name; never a parameter name or an id.
    expect(changes).toContain('Export gestartet: XLSX · Benutzer: Anders Agent · Sprache: Deutsch');
    expect(changes.filter((text) => /userId|languageShortCode|=|→/.test(text) || uuid.test(text))).toEqual(
      [],
    );
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/audit-trail-export-de-1280.png` });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${SHOTS}/audit-trail-export-de-420.png` });
    }

    const swedish = await signedIn('company@demo.test', '/admin/audit-trail?kind=export', { width: 420 });
    await expect.poll(() => swedish.getByTestId('audit-entry').count()).toBeGreaterThan(1);
    changes = await swedish.getByTestId('audit-entry').locator('ul > li').allTextContents();
    const sv = new Intl.NumberFormat('sv-SE').format(count);
    expect(changes).toContain(`Export klar: XLSX · ${sv} poster`);
    expect(changes).toContain('Export startad: XLSX · Användare: Anders Agent · Språk: Deutsch');
    if (SHOTS) {
      await swedish.screenshot({ path: `${SHOTS}/audit-trail-export-sv-420.png` });
      await swedish.setViewportSize({ width: 1280, height: 900 });
      await swedish.screenshot({ path: `${SHOTS}/audit-trail-export-sv-1280.png` });
    }
  });

  it('names the inspection of each answer and action, linked to its report or its screen (German and Swedish, 1280 and 420 px)', async () => {
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const inspectionName = async (id: string) => {
      const live = await company.request<{
        inspectionType: { name: string };
        startDate: string;
        startHour: string;
      }>('GET', `/api/inspections/${id}`);
      expect(live.status).toBe(200);
      return `${live.body.inspectionType.name}, ${live.body.startDate} ${live.body.startHour}`;
    };
    const name = await inspectionName(submitted);

    const page = await signedIn('company@demo.test', `/admin/audit-trail?inspectionId=${submitted}`, {
      locale: 'de_DE',
    });
    const entries = page.getByTestId('audit-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(2);
    // Every entry of a submitted inspection names it, after its entity, and opens its report.
    const links = entries.getByTestId('audit-inspection');
    await expect.poll(() => links.count()).toBe(await entries.count());
    expect(new Set(await links.allTextContents())).toEqual(new Set([name]));
    expect(await links.first().getAttribute('href')).toBe(`/admin/sessions/${submitted}/report`);
    const texts = await entries.allTextContents();
    expect(texts.some((text) => text.includes(`Hotel Solvik › ${name} › `))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/audit-trail-inspection-de-1280.png` });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${SHOTS}/audit-trail-inspection-de-420.png` });
    }
    await links.first().click();
    await page.waitForURL(new RegExp(`/admin/sessions/${submitted}/report$`));

    // One under way opens its own screen; in Swedish, on a phone.
    const ongoing = await f.throwawayInspection('solvik');
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const radio = await reportableInspection(server().url, agent).radioQuestion(ongoing);
    const question = `/api/inspections/${ongoing}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    expect((await agent.request('POST', `${question}/score`, { score: 1 })).status).toBe(200);
    const swedish = await signedIn('company@demo.test', `/admin/audit-trail?inspectionId=${ongoing}`, {
      width: 420,
    });
    const open = swedish.getByTestId('audit-inspection');
    await expect.poll(() => open.count()).toBeGreaterThan(0);
    expect(await open.first().textContent()).toBe(await inspectionName(ongoing));
    expect(await open.first().getAttribute('href')).toBe(`/sessions/${ongoing}`);
    expect(await seriousViolations(swedish)).toEqual([]);
    if (SHOTS) {
      await swedish.screenshot({ path: `${SHOTS}/audit-trail-inspection-sv-420.png` });
      await swedish.setViewportSize({ width: 1280, height: 900 });
      await swedish.screenshot({ path: `${SHOTS}/audit-trail-inspection-sv-1280.png` });
    }

    // An admin of another organization never sees it named, nor anything of it.
    const nordic = await signedIn('nordic-company@demo.test', '/admin/audit-trail');
    await expect.poll(() => nordic.getByTestId('audit-entry').count()).toBeGreaterThan(0);
    const theirs = await nordic.getByTestId('audit-inspection').allTextContents();
    const hrefs = await nordic
      .getByTestId('audit-inspection')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => href?.includes(submitted) || href?.includes(ongoing))).toEqual([]);
    expect(theirs.length).toBeGreaterThan(0);
  });

  it('is in the menu of the entity admin, and not of the agent', async () => {
    const admin = await signedIn('hotel@demo.test', '/admin/audit-trail');
    await expect.poll(() => admin.getByTestId('audit-entry').count()).toBeGreaterThan(0);
    const texts = await admin.getByTestId('audit-entry').allTextContents();
    expect(texts.some((text) => text.includes('Hotel Fjällbacka'))).toBe(false);
    const agent = await signedIn('agent@demo.test', '/sessions');
    await agent.getByRole('link', { name: 'Starta en inspektion' }).waitFor();
    expect(await agent.getByRole('link', { name: 'Granskningslogg' }).count()).toBe(0);
  });
});
