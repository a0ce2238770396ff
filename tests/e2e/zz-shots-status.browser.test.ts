import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const DIR = '/tmp/shots-status';
describe('throwaway screenshots', () => {
  const { signedIn, server } = browserSuite();
  const inLanguage = async (page: Page, locale: string) => {
    await page.evaluate((l) => localStorage.setItem('inspecta.locale', l), locale);
    await page.reload();
    await page.waitForTimeout(800);
  };
  const snap = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png` });
  it('takes them', async () => {
    const models = readModelsOf(server());
    const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!._id;
    const safeQ = (await models.collection<InspectionTypeDocument>('inspectionTypes').findOne({ hotelId: solvik, name: 'Daily Safe Q' }))!;
    const mystery = (await models.collection<InspectionTypeDocument>('inspectionTypes').findOne({ hotelId: solvik, name: 'Mystery guest' }))!;
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const agentId = (await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')).body.find((u) => u.email === 'agent@demo.test')!.id;
    const made = await admin.request<{ id: string; modules: Array<{ id: string }> }>('POST', '/api/admin/inspections', { hotel: solvik, inspectionType: safeQ._id, startTime: '2026-11-23', startTimeHour: '07:15', user: agentId });
    const id = made.body.id;
    for (const m of made.body.modules) await admin.request('POST', `/api/inspections/${id}/modules/${m.id}/done`);
    for (const [width, locale] of [[1280, 'de_DE'], [420, 'de_DE'], [420, 'sv_SE']] as const) {
      const tag = `${width}-${locale}`;
      const agent = await signedIn('agent@demo.test', '/sessions', { width });
      await inLanguage(agent, locale);
      await snap(agent, `x-sessions-${tag}`);
      await agent.goto(`${server().url}/sessions/${id}/control`);
      await agent.waitForTimeout(1000);
      await agent.getByRole('button').filter({ hasText: /inspektionen|Inspektion/ }).first().click();
      await agent.waitForTimeout(500);
      await snap(agent, `x-submit-dialog-${tag}`);
      const admin2 = await signedIn('super@demo.test', '/admin/sessions', { width });
      await inLanguage(admin2, locale);
      await snap(admin2, `x-admin-sessions-${tag}`);
      await admin2.goto(`${server().url}/admin/inspection-types/${mystery._id}/modules`);
      await admin2.waitForTimeout(1000);
      await snap(admin2, `x-modules-${tag}`);
      const company = await signedIn('company@demo.test', '/organization/users', { width });
      await inLanguage(company, locale);
      await company.getByRole('button').filter({ hasText: /Benutzer anlegen|Skapa användare|Benutzer/ }).first().click();
      await company.waitForTimeout(300);
      await company.getByRole('dialog').locator('button[type=submit]').click();
      await company.waitForTimeout(300);
      await snap(company, `x-create-user-${tag}`);
    }
    // Approved, for the agent, and the self-serve notice, in German at 1280.
    await admin.request('POST', `/api/inspections/${id}/endTime`);
    const agentApi = new ApiClient(server().url);
    await agentApi.login('agent@demo.test');
    await agentApi.request('POST', `/api/inspections/${id}/endTime`);
    await admin.request('POST', `/api/admin/inspections/${id}/endTime`, {});
    const agent = await signedIn('agent@demo.test', `/sessions/${id}`, { width: 1280 });
    await inLanguage(agent, 'de_DE');
    await snap(agent, 'x-overview-approved-1280-de_DE');
    await agent.goto(`${server().url}/sessions/create`);
    await agent.waitForTimeout(800);
    await agent.locator('select').first().selectOption({ label: 'Hotel Solvik' });
    await agent.locator('select').nth(1).selectOption({ label: 'Daily Safe Q' });
    await agent.locator('form button[type=submit]').click();
    await agent.waitForURL('**/start');
    await agent.waitForTimeout(500);
    await snap(agent, 'x-start-created-1280-de_DE');
  });
});
