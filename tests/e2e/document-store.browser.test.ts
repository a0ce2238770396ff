import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { link, paths } from '../../src-web/routes.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';
import { countGets } from '../support/page-gets.ts';

const browserMissing = chromiumMissing('document store browser tests');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe.skipIf(browserMissing)(
  "a second browser follows the first's changes from its document store",
  () => {
    const { signedIn, server } = browserSuite();

    it('shows renamed entity, user and inspection type rows without a GET', async () => {
      const admin = new ApiClient(server().url);
      await admin.login('company@demo.test');
      const hotels = (await admin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels'))
        .body;
      const users = (
        await admin.request<Array<{ id: string; name: string; email: string }>>('GET', '/api/admin/users')
      ).body;
      const types = (
        await admin.request<Array<{ id: string; name: string }>>(
          'GET',
          '/api/admin/organizations/my/inspectionTypes',
        )
      ).body;
      expect(hotels.length && users.length && types.length).toBeGreaterThan(0);
      const user = users.find((u) => u.email === 'agent@demo.test')!;

      // The second browser: the organization's entity, user and inspection type lists, each opened by its URL.
      const entitiesPage = await signedIn('company@demo.test', paths.organizationHotels);
      const usersPage = await signedIn('company@demo.test', paths.organizationUsers);
      const typesPage = await signedIn('company@demo.test', paths.organizationInspectionTypes);
      const pages = [entitiesPage, usersPage, typesPage];
      await entitiesPage.getByText(hotels[0]!.name).first().waitFor();
      await usersPage.getByText(user.name).first().waitFor();
      await typesPage.getByText(types[0]!.name).first().waitFor();
      for (const page of pages) await page.waitForLoadState('networkidle');
      const gets = pages.map(countGets);

      const changes: Array<[Page, string, string]> = [];
      for (let n = 1; n <= 3; n++) {
        const hotelName = `${hotels[0]!.name} ${n}`;
        const userName = `${user.name} ${n}`;
        const typeName = `${types[0]!.name} ${n}`;
        expect(
          (await admin.request('PUT', `/api/admin/hotels/${hotels[0]!.id}`, { name: hotelName })).status,
        ).toBe(200);
        expect((await admin.request('PUT', `/api/admin/users/${user.id}`, { name: userName })).status).toBe(
          200,
        );
        expect(
          (await admin.request('PUT', `/api/admin/inspection-types/${types[0]!.id}`, { name: typeName }))
            .status,
        ).toBe(200);
        changes.push(
          [entitiesPage, hotelName, 'entity'],
          [usersPage, userName, 'user'],
          [typesPage, typeName, 'type'],
        );
        for (const [page, name] of changes.slice(-3))
          await page.getByText(name, { exact: true }).first().waitFor();
      }
      for (const page of pages) await page.waitForTimeout(300);
      expect(gets.map((g) => g.urls)).toEqual([[], [], []]);
      console.log(`GETs on the second browser for ${changes.length} pushed list changes: 0`);
    });

    it("shows a co-editor's answers with 0 GETs, and times click to screen", async () => {
      const models = readModelsOf(server());
      const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!;
      const type = (await models
        .collection<InspectionTypeDocument>('inspectionTypes')
        .findOne({ hotelId: solvik._id, name: 'Mystery guest' }))!;
      const admin = new ApiClient(server().url);
      await admin.login('company@demo.test');
      const agentUser = (
        await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
      ).body.find((u) => u.email === 'agent@demo.test')!;
      const created = await admin.request<{ id: string; modules: Array<{ id: string }> }>(
        'POST',
        '/api/admin/inspections',
        {
          hotel: solvik._id,
          inspectionType: type._id,
          startTime: '2026-12-01',
          startTimeHour: '09:00',
          user: agentUser.id,
        },
      );
      expect(created.status).toBe(201);
      const moduleHref = link.module(created.body.id, created.body.modules[0]!.id);
      const agent = await signedIn('agent@demo.test', moduleHref);
      const watcher = await signedIn('hotel@demo.test', moduleHref);
      const question = (page: Page) => page.getByTestId('question').filter({ hasText: '3099-01' });
      await question(agent).waitFor();
      await question(watcher).waitFor();
      for (const page of [agent, watcher]) await page.waitForLoadState('networkidle');
      await agent.evaluate(() => {
        const w = window as unknown as { clicks: number[] };
        w.clicks = [];
        document.addEventListener('click', () => w.clicks.push(Date.now()), true);
      });
      await watcher.evaluate(() => {
        const w = window as unknown as { shown: Array<{ label: string; at: number }> };
        w.shown = [];
        new MutationObserver((mutations) => {
          for (const m of mutations) {
            const button = m.target as HTMLElement;
            if (button.getAttribute('aria-pressed') === 'true' && button.closest('[data-testid=question]'))
              w.shown.push({ label: button.textContent ?? '', at: Date.now() });
          }
        }).observe(document.body, { attributes: true, attributeFilter: ['aria-pressed'], subtree: true });
      });
      const gets = countGets(watcher);
      const labels = ['Alltid', 'Ofta'];
      const latencies: number[] = [];
      for (let n = 0; n < 30; n++) {
        const label = labels[n % 2]!;
        const before = await watcher.evaluate(() => (window as unknown as { shown: unknown[] }).shown.length);
        await question(agent).getByRole('button', { name: label }).click();
        await expect
          .poll(() => question(watcher).getByRole('button', { name: label }).getAttribute('aria-pressed'))
          .toBe('true');
        const clickedAt = await agent.evaluate(() =>
          (window as unknown as { clicks: number[] }).clicks.at(-1)!,
        );
        const shownAt = await watcher.evaluate(
          ([from, label]) =>
            (window as unknown as { shown: Array<{ label: string; at: number }> }).shown
              .slice(from as number)
              .find((s) => s.label === label)!.at,
          [before, label] as const,
        );
        latencies.push(shownAt - clickedAt);
      }
      await watcher.waitForTimeout(300);
      expect(gets.urls).toEqual([]);
      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `co-editor click to screen over ${sorted.length} answers: p50 ${percentile(sorted, 50)} ms, ` +
          `p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms; GETs on the co-editor: ${gets.urls.length}`,
      );
      expect(latencies.every((ms) => ms >= 0)).toBe(true);
    });
  },
);
