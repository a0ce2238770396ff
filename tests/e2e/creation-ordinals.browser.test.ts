import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('creation ordinals browser test');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Extra questions and descriptions get their order at creation (administration §2 create form, §3 payload):
 * typed out of order in the admin's form, the agent reads them in the order given.
 */
describe.skipIf(browserMissing)('ordinals of extra questions and descriptions in Chromium', () => {
  const { signedIn, server } = browserSuite();

  it('creates them at the positions typed and shows them to the agent in that order', async () => {
    const page = await signedIn('super@demo.test', '/admin/sessions/create');
    await page.getByLabel('Sök anläggningar').fill('solv');
    await page.getByLabel('Anläggning', { exact: true }).selectOption({ label: 'Hotel Solvik' });
    await page.getByLabel('Inspektionstyp', { exact: true }).selectOption({ label: 'Mystery guest' });
    await page.getByLabel('Användare', { exact: true }).selectOption({ label: 'Anders Agent' });
    await page.getByLabel('Datum', { exact: true }).fill('2027-02-11');
    await page.getByLabel('Tid', { exact: true }).fill('10:00');

    // Each row in the order typed, each with the position it is to have; a blank row follows each filled one.
    const extra = page.getByRole('group', { name: 'Extrafrågor' });
    const extraRows: Array<[string, string]> = [
      ['Fanns det laddstolpar?', '3'],
      ['Hälsade receptionen?', '1'],
      ['Var hissen ren?', '2'],
    ];
    for (const [index, [content, ordinal]] of extraRows.entries()) {
      await extra.getByLabel(`Extrafråga ${index + 1}`, { exact: true }).fill(content);
      await extra.getByLabel('Ordning', { exact: true }).nth(index).fill(ordinal);
    }
    await extra.getByLabel('Extrafråga 4', { exact: true }).waitFor();
    const descriptions = page.getByRole('group', { name: 'Beskrivningar' });
    const descriptionRows: Array<[string, string, string]> = [
      ['Efter besöket', 'Lämna nyckeln i receptionen.', '20'],
      ['Före besöket', 'Boka via webben under eget namn.', '10'],
    ];
    for (const [index, [header, body, ordinal]] of descriptionRows.entries()) {
      await descriptions.getByLabel(`Rubrik ${index + 1}`, { exact: true }).fill(header);
      await descriptions.getByLabel(`Text ${index + 1}`, { exact: true }).fill(body);
      await descriptions.getByLabel('Ordning', { exact: true }).nth(index).fill(ordinal);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'create-ordinals-1280-sv');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL('**/admin/sessions');

    const agentApi = new ApiClient(server().url);
    await agentApi.login('agent@demo.test');
    const mine = await agentApi.request<Array<{ id: string; startDate: string; hotel: { name: string } }>>(
      'GET',
      '/api/inspections',
    );
    const created = mine.body.filter(
      (i) => i.hotel.name === 'Hotel Solvik' && i.startDate.startsWith('2027-02-11'),
    );
    expect(created.length).toBe(1);
    const id = created[0]!.id;

    // The agent, on a phone: the descriptions above the modules, the extra questions on their page.
    const agent = await signedIn('agent@demo.test', `/sessions/${id}`, { width: 420 });
    const headings = agent.locator('section > h2');
    await expect.poll(() => headings.allTextContents()).toEqual(['Före besöket', 'Efter besöket']);
    await shot(agent, 'create-ordinals-agent-420-sv');
    await agent.goto(`${server().url}/sessions/${id}/extra-questions`);
    const questions = agent.locator('li > p.font-medium');
    await expect
      .poll(() => questions.allTextContents())
      .toEqual(['Hälsade receptionen?', 'Var hissen ren?', 'Fanns det laddstolpar?']);
    expect(await seriousViolations(agent)).toEqual([]);
    await shot(agent, 'create-ordinals-extra-420-sv');
  });
});
