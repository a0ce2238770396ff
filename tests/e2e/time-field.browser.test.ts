import { describe, expect, it } from 'vitest';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite, DEMO_PASSWORD } from '../support/browser-suite.ts';

const browserMissing = chromiumMissing('time field browser test');

/**
 * A time of day is written 24-hour HH:mm in every language (components/TimeField.tsx), whatever the browser's
 * own language: a native time input showed "07:30 PM" in a browser set to American English.
 */
describe.skipIf(browserMissing)('a time field in a browser set to American English', () => {
  const { open } = browserSuite();

  it('reads a time as typed, writes it HH:mm, and says so in the app’s language when it is not one', async () => {
    const page = await open('/login?redirect=%2Fsessions%2Fcreate', 420, { locale: 'en-US' });
    await page.getByLabel('E-post').fill('agent@demo.test');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/sessions/create');
    const time = page.getByLabel('Tid', { exact: true });
    await time.waitFor();
    expect(await time.getAttribute('type')).toBe('text');

    await time.fill('7.5');
    await time.press('Tab');
    const error = page.getByText('Ingen tid: skriv timmar och minuter, som 09:30');
    await error.waitFor();
    expect(await time.getAttribute('aria-invalid')).toBe('true');
    // What was typed stays, to be corrected.
    expect(await time.inputValue()).toBe('7.5');

    // The correction clears the error as it is typed: the field is still being typed in.
    await time.fill('1930');
    await expect.poll(() => error.count()).toBe(0);
    expect(await time.evaluate((input) => input === document.activeElement)).toBe(true);
    await time.press('Enter');
    await expect.poll(() => time.inputValue()).toBe('19:30');
    expect(await error.count()).toBe(0);
    expect(await time.getAttribute('aria-invalid')).toBeNull();
  });
});
