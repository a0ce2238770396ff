import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { shootBothWidths } from '../support/page-gets.ts';
import { demoInspectionAtSolvik } from '../support/demo-inspection.ts';

const browserMissing = chromiumMissing('tabs browser tests');
const SHOTS = process.env.SHOTS_DIR;

/** Each tab's name, whether it is selected, and its tabindex, in order. */
async function tabStates(page: Page): Promise<Array<[string, string | null, string | null]>> {
  return page
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.map((tab) => [
        tab.textContent ?? '',
        tab.getAttribute('aria-selected'),
        tab.getAttribute('tabindex'),
      ]),
    );
}

/** The focused element's text, if it is a tab. */
const focusedTab = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
  );

/** The one shown panel is the selected tab's: its aria-controls, and the panel's aria-labelledby back. */
async function expectPanelOfSelectedTab(page: Page): Promise<void> {
  const selected = page.getByRole('tab', { selected: true });
  const panel = page.getByRole('tabpanel');
  expect(await panel.count()).toBe(1);
  expect(await panel.getAttribute('id')).toBe(await selected.getAttribute('aria-controls'));
  expect(await panel.getAttribute('aria-labelledby')).toBe(await selected.getAttribute('id'));
}

describe.skipIf(browserMissing)('tabs in Chromium (WAI-ARIA tabs pattern)', () => {
  const { signedIn, server } = browserSuite({ reuseSignIns: true });

  /** A Mystery guest inspection at Hotel Solvik for the demo agent; its Gästrum module has cluster tabs. */
  const inspection = () => demoInspectionAtSolvik(server());

  it("moves the focus and the selection through a module's cluster tabs with the arrow keys, Home and End", async () => {
    const id = await inspection();
    const page = await signedIn('agent@demo.test', `/sessions/${id}`);
    await page.getByTestId('module-card').filter({ hasText: 'Gästrum' }).getByRole('link').click();
    await page.waitForURL('**/modules/**');
    await page.getByRole('tablist').waitFor();
    const names = (await tabStates(page)).map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    const last = names.length - 1;
    /** Only tab `index` selected and in the Tab order (roving tabindex), focused, its panel shown. */
    const expectAt = async (index: number) => {
      await expect.poll(() => focusedTab(page)).toBe(names[index]);
      expect(await tabStates(page)).toEqual(
        names.map((name, i) => [name, String(i === index), i === index ? '0' : '-1']),
      );
      await expectPanelOfSelectedTab(page);
    };

    expect(await tabStates(page)).toEqual(
      names.map((name, i) => [name, String(i === 0), i === 0 ? '0' : '-1']),
    );
    await expectPanelOfSelectedTab(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothWidths(page, SHOTS, 'module-cluster-tabs');

    // Tab from the page reaches the selected tab only; the arrows select as they move (automatic activation).
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expectAt(1);
    await page.keyboard.press('ArrowLeft');
    await expectAt(0);
    await page.keyboard.press('ArrowLeft');
    await expectAt(last);
    await page.keyboard.press('ArrowRight');
    await expectAt(0);
    await page.keyboard.press('End');
    await expectAt(last);
    await page.keyboard.press('Home');
    await expectAt(0);
    // One Tab key press leaves the row for the panel: the other tabs are not in the Tab order.
    await page.keyboard.press('ArrowRight');
    await expectAt(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    // A click selects too, and Next moves on to the following cluster.
    await page.getByRole('tab', { name: names[last] }).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(names[last]);
    await page.getByRole('tab', { name: names[0] }).click();
    await page.getByRole('button', { name: 'Nästa', exact: true }).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(names[1]);
    await expectPanelOfSelectedTab(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("selects an organization's tabs from the keyboard, each tab its own address", async () => {
    const page = await signedIn('super@demo.test', '/admin/organizations');
    await page.getByRole('link', { name: 'Demo Hotels' }).click();
    await page.waitForURL('**/organizations/*');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Användare');
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('End');
    await page.waitForURL('**?tab=settings');
    await expect.poll(() => focusedTab(page)).toBe('Inställningar');
    await expectPanelOfSelectedTab(page);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**?tab=statistics');
    await expect.poll(() => focusedTab(page)).toBe('Statistik');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**?tab=settings');
    await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothWidths(page, SHOTS, 'organization-settings');
  });
});
