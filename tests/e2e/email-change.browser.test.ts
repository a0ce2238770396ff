import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { waitForMail } from '../support/eml.ts';
import { demoFixtures } from '../support/fixtures.ts';

const browserMissing = chromiumMissing('e-mail change browser tests');

describe.skipIf(browserMissing)('an e-mail change in Chromium', () => {
  const { signedIn, open, server } = browserSuite();

  it('waits on the user page, is confirmed by the mailed link, and refuses the link a second time', async () => {
    const fixtures = await demoFixtures(server());
    const admin = await signedIn(
      'company@demo.test',
      `/organizations/${fixtures.demoOrg}/users/${fixtures.demoAgent}`,
    );
    const email = admin.getByLabel('E-post');
    await expect.poll(() => email.inputValue()).toBe('agent@demo.test');
    await email.fill('anders.ny@demo.test');
    await admin.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => admin.getByText(/En bekräftelselänk har skickats till anders\.ny@demo\.test/).count())
      .toBe(1);
    // The field shows the address still in use.
    await expect.poll(() => email.inputValue()).toBe('agent@demo.test');
    expect(await seriousViolations(admin)).toEqual([]);

    const mail = await waitForMail(join(server().dataDir, 'outbox'), 'anders.ny@demo.test');
    const link = new URL(/(http\S+\/confirm-email\?token=\S+)/.exec(mail.text)![1]!);
    const page = await open(link.pathname + link.search, 420);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Din nya e-postadress är bekräftad. Logga in med den från och med nu.');
    expect(await seriousViolations(page)).toEqual([]);

    const again = await open(link.pathname + link.search, 420);
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe('Bekräftelselänken är ogiltig eller har redan använts.');
    await again.getByRole('link', { name: 'Gå till inloggningen' }).click();
    await again.waitForURL('**/login');
  });

  it('says so when the link has no token', async () => {
    const page = await open('/confirm-email');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Bekräftelselänken är ofullständig.');
  });
});
