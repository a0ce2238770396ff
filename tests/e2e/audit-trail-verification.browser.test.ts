import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('audit trail verification browser test');

describe.skipIf(browserMissing)('verifying the audit trail in Chromium', () => {
  const { signedIn, server } = browserSuite();

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
  it('checks an export file picked by a superUser: intact as downloaded, unknown once changed', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const response = await fetch(`${server().url}/api/admin/audit-trail/export?format=jsonl&kind=answer`, {
      headers: { cookie: admin.sessionCookie },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const dir = tempDir('export-check-');
    const intact = join(dir.path, 'audit-trail.jsonl');
    const changed = join(dir.path, 'changed.jsonl');
    writeFileSync(intact, bytes);
    writeFileSync(changed, bytes.toString('utf8').replace('"score"', '"Score"'));

    const page = await signedIn('super@demo.test', '/admin/organizations', { width: 420 });
    await page.getByText('Kontrollera en exportfil').waitFor();
    await page.getByLabel('Exportfil').setInputFiles(intact);
    await page.getByRole('button', { name: 'Kontrollera filen' }).click();
    // The count is written the reader's way: thousands grouped ("4 527") now that the demo's Safe Q history
    // makes the export long.
    await page
      .getByText(/^Exporten är intakt: \d[\d\s\u00a0]* poster stämmer med sitt manifest och loggen\.$/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Exportfil').setInputFiles(changed);
    await page.getByRole('button', { name: 'Kontrollera filen' }).click();
    await page.getByText(/^Ingen export med det här innehållet/).waitFor();
    dir.remove();
  });
});
