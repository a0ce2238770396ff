import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportShareDecider, reportShareStream } from '../../src-domain/report-share/index.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

const browserMissing = chromiumMissing('webhooks browser tests');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)("the organization's webhooks in Chromium", () => {
  // Loopback over plain http is allowed so the endpoint can be a real receiver on this machine.
  const { signedIn, server } = browserSuite({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());

  /** A report share link of Demo Hotels: an event announced to its endpoints as report.shared. */
  const shareReport = async () => {
    const models = readModelsOf(server());
    const hotel = (await models.collection<HotelDocument>('hotels').find({ name: 'Hotel Solvik' }))[0]!;
    const agent = (await models.collection<UserDocument>('users').find({ email: 'agent@demo.test' }))[0]!;
    const shareId = randomUUID();
    const at = new Date();
    const result = await server()
      .runtime.container.get(TOKENS.commands)
      .handle(
        reportShareDecider,
        reportShareStream(shareId),
        {
          type: 'CreateReportShare',
          actorRole: 'companyAdmin',
          shareId,
          inspectionId: randomUUID(),
          organizationId: hotel.organizationId,
          hotelId: hotel._id,
          kind: 'report',
          tokenHash: randomBytes(32).toString('hex'),
          expiresAt: new Date(at.getTime() + 86_400_000).toISOString(),
          by: agent._id,
          at: at.toISOString(),
        },
        { actorId: agent._id },
      );
    await server().runtime.container.get(TOKENS.engine).waitFor(result.position);
  };

  const dialogTitle = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

  it('registers an endpoint, shows its secret once, reads its log, turns it off and removes it', async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const page = await signedIn('company@demo.test', '/organization/settings');
    const panel = page.getByTestId('webhooks');
    await panel.getByText('Ingen webhook-mottagare har registrerats ännu.').waitFor();
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/webhooks-empty-1280.png` });

    // The server's refusals, translated, at their fields.
    await panel.getByRole('button', { name: 'Ny mottagare' }).click();
    await dialogTitle(page, 'Ny webhook-mottagare').waitFor();
    const url = page.getByLabel('Adress (https://…)');
    await url.fill('https://10.0.0.1/hook');
    await page.getByRole('button', { name: 'Spara' }).click();
    const kindsGroup = page.getByRole('group', { name: 'Händelser att skicka' });
    await kindsGroup.getByText('Välj en eller flera sorters händelser.').waitFor();
    await page.getByLabel('Rapport delad').check();
    await page.getByRole('button', { name: 'Spara' }).click();
    const refused = 'Den här adressen pekar in i ett privat nätverk och kan inte ta emot webhooks.';
    // The field is marked once the server's answer is there: only then does it name its error.
    await expect.poll(() => url.getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true');
    await page
      .locator(`#${await url.getAttribute('aria-describedby')}`)
      .getByText(refused)
      .waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-refused-1280.png` });

    await url.fill(receiver.url);
    await page.getByRole('button', { name: 'Spara' }).click();
    await dialogTitle(page, 'Kopiera signeringshemligheten nu').waitFor();
    await page.getByText('du kommer inte att se den igen', { exact: false }).waitFor();
    const secret = await page.getByLabel('Signeringshemlighet', { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Kopiera', exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-secret-1280.png` });
    await page.getByRole('button', { name: 'Jag har kopierat den' }).click();
    await dialogTitle(page, 'Kopiera signeringshemligheten nu').waitFor({ state: 'detached' });

    const row = panel.locator('tr[data-webhook]').filter({ hasText: receiver.url });
    await row.getByText('På', { exact: true }).waitFor();
    await row.getByText('Rapport delad').waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await row.getByText('På', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);

    // The log: empty, then the delivery of a shared report, then sent again with its new attempt.
    await row.getByRole('button', { name: /Leveranser/ }).click();
    await dialogTitle(page, 'Leveranser').waitFor();
    await page.getByText('Inget har skickats till den här mottagaren ännu.').waitFor();
    await page.getByRole('button', { name: 'Stäng', exact: true }).click();
    await dialogTitle(page, 'Leveranser').waitFor({ state: 'detached' });
    await shareReport();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: /Leveranser/ }).click();
    const log = page.getByTestId('webhook-deliveries');
    const delivery = log.locator('li[data-delivery]').first();
    await delivery.getByText('Rapport delad').waitFor();
    await delivery.getByText('Levererad', { exact: true }).waitFor();
    await delivery.getByText('HTTP 200').waitFor();
    await delivery.getByRole('button', { name: 'Skicka igen' }).click();
    await delivery.getByText('Skickad igen', { exact: false }).waitFor();
    await expect.poll(() => delivery.getByText('HTTP 200').count(), { timeout: 20_000 }).toBe(2);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['inspecta-delivery']).toBe(
      receiver.received[0]!.headers['inspecta-delivery'],
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-deliveries-1280.png` });
    await page.getByRole('button', { name: 'Stäng', exact: true }).click();

    // Off and on again.
    await row.getByRole('button', { name: /Stäng av/ }).click();
    await row.getByText('Avstängd av en administratör', { exact: false }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-list-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /Slå på/ }).click();
    await row.getByText('På', { exact: true }).waitFor();

    // Removing asks first; cancelling keeps it.
    await row.getByRole('button', { name: /Ta bort/ }).click();
    await dialogTitle(page, 'Ta bort webhook-mottagare').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-remove-1280.png` });
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await dialogTitle(page, 'Ta bort webhook-mottagare').waitFor({ state: 'detached' });
    await row.getByText('På', { exact: true }).waitFor();
    await row.getByRole('button', { name: /Ta bort/ }).click();
    await dialogTitle(page, 'Ta bort webhook-mottagare').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await panel.getByText('Ingen webhook-mottagare har registrerats ännu.').waitFor();
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    expect((await admin.request<unknown[]>('GET', '/api/admin/organizations/my/webhooks')).body).toEqual([]);
  });

  it('lists endpoints on a narrow screen', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const made = await admin.request<{ id: string }>('POST', '/api/admin/organizations/my/webhooks', {
      url: receiver.url,
      kinds: ['inspection.approved', 'actionItem.done'],
    });
    expect(made.status).toBe(201);
    const off = await admin.request<{ id: string }>('POST', '/api/admin/organizations/my/webhooks', {
      url: `${receiver.url}/second`,
      kinds: ['inspection.submitted'],
    });
    await admin.request('PUT', `/api/admin/organizations/my/webhooks/${off.body.id}`, { enabled: false });
    const page = await signedIn('company@demo.test', '/organization/settings', { width: 420 });
    const panel = page.getByTestId('webhooks');
    await panel.getByText('Inspektion godkänd').first().waitFor();
    await panel.getByText('Avstängd av en administratör', { exact: false }).first().waitFor();
    await panel.getByText('Sedan ', { exact: false }).first().waitFor();
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/webhooks-list-420.png` });
    const approvedRow = panel.locator('tr[data-webhook]').filter({ hasText: 'Åtgärd klar' });
    await approvedRow.getByRole('button', { name: /Leveranser/ }).click();
    await page.getByText('Inget har skickats till den här mottagaren ännu.').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-deliveries-empty-420.png` });
    await page.getByRole('button', { name: 'Stäng', exact: true }).click();
    await dialogTitle(page, 'Leveranser').waitFor({ state: 'detached' });
    await panel
      .locator('tr[data-webhook]')
      .filter({ hasText: 'Åtgärd klar' })
      .getByRole('button', { name: /Ändra/ })
      .click();
    await dialogTitle(page, 'Ändra webhook-mottagare').waitFor();
    expect(await page.getByLabel('Åtgärd klar').isChecked()).toBe(true);
    await page.getByLabel('Adress (https://…)').fill('ftp://example.com/hook');
    await page.getByRole('dialog').getByRole('button', { name: 'Spara', exact: true }).click();
    await page.getByText('Adressen måste börja med https://.').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-edit-420.png` });
  });

  it('is not shown to an agent', async () => {
    const page = await signedIn('agent@demo.test', '/organization/settings');
    await page.getByText('Ingen åtkomst').first().waitFor();
    expect(await page.getByTestId('webhooks').count()).toBe(0);
    expect(await page.getByText('Webhooks').count()).toBe(0);
  });
});
