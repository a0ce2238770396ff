import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { inspectionAtSolvik } from '../support/every-type-inspection.ts';
import { moduleTypeWithCluster } from '../support/module-type-with-cluster.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('choice question browser test');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * The `choice` question type (inspection-run §2, a type with options of its own) through the screens: made in
 * the catalogue editor, answered by an agent, read in the report as the option's words.
 */
describe.skipIf(browserMissing)('a choice question in Chromium', () => {
  const { signedIn, server } = browserSuite();

  /** Opens the create dialog with the choice type chosen: two empty options, best and worst. */
  const newChoice = async (page: Page, reference: string) => {
    await page.getByRole('button', { name: 'Ny fråga' }).first().click();
    await page.getByText('Skapa fråga', { exact: true }).last().waitFor();
    await page.getByLabel(/^Fråga \(/).fill('Var entrén städad?');
    await page.getByLabel('Referensnummer').fill(reference);
    await page.getByLabel('Svarstyp').selectOption({ label: 'Val bland egna alternativ' });
    const options = page.getByTestId('choice-options');
    await options.waitFor();
    return options;
  };

  it('is made in the editor, refused at its options, answered by the agent and reported in its words', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const { moduleTypeId } = await moduleTypeWithCluster(admin, 'Val vid entrén');
    const page = await signedIn('super@demo.test', `/admin/questions/${moduleTypeId}`);
    const options = await newChoice(page, 'VAL-1');
    const labels = () =>
      options.getByRole('textbox').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(await labels()).toEqual(['', '']);

    // Options without words are refused, at the options, in Swedish.
    await page.getByRole('button', { name: 'Spara' }).click();
    const refusal = options.getByTestId('field-error');
    await expect.poll(() => refusal.textContent()).toBe('Skriv orden för varje alternativ.');
    expect(await options.getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'choice-refused-1280-sv');

    // Named, two added (each takes a step still free), one of them on a step already taken: refused too.
    await options.getByLabel('Alternativ 1', { exact: true }).fill('Ja, hela vägen');
    await options.getByLabel('Alternativ 2', { exact: true }).fill('Nej');
    await options.getByRole('button', { name: 'Lägg till ett alternativ' }).click();
    await options.getByLabel('Alternativ 3', { exact: true }).fill('Kanske');
    await options.getByRole('button', { name: 'Lägg till ett alternativ' }).click();
    await options.getByLabel('Alternativ 4', { exact: true }).fill('Delvis');
    const steps = options.getByLabel('Steg', { exact: true });
    expect(await steps.evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value))).toEqual([
      '0',
      '3',
      '1',
      '2',
    ]);
    // Four is the most a choice holds.
    expect(await options.getByRole('button', { name: 'Lägg till ett alternativ' }).count()).toBe(0);
    await steps.nth(2).selectOption({ label: '2 – 1 poäng' });
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => refusal.textContent()).toBe('Varje steg får användas av ett alternativ.');

    // "Kanske" removed: the three left keep their words and steps, entered worst before middle.
    await options.getByRole('button', { name: 'Ta bort' }).nth(2).click();
    expect(await labels()).toEqual(['Ja, hela vägen', 'Nej', 'Delvis']);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByText('Skapa fråga', { exact: true }).count()).toBe(0);
    const row = page.getByTestId('question-row').filter({ hasText: 'Var entrén städad?' });
    await expect.poll(() => row.count()).toBe(1);

    // The agent is offered the options best first, and picks the middle one.
    const id = await inspectionAtSolvik(server(), admin, {
      moduleTypeId,
      typeName: 'Val vid entrén',
      moduleName: 'Entré',
    });
    const agent = await signedIn('agent@demo.test', `/sessions/${id}`, { width: 420 });
    await agent.getByTestId('module-card').first().getByRole('link').click();
    const question = agent.getByTestId('question').filter({ hasText: 'VAL-1' });
    const pills = question.getByRole('group').getByRole('button');
    await expect
      .poll(() => pills.allInnerTexts())
      .toEqual(['Ja, hela vägen', 'Delvis', 'Nej', 'Ej tillämplig']);
    const partly = question.getByRole('button', { name: 'Delvis', exact: true });
    await partly.click();
    await expect.poll(() => partly.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(agent)).toEqual([]);
    await shot(agent, 'choice-answered-420-sv');
    const held = async () =>
      (
        await admin.request<{
          modules: Array<{ clusters: Array<{ questions: Array<{ answer: { score: number | null } }> }> }>;
        }>('GET', `/api/inspections/${id}`)
      ).body.modules[0]!.clusters[0]!.questions[0]!.answer.score;
    await expect.poll(held, { timeout: 5000 }).toBe(2);
    await agent.getByRole('button', { name: 'Avsluta modulen' }).first().click();
    await agent.waitForURL(`**/sessions/${id}`);
    const agentApi = new ApiClient(server().url);
    await agentApi.login('agent@demo.test');
    expect((await agentApi.request('POST', `/api/inspections/${id}/endTime`, {})).status).toBe(200);

    // The report says the words chosen, with their points.
    const report = await signedIn('company@demo.test', `/admin/sessions/${id}/report`);
    const observation = report.getByTestId('observation').filter({ hasText: 'VAL-1' });
    await expect.poll(() => observation.getByTestId('chosen-option').textContent()).toBe('Delvis · ');
    expect(await observation.textContent()).toContain('Delvis · 1 av 3 poäng');
    // Among the worst answers too.
    expect(await report.getByTestId('worst-answers').getByTestId('chosen-option').textContent()).toBe(
      'Delvis · ',
    );
    await shot(report, 'choice-report-1280-sv');
  });

  it('says the refusal at the options on a phone too', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const { moduleTypeId } = await moduleTypeWithCluster(admin, 'Val på telefonen');
    const page = await signedIn('super@demo.test', `/admin/questions/${moduleTypeId}`, { width: 420 });
    const options = await newChoice(page, 'VAL-T');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => options.getByTestId('field-error').textContent())
      .toBe('Skriv orden för varje alternativ.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
    await options.scrollIntoViewIfNeeded();
    await shot(page, 'choice-refused-420-sv');
  });
});
