import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { TOKENS } from '../../src-server/container.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures } from '../support/fixtures.ts';

const browserMissing = chromiumMissing('invitation browser tests');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)('invitations and the mail log in Chromium', () => {
  const { signedIn, open, server } = browserSuite();

  it('invites a user, who sets their password from the mailed link and signs in', async () => {
    const admin = await signedIn('company@demo.test', '/organization/users');
    await admin.getByRole('table').waitFor();
    await admin.getByRole('button', { name: 'Skapa användare' }).click();
    await admin.getByText('Skapa användare', { exact: true }).last().waitFor();
    await admin.getByLabel('Namn').fill('Ines Inbjuden');
    await admin.getByLabel('E-post').fill('ines@demo.test');
    await admin.getByLabel('Agentkod').fill('A-900');
    await admin.getByLabel('Skicka en inbjudan').check();
    await admin.getByText('Länken gäller i 7 dagar.', { exact: false }).waitFor();
    expect(await admin.getByLabel('Upprepa lösenordet').count()).toBe(0);
    await admin.getByLabel('Hotel Solvik').check();
    expect(await seriousViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/user-invite-1280.png`, fullPage: true });
    await admin.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => admin.locator('tbody td:first-child').allTextContents())
      .toContain('Ines Inbjuden');

    const mail = await waitForMail(join(server().dataDir, 'outbox'), 'ines@demo.test');
    expect(mail.html).toContain('Välj ditt lösenord');
    const link = new URL(/(http\S+\/password-reset\?invitation=1&token=\S+)/.exec(mail.text)![1]!);
    const page = await open(link.pathname + link.search, 420);
    await page.getByText('Välkommen till Inspecta: välj ditt lösenord').first().waitFor();
    await page.getByLabel('Nytt lösenord').fill('ines eget långa lösenord');
    await page.getByLabel('Upprepa det nya lösenordet').fill('ines eget långa lösenord');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/invitation-420.png`, fullPage: true });
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.getByRole('link', { name: 'Gå till inloggningen' }).waitFor();

    const ines = await signedIn('ines@demo.test', '/start', { password: 'ines eget långa lösenord' });
    await expect.poll(() => new URL(ines.url()).pathname).toBe('/start');
  });

  it('shows the organization’s mails and sends a failed one again (1280 and 420 px)', async () => {
    const f = await demoFixtures(server());
    const failed: OutboxEntry = {
      _id: `actionPlan:${randomUUID()}`,
      reactor: 'actionPlan',
      eventId: randomUUID(),
      position: 1,
      mail: {
        template: 'actionPlan',
        to: 'chef@solvik.test',
        params: {
          language: 'sv_SE',
          hotel: 'Hotel Solvik',
          type: 'Brand',
          startDate: '2026-11-27',
          path: '/sessions/x/action-plan',
        },
        organizationId: f.demoOrg,
      },
      status: 'failed',
      createdAt: new Date().toISOString(),
      nextAttemptAt: new Date().toISOString(),
      attempts: [{ at: new Date().toISOString(), ok: false, error: '550 5.1.1 Mailbox unavailable' }],
      sentAt: null,
      subject: 'Handlingsplan för Hotel Solvik',
    };
    await server().runtime.container.get(TOKENS.readStore).collection<OutboxEntry>(OUTBOX).insertOne(failed);

    const admin = await signedIn('company@demo.test', '/admin/mails');
    await admin.getByRole('heading', { name: 'E-postlogg' }).waitFor();
    const row = admin.getByTestId('mail-row').filter({ hasText: 'chef@solvik.test' });
    await row.getByText('Orsak: 550 5.1.1 Mailbox unavailable').waitFor();
    expect(await row.locator('[data-state]').textContent()).toBe('Misslyckades');
    expect(await seriousViolations(admin)).toEqual([]);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await admin.screenshot({ path: `${SHOTS}/mail-log-1280.png`, fullPage: true });
      await admin.setViewportSize({ width: 420, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/mail-log-420.png`, fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 900 });
    }
    await row.getByRole('button', { name: 'Skicka igen till chef@solvik.test' }).click();
    await expect.poll(() => row.locator('[data-state]').textContent()).toBe('Väntar');
    await waitForMail(join(server().dataDir, 'outbox'), 'chef@solvik.test');
    // Read again: sent now, and never a body or a link with a token on the screen.
    await admin.reload();
    await expect
      .poll(() =>
        admin
          .getByTestId('mail-row')
          .filter({ hasText: 'chef@solvik.test' })
          .locator('[data-state]')
          .textContent(),
      )
      .toBe('Skickat');
    expect(await admin.locator('main').textContent()).not.toMatch(/token=/);
  });
});
