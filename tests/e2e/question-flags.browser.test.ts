import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { moduleTypeWithCluster } from '../support/module-type-with-cluster.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('question flags browser test');

/**
 * The question dialog offers the settings a question's answers are checked for, by its type (inspection-run
 * §5: positive and negative answers are the graded types'), and saves a setting its type ignores as off: a
 * question never says it asks for a picture it will not ask for.
 */
describe.skipIf(browserMissing)('the question dialog’s settings by answer type', () => {
  const { signedIn, server } = browserSuite();

  const flagsShown = (page: Page) =>
    page
      .getByTestId('question-flags')
      .locator('label')
      .evaluateAll((labels) => labels.map((l) => l.textContent?.trim()));

  it('shows only what the type checks, and saves a hidden setting off', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const { moduleTypeId } = await moduleTypeWithCluster(admin, 'Inställningar per typ');

    const page = await signedIn('super@demo.test', `/admin/questions/${moduleTypeId}`);
    await page.getByRole('button', { name: 'Ny fråga' }).first().click();
    await page.getByText('Skapa fråga', { exact: true }).last().waitFor();
    await page.getByLabel(/^Fråga \(/).fill('Var entrén ren?');
    await page.getByLabel('Referensnummer').fill('FLAG-1');
    const type = page.getByLabel('Svarstyp');

    // A graded type: every setting, the picture on a negative answer ticked.
    await type.selectOption('gradeA');
    expect(await flagsShown(page)).toEqual([
      'Obligatorisk',
      'Avisera anläggningens ansvarige',
      'Kommentar krävs vid positivt svar',
      'Kommentar krävs vid negativt svar',
      'Bild krävs vid positivt svar',
      'Bild krävs vid negativt svar',
    ]);
    await page.getByLabel('Bild krävs vid negativt svar').check();

    // A checkbox is always answered: never mandatory. A label asks for a picture, not a positive one.
    await type.selectOption('gradeH');
    expect(await flagsShown(page)).not.toContain('Obligatorisk');
    await type.selectOption('none');
    expect(await flagsShown(page)).toEqual(['Avisera anläggningens ansvarige', 'Bild krävs']);

    // Radio: no positive or negative answer; the picture ticked under gradeA is saved off.
    await type.selectOption('radio');
    expect(await flagsShown(page)).toEqual(['Obligatorisk', 'Avisera anläggningens ansvarige']);
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Var entrén ren?').first().waitFor();
    const tree = await admin.request<{
      clusters: Array<{
        questions: Array<{ referenceNumber: string; type: string; isPictureMandatoryNeg: boolean }>;
      }>;
    }>('GET', `/api/admin/questions/${moduleTypeId}?languageShortCode=sv_SE`);
    const saved = tree.body.clusters.flatMap((c) => c.questions).find((q) => q.referenceNumber === 'FLAG-1');
    expect(saved).toMatchObject({ type: 'radio', isPictureMandatoryNeg: false });
  });
});
