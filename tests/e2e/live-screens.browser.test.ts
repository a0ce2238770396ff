import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { inspectionDecider, inspectionStream } from '../../src-domain/inspection/index.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { safeQQuestionnaire } from '../support/safeq-history.ts';
import { countGets, shootBothWidths } from '../support/page-gets.ts';
import { monthName, shiftMonth } from '../../src-web/components/local-dates.ts';

const SHOTS = process.env.SHOTS_DIR;
const browserMissing = chromiumMissing('live screens browser test');

/** A change made by another signed-in browser, through the API as its screens send it. */
async function send(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/**
 * The audit trail, the question and modules screens and the statistics tab follow what a second browser changes, with no
 * reload and no GET: each shows the change from its pushes alone.
 */
describe.skipIf(browserMissing)('live screens in Chromium', () => {
  const { signedIn, server } = browserSuite({ reuseSignIns: true });
  let f: Fixtures;

  beforeAll(async () => {
    f = await demoFixtures(server());
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  it("the audit trail's first page takes a new entry from the other browser, with no GET", async () => {
    const watcher = await signedIn('company@demo.test', '/admin/audit-trail');
    const trail = watcher.getByTestId('audit-trail');
    await trail.locator('li').first().waitFor();
    await watcher.waitForLoadState('networkidle');
    const gets = countGets(watcher);
    const before = await trail.locator('> li').count();

    const other = await signedIn('super@demo.test', '/admin/audit-trail');
    const address = `live-${Date.now()}@demo.test`;
    await send(other, 'PUT', `/api/admin/hotels/${f.solvik}`, { reportEmail: [address] });
    await trail.locator('> li').first().getByText(address).first().waitFor();
    expect(await trail.locator('> li').count()).toBeGreaterThan(before);
    await shootBothWidths(watcher, SHOTS, 'live-audit-trail');
    expect(gets.urls).toEqual([]);
  });

  it('the question screen shows a question the other browser adds, edits and removes, with no GET', async () => {
    const path = `/admin/questions/${f.catalogue.moduleTypeId}`;
    const watcher = await signedIn('super@demo.test', path);
    await watcher.getByText('Bathroom').first().waitFor();
    await watcher.waitForLoadState('networkidle');
    const gets = countGets(watcher);

    const other = await signedIn('super@demo.test', path);
    const tree = (await send(
      other,
      'POST',
      `/api/admin/questions/${f.catalogue.moduleTypeId}?languageShortCode=sv_SE`,
      {
        questionClusterId: f.catalogue.clusterId,
        referenceNumber: `L-${Date.now()}`,
        content: 'Doftar det rent?',
        type: 'radio',
        classification: 'hygiene',
        ordinal: 5,
      },
    )) as { clusters: Array<{ questions: Array<{ id: string; content: string }> }> };
    await watcher.getByText('Doftar det rent?').first().waitFor();
    const added = tree.clusters.flatMap((c) => c.questions).find((q) => q.content === 'Doftar det rent?')!;
    await send(other, 'PUT', `/api/admin/questions/${added.id}?languageShortCode=sv_SE`, {
      content: 'Luktar det fräscht?',
    });
    await watcher.getByText('Luktar det fräscht?').first().waitFor();
    await shootBothWidths(watcher, SHOTS, 'live-questions');
    await send(other, 'DELETE', `/api/admin/questions/${added.id}`);
    await watcher.getByText('Luktar det fräscht?').waitFor({ state: 'detached' });
    expect(gets.urls).toEqual([]);
  });

  it("the modules screen follows the other browser's module changes, with no GET", async () => {
    const path = `/admin/inspection-types/${f.solvikType}/modules`;
    const watcher = await signedIn('super@demo.test', path);
    const grid = watcher.getByRole('table');
    await grid.getByText('Guest Room').first().waitFor();
    await watcher.waitForLoadState('networkidle');
    const gets = countGets(watcher);

    const other = await signedIn('super@demo.test', path);
    const modules = `/api/admin/inspection-types/${f.solvikType}/inspection-modules`;
    await send(other, 'PUT', `${modules}/${f.solvikModule}`, { name: 'Gästrum live' });
    await grid.getByText('Gästrum live').waitFor();
    const lobby = (await send(other, 'POST', modules, {
      name: 'Lobby live',
      type: f.catalogue.moduleTypeId,
      ordinal: 99,
    })) as { id: string };
    await grid.getByRole('row', { name: /Lobby live/ }).waitFor();
    await shootBothWidths(watcher, SHOTS, 'live-modules');
    await send(other, 'DELETE', `${modules}/${lobby.id}`);
    await grid.getByRole('row', { name: /Lobby live/ }).waitFor({ state: 'detached' });
    expect(gets.urls).toEqual([]);
  });

  it("the question screen shows its own module type change from the command's answer, with no GET", async () => {
    const moduleTypeId = await f.throwawayModuleType();
    const page = await signedIn('super@demo.test', `/admin/questions/${moduleTypeId}`);
    await page.getByRole('button', { name: 'Redigera modultyp' }).waitFor();
    await page.waitForLoadState('networkidle');
    const gets = countGets(page);
    await page.getByRole('button', { name: 'Redigera modultyp' }).click();
    await page.getByRole('heading', { name: 'Redigera modultyp' }).waitFor();
    const renamed = `Omdöpt ${Date.now()}`;
    await page.getByLabel('Namn').fill(renamed);
    await page.getByLabel('Namn').press('Enter');
    await page.getByRole('heading', { name: 'Redigera modultyp' }).waitFor({ state: 'detached' });
    await page.locator('option', { hasText: renamed }).waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(gets.urls).toEqual([]);
  });

  it('the modules screen shows its own edit from the answer, and says so when the other browser deletes the type', async () => {
    const other = await signedIn('super@demo.test', '/admin/audit-trail');
    const type = (await send(other, 'POST', `/api/admin/hotels/${f.solvik}/inspection-types`, {
      name: `Borttagen typ ${Date.now()}`,
    })) as { id: string };
    const modules = `/api/admin/inspection-types/${type.id}/inspection-modules`;
    await send(other, 'POST', modules, { name: 'Reception', type: f.catalogue.moduleTypeId, ordinal: 1 });

    const watcher = await signedIn('super@demo.test', `/admin/inspection-types/${type.id}/modules`);
    const grid = watcher.getByRole('table');
    await grid.getByText('Reception').first().waitFor();
    const gets = countGets(watcher);
    // A page opened by its URL catches up once its socket has joined the rooms: that load is let through.
    for (let last = -1; last !== gets.urls.length;) {
      last = gets.urls.length;
      await watcher.waitForTimeout(1000);
    }
    gets.reset();
    await watcher.getByRole('button', { name: 'Redigera Reception' }).click();
    await watcher.getByRole('heading', { name: 'Redigera modul' }).waitFor();
    await watcher.getByLabel('Namn').fill('Reception och lobby');
    await watcher.getByLabel('Namn').press('Enter');
    await grid.getByText('Reception och lobby').waitFor();
    expect(gets.urls).toEqual([]);

    await send(other, 'DELETE', `/api/admin/inspection-types/${type.id}`);
    await watcher
      .getByRole('alert')
      .filter({ hasText: 'Den här inspektionstypen har tagits bort.' })
      .waitFor();
    await shootBothWidths(watcher, SHOTS, 'modules-type-deleted');
    expect(gets.urls).toEqual([]);
  });

  it("the statistics tab takes the other browser's new entity and a Safe Q day made and deleted, with no GET", async () => {
    const path = `/organizations/${f.demoOrg}?tab=statistics`;
    const watcher = await signedIn('super@demo.test', path);
    await watcher.getByLabel('Hotel Solvik').waitFor();
    const calendar = watcher.getByRole('region', { name: 'Veckorapporter' });
    await calendar.getByRole('button', { name: 'Föregående månad' }).waitFor();
    await watcher.waitForLoadState('networkidle');
    // The next month: the demo's rounds reach today, so at a month's end the current one has no free day.
    const { month } = (await watcher.evaluate(
      async (org) => (await fetch(`/api/admin/organizations/${org}/report-days`)).json(),
      f.demoOrg,
    )) as { month: string };
    const next = shiftMonth(month, 1);
    await calendar.getByRole('button', { name: 'Nästa månad' }).click();
    await calendar.getByText(monthName(next, 'sv-SE'), { exact: true }).waitFor();
    await watcher.waitForLoadState('networkidle');
    const gets = countGets(watcher);
    const reported = calendar.getByText('har rapporter');
    const before = await reported.count();

    const other = await signedIn('super@demo.test', path);
    const name = `Hotel Live ${Date.now()}`;
    await send(other, 'POST', '/api/admin/hotels', {
      name,
      organizationId: f.demoOrg,
      dashboardEnabled: false,
    });
    // A new active entity comes in ticked, as those loaded.
    await watcher.getByLabel(name).waitFor();
    expect(await watcher.getByLabel(name).isChecked()).toBe(true);

    // A Safe Q inspection on a day of the month shown that had none: the day is marked, then unmarked.
    const commands = server().runtime.container.get(TOKENS.commands);
    const engine = server().runtime.container.get(TOKENS.engine);
    const free = `${next}-15`;
    const { ids, modules } = safeQQuestionnaire();
    const id = crypto.randomUUID();
    const created = await createInspectionInParts(commands, {
      actor: { id: 'system', role: 'superUser' },
      now: new Date().toISOString(),
      data: newInspectionData({
        inspectionId: id,
        organizationId: f.demoOrg,
        hotelId: f.solvik,
        type: dailySafeQ(ids.inspectionTypeId),
        startDate: free,
        modules,
      }),
    });
    await engine.waitFor(created.position);
    await expect.poll(() => reported.count()).toBe(before + 1);
    await shootBothWidths(watcher, SHOTS, 'live-statistics');
    const deleted = await commands.handle(inspectionDecider, inspectionStream(id), {
      type: 'DeleteInspection',
      actor: { id: 'system', role: 'superUser' },
      now: new Date().toISOString(),
    });
    await engine.waitFor(deleted.position);
    await expect.poll(() => reported.count()).toBe(before);
    expect(gets.urls).toEqual([]);
  });
});
