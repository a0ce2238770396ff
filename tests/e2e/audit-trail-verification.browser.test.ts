import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { CHROMIUM } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const browserMissing = existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM}`;
if (browserMissing) console.log(`SKIPPED audit trail verification browser test: ${browserMissing}`);

describe.skipIf(browserMissing)('verifying the audit trail in Chromium', () => {
  const { signedIn } = browserSuite();

  for (const width of [1280, 420]) {
    it(`lets a superUser verify the log and see the verdict (${width} px)`, async () => {
      const page = await signedIn('super@demo.test', '/admin/organizations', { width });
      await page.getByRole('table').waitFor();
      await page.getByText('Inte kontrollerad ännu.').waitFor();
      await page.getByRole('button', { name: 'Verifiera nu' }).click();
      await page.getByText('Loggen är intakt.').waitFor();
      const section = page.getByRole('region', { name: 'Verifiering av granskningsloggen' });
      expect(await section.textContent()).toMatch(/\d+ händelser i \d+ strömmar, till och med position \d+/);
      expect(await section.textContent()).toContain('Ingen försegling ännu');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
