import type { Browser, BrowserContext, BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { launchChromium } from './browser.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import { LOCALE_COOKIE } from '../../src-domain/shared/locales.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const DEMO_PASSWORD = 'demo-password-2026';

/**
 * A real server and Chromium for one browser test file: registers the hooks and hands out pages, each in a
 * context of its own (its own cookies, like another browser), closed when the test that opened it ends. A
 * suite about dates passes the server's clock; `env` holds the server's own settings
 * (WEBHOOKS_ALLOW_LOOPBACK, say).
 *
 * `reuseSignIns`: each address signs in through the login page once; its later pages start with that
 * session's cookie, like another tab of the same browser. It saves a login page and a sign-in per page, for
 * a file whose tests are about the screens behind the sign-in, not about sessions (none signs out, changes
 * a password or counts sessions).
 */
export function browserSuite(
  options: { clock?: Clock; env?: Record<string, string>; reuseSignIns?: boolean } = {},
) {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const sessions = new Map<string, Cookie[]>();
  beforeAll(async () => {
    server = await startTestServer(options.env ?? {}, { clock: options.clock });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  /** `context` adds the browser's own settings (its reduced-motion preference, say). */
  async function open(path = '/login', width = 1280, context: BrowserContextOptions = {}): Promise<Page> {
    const made = await browser.newContext({ viewport: { width, height: 900 }, ...context });
    // A page opened by a test closes when that test ends: pages left open keep their sockets, pushes and
    // rendering busy through every later test of the file. One opened outside a test stays to the end.
    try {
      onTestFinished(() => made.close());
    } catch {
      contexts.push(made);
    }
    const page = await made.newPage();
    await page.goto(server.url + path);
    return page;
  }

  /**
   * Signs in through the login page (in Swedish, the default) and lands on `path`; `locale` is the app's
   * language from then on (the one a user picked earlier in this browser).
   */
  async function signedIn(
    email: string,
    path: string,
    signIn: { width?: number; password?: string; locale?: string } = {},
  ): Promise<Page> {
    const stored = options.reuseSignIns && !signIn.password ? sessions.get(email) : undefined;
    if (stored) {
      const origin = new URL(server.url).origin;
      const localStorage = signIn.locale ? [{ name: 'inspecta.locale', value: signIn.locale }] : [];
      // The language the browser keeps goes with its mirror in a cookie (src-web/state/locale.ts), as it would
      // in a browser where it was picked earlier: the page then preloads that language's texts and inspection.
      const locale = stored.find((c) => c.name === LOCALE_COOKIE);
      const cookies = [
        ...stored.filter((c) => c.name !== LOCALE_COOKIE),
        ...(signIn.locale && locale ? [{ ...locale, value: signIn.locale }] : []),
      ];
      return open(path, signIn.width, {
        storageState: { cookies, origins: [{ origin, localStorage }] },
      });
    }
    const page = await open(`/login?redirect=${encodeURIComponent(path)}`, signIn.width);
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill(signIn.password ?? DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(`**${path}`);
    if (options.reuseSignIns && !signIn.password) sessions.set(email, await page.context().cookies());
    if (signIn.locale) {
      await page.evaluate(
        ([locale, cookie]) => {
          localStorage.setItem('inspecta.locale', locale);
          document.cookie = `${cookie}=${locale}; path=/`;
        },
        [signIn.locale, LOCALE_COOKIE] as const,
      );
      await page.reload();
    }
    return page;
  }

  return { server: () => server, open, signedIn };
}
