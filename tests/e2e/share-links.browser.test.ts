import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { ReportShareDocument } from '../../src-projections/report-shares/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { endedInspectionWithPicture, shareLink, signedInAdmin } from '../support/shareable-report.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('share links browser tests');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)("the organization's share links in Chromium", () => {
  const { signedIn, server } = browserSuite();
  let f: Fixtures;
  /** The companyAdmin's link, opened once; a hotelAdmin's link, revoked when they were deactivated. */
  let opened: { id: string; token: string };
  let lost: { id: string; token: string };

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const inspectionId = await endedInspectionWithPicture(server(), f, agent, company);
    opened = await shareLink(company, inspectionId, 'reportAuditQA');
    expect(
      (await new ApiClient(server().url).request('GET', `/api/shared/reports/${opened.token}`)).status,
    ).toBe(200);
    const sharer = await signedInAdmin(server(), f.demoOrg, 'hotelAdmin', [f.solvik]);
    lost = await shareLink(sharer.client, inspectionId);
    const container = server().runtime.container;
    const result = await container
      .get(TOKENS.commands)
      .handle(userDecider, userStream(sharer.id), { type: 'ChangeRole', role: 'deactivated' });
    await container.get(TOKENS.engine).waitFor(result.position);
    // The reactor revokes it soon after.
    const shares = readModelsOf(server()).collection<ReportShareDocument>('reportShares');
    for (let waited = 0; !(await shares.findOne({ _id: lost.id }))?.revokedAt; waited += 100) {
      if (waited > 30_000) throw new Error('the reactor did not revoke the link');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('says when an organization has shared nothing', async () => {
    const page = await signedIn('super@demo.test', `/organizations/${f.nordicOrg}?tab=settings`);
    const panel = page.getByTestId('share-links');
    await panel.getByRole('heading', { name: 'Delningslänkar' }).waitFor();
    await panel.getByText('Ingen rapport har delats än.').waitFor();
  });

  it('lists each link with its creator, dates, last opening and state, and revokes one after asking', async () => {
    for (const width of [420, 1280]) {
      const page = await signedIn('company@demo.test', '/organization/settings', { width });
      const panel = page.getByTestId('share-links');
      const active = panel.locator(`tr[data-share="${opened.id}"]`);
      const revoked = panel.locator(`tr[data-share="${lost.id}"]`);
      await active.getByText('Aktiv', { exact: true }).waitFor();
      await active
        .getByRole('link', { name: /Solvik|Mystery/ })
        .first()
        .waitFor();
      expect(await active.getByTestId('share-last-opened').textContent()).not.toBe('Aldrig');
      await revoked.getByText('Återkallad', { exact: true }).waitFor();
      await revoked.getByText('Den som skapade den inaktiverades').waitFor();
      expect(await revoked.getByTestId('share-last-opened').textContent()).toBe('Aldrig');
      expect(await revoked.getByRole('button', { name: /Återkalla/ }).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-links-${width}.png`, fullPage: true });
      if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
      if (width === 420) continue;

      // Asked first; cancelling changes nothing.
      await active.getByRole('button', { name: /Återkalla/ }).click();
      await page.getByText('Återkalla delningslänk').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-links-revoke-${width}.png` });
      await page.getByRole('button', { name: 'Avbryt' }).click();
      await active.getByText('Aktiv', { exact: true }).waitFor();
      await active.getByRole('button', { name: /Återkalla/ }).click();
      await page.getByText('Återkalla delningslänk').waitFor();
      await page.getByRole('button', { name: 'Återkalla', exact: true }).last().click();
      await active.getByText('Återkallad', { exact: true }).waitFor();
      await active.getByText(/^Av /).waitFor();
      expect(
        (await new ApiClient(server().url).request('GET', `/api/shared/reports/${opened.token}`)).status,
      ).toBe(404);
    }
  });
});
