import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { moduleTypeWithCluster } from '../support/module-type-with-cluster.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('form dialog refusal browser test');

/** Whether the element is within the window's visible area (not scrolled out of the dialog). */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()!.height;
  return !!box && box.y >= 0 && box.y + box.height <= height;
}

/**
 * A refused save in a long dialog on a phone (components/FormDialog.tsx): the user pressed Save at the foot of
 * the form, and the refusal is at its head. The dialog shows it: the banner is scrolled into view.
 */
describe.skipIf(browserMissing)('a refused save in a form dialog at 420 px', () => {
  const { signedIn, server } = browserSuite();

  it('scrolls the refusal banner into view, each time the save is refused', async () => {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const { moduleTypeId } = await moduleTypeWithCluster(admin, 'Avslag i dialog');

    const page = await signedIn('super@demo.test', `/admin/questions/${moduleTypeId}`, { width: 420 });
    await page.getByRole('button', { name: 'Ny fråga' }).first().click();
    await page.getByText('Skapa fråga', { exact: true }).last().waitFor();
    // Written: the information text; not: the question itself.
    await page.getByLabel(/^Information till agenten/).fill('Titta under sängen också.');
    const save = page.getByRole('button', { name: 'Spara' });
    for (const attempt of [1, 2]) {
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const banner = page.getByRole('alert').filter({ hasText: 'Ange frågans text.' });
      await banner.waitFor();
      await expect.poll(() => inView(page, banner), { message: `refusal ${attempt}` }).toBe(true);
    }
    // Nothing typed is lost.
    await expect(page.getByLabel(/^Information till agenten/).inputValue()).resolves.toBe(
      'Titta under sängen också.',
    );
  });
});
