import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const DEMO_PASSWORD = 'demo-password-2026';

/**
 * A real server and Chromium for one browser test file: registers the hooks and hands out pages, each in a
 * context of its own (its own cookies, like another browser). A suite about dates passes the server's clock.
 */
export function browserSuite(options: { clock?: Clock } = {}) {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startTestServer({}, options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  async function open(path = '/login', width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(server.url + path);
    return page;
  }

  /** Signs in through the login page (in Swedish, the default) and lands on `path`. */
  async function signedIn(
    email: string,
    path: string,
    options: { width?: number; password?: string } = {},
  ): Promise<Page> {
    const page = await open(`/login?redirect=${encodeURIComponent(path)}`, options.width);
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill(options.password ?? DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(`**${path}`);
    return page;
  }

  return { server: () => server, open, signedIn };
}
