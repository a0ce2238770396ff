import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { TOKENS } from '../../src-server/container.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const browserMissing = chromiumMissing('overview comment autosave test');

/** Administration §5: comments in the overview save by themselves 2 s after the last keystroke. */
describe.skipIf(browserMissing)('overview comments autosave in Chromium', () => {
  const { signedIn, server } = browserSuite();

  it('saves the general comment 2 s after the last keystroke, with no blur, and reads it back after a reload', async () => {
    const models = readModelsOf(server());
    const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!._id;
    const safeQ = (await models
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ hotelId: solvik, name: 'Daily Safe Q' }))!;
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const created = await agent.request<{ id: string }>('POST', '/api/inspections', {
      hotel: solvik,
      inspectionType: safeQ._id,
      // A day the demo holds no Safe Q round on (one round a day at an entity).
      startTime: '2027-02-06',
      startTimeHour: '06:00',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const saved = async () =>
      (await server().runtime.container.get(TOKENS.events).readStream(`inspection-${id}`)).filter(
        (e) => e.type === 'GeneralCommentsSet',
      );

    const page = await signedIn('agent@demo.test', `/sessions/${id}`);
    const notes = page.getByRole('complementary', { name: 'Anteckningar för hela inspektionen' });
    await notes.getByRole('button', { name: 'Allmänna kommentarer' }).click();
    const field = page.getByPlaceholder('Allmänna kommentarer');
    await field.waitFor();
    await field.pressSequentially('Frukosten öppnade sent.', { delay: 20 });
    const typedAt = Date.now();
    // Still within the 2 s of quiet: nothing is sent yet (the field keeps the focus all along).
    await page.waitForTimeout(800);
    expect(await saved()).toEqual([]);
    await expect.poll(async () => (await saved()).length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1_900);
    expect((await saved())[0]!.data).toMatchObject({ comments: 'Frukosten öppnade sent.' });
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload();
    await notes.getByRole('button', { name: 'Allmänna kommentarer' }).click();
    await expect
      .poll(() => page.getByPlaceholder('Allmänna kommentarer').inputValue())
      .toBe('Frukosten öppnade sent.');
  });
});
