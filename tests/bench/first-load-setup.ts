// What the first-load bench and its trace share: a real server process on fresh demo data, Chromium, the
// agent's session and the path of a module, and the phone the pages are opened on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { startServerProcess } from '../support/server-process.ts';
import { ApiClient } from '../support/test-server.ts';

/** Slow 4G (1.6 Mbps down, 750 kbps up, 150 ms round trip) on a CPU slowed four times, empty cache. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface FirstLoadSetup {
  url: string;
  browser: Browser;
  /** The first module of the agent's first inspection. */
  modulePath: string;
  /** A phone-sized context, signed in as the agent or not. */
  context: (signedIn: boolean) => Promise<BrowserContext>;
  stop: () => Promise<void>;
}

/** The server of `root` (this checkout unless another is named) on a data directory of its own. */
export async function firstLoadSetup(root: string): Promise<FirstLoadSetup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inspecta-first-load-'));
  const server = await startServerProcess(['--import', 'tsx', join(root, 'src-server', 'main.ts')], {
    DATA_DIR: dataDir,
    PORT: '0',
  });
  const url = server.url!;
  const browser = await launchChromium();
  const agent = new ApiClient(url);
  await agent.login('agent@demo.test');
  const [first] = (await agent.request<Array<{ id: string }>>('GET', '/api/inspections')).body;
  const whole = await agent.request<{ modules: Array<{ id: string }> }>(
    'GET',
    `/api/inspections/${first!.id}`,
  );
  const [name, value] = agent.sessionCookie.split('=') as [string, string];
  return {
    url,
    browser,
    modulePath: `/sessions/${first!.id}/modules/${whole.body.modules[0]!.id}`,
    context: async (signedIn) => {
      const context = await browser.newContext({ viewport: { width: 420, height: 860 } });
      if (signedIn) await context.addCookies([{ name, value, url }]);
      return context;
    },
    stop: async () => {
      await browser.close();
      server.child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page of `context` on the phone: its own network conditions and CPU, nothing cached. */
export async function phonePage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}
