import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('added actions browser test');

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The words the walk reads and clicks, per language. */
const WORDS = {
  sv_SE: {
    approve: 'Godkänn rapporten',
    approveTitle: 'Godkänna rapporten?',
    noneFlagged: '0 flaggade',
    addAsAction: 'Lägg till som åtgärd',
    addAction: 'Lägg till en åtgärd',
    description: 'Vad som ska göras',
    deadline: 'Tidsfrist',
    save: 'Spara',
    edit: 'Redigera',
    delete: 'Ta bort',
    removeTitle: 'Ta bort åtgärden?',
  },
  de_DE: {
    approve: 'Bericht freigeben',
    approveTitle: 'Bericht freigeben?',
    noneFlagged: '0 markiert',
    addAsAction: 'Als Maßnahme hinzufügen',
    addAction: 'Maßnahme hinzufügen',
    description: 'Was zu tun ist',
    deadline: 'Frist',
    save: 'Speichern',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    removeTitle: 'Maßnahme löschen?',
  },
} as const;

describe.skipIf(browserMissing)('actions after approval in Chromium', () => {
  const { signedIn, server } = browserSuite();
  let fixtures: Fixtures;
  let agent: ApiClient;

  /** Submitted by the agent with one radio answer "rarely" (1 of 3 points) and nothing flagged. */
  const submitted = async () => {
    const id = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
    const way = reportableInspection(server().url, agent);
    const failed = await way.radioQuestion(id);
    const scored = await agent.request(
      'POST',
      `/api/inspections/${id}/modules/${failed.moduleId}/questions/${failed.questionId}/score`,
      { score: 2, comment: 'Fläckig matta' },
    );
    expect(scored.status).toBe(200);
    await way.submit(id);
    return id;
  };

  beforeAll(async () => {
    fixtures = await demoFixtures(server());
    agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
  });

  for (const [language, width, other] of [
    ['sv_SE', 1280, 420],
    ['de_DE', 420, 1280],
  ] as const) {
    it(`${language} at ${width} px: approve, then add a suggested and a free action, edit, remove, reload`, async () => {
      const w = WORDS[language];
      const id = await submitted();
      const page = await signedIn('company@demo.test', `/sessions/${id}/control`, { width });
      await page.evaluate((code) => localStorage.setItem('inspecta.locale', code), language);
      await page.reload();

      await page.getByRole('button', { name: w.approve }).first().click();
      await page.getByText(w.approveTitle).waitFor();
      await page.getByTestId('approve-flagged').getByText(w.noneFlagged).waitFor();
      await shot(page, `approve-flagged-${language}-${width}`);
      await page.getByRole('dialog').getByRole('button', { name: w.approve }).click();
      await page.waitForURL('**/entities/**');

      await page.goto(`${server().url}/sessions/${id}/action-plan`);
      await page.getByTestId('no-flagged-items').waitFor();
      const suggestion = page.getByTestId('action-suggestion').filter({ hasText: 'Fläckig matta' });
      await suggestion.waitFor();
      await shot(page, `action-plan-empty-${language}-${width}`);

      // One click: the failed answer is an action.
      await suggestion.getByRole('button', { name: w.addAsAction }).click();
      const added = page.getByTestId('added-action');
      await expect.poll(() => added.count()).toBe(1);
      await expect.poll(() => suggestion.count()).toBe(0);

      // A free action, about no question.
      await page.getByRole('button', { name: w.addAction }).first().click();
      await page.getByLabel(w.description).fill('Utbilda städpersonalen');
      await page.getByLabel(w.deadline).fill('2099-01-31');
      await page.getByRole('dialog').getByRole('button', { name: w.save, exact: true }).click();
      await added.filter({ hasText: 'Utbilda städpersonalen' }).waitFor();

      // The suggested one gets its deadline.
      await added.first().getByRole('button', { name: w.edit }).click();
      await page.getByLabel(w.deadline).fill('2099-02-14');
      await page.getByRole('dialog').getByRole('button', { name: w.save, exact: true }).click();
      await added.first().getByText('2099-02-14').waitFor();
      await shot(page, `action-plan-added-${language}-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The free one removed, asked first.
      await added
        .filter({ hasText: 'Utbilda städpersonalen' })
        .getByRole('button', { name: w.delete })
        .click();
      await page.getByText(w.removeTitle).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: w.delete }).click();
      await expect.poll(() => added.count()).toBe(1);

      await page.reload();
      await added.first().getByText('2099-02-14').waitFor();
      expect(await added.count()).toBe(1);
      expect(await page.getByText('Utbilda städpersonalen').count()).toBe(0);
      expect(await page.getByTestId('action-suggestion').filter({ hasText: 'Fläckig matta' }).count()).toBe(
        0,
      );
      await shot(page, `action-plan-reloaded-${language}-${width}`);
      await page.setViewportSize({ width: other, height: 900 });
      await shot(page, `action-plan-reloaded-${language}-${other}`);
    });
  }
});
