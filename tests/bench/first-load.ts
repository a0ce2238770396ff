// First load on a phone, as Chromium sees it: each route opened with an empty cache over a slow 4G link
// (1.6 Mbps down, 750 kbps up, 150 ms round trip) on a CPU slowed four times, through a real server process.
// Prints each route's Largest Contentful Paint and the bytes it transferred (compressed, as sent), scripts
// apart. `npx tsx tests/bench/first-load.ts [project root]`: another root (an export of an older commit with
// its own dist/web and node_modules) measures that build, for a before-and-after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { startServerProcess } from '../support/server-process.ts';
import { ApiClient } from '../support/test-server.ts';

const ROOT = resolve(process.argv[2] ?? '.');
const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 3);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
const CPU_SLOWDOWN = 4;

interface Load {
  lcpMs: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
}

/** The last largest-contentful-paint candidate the page reported, kept where the bench can read it. */
const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function firstLoad(context: BrowserContext, url: string, ready: string): Promise<Load> {
  const page = await context.newPage();
  await page.addInitScript(LCP_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  let bytes = 0;
  let scriptBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    requests++;
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(ready).first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await page.close();
  return { lcpMs, bytes, scriptBytes, requests };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const dataDir = mkdtempSync(join(tmpdir(), 'inspecta-first-load-'));
const server = await startServerProcess(['--import', 'tsx', join(ROOT, 'src-server', 'main.ts')], {
  DATA_DIR: dataDir,
  PORT: '0',
});
const url = server.url!;
const browser = await launchChromium();
try {
  const agent = new ApiClient(url);
  await agent.login('agent@demo.test');
  const [inspection] = (await agent.request<Array<{ id: string }>>('GET', '/api/inspections')).body;
  const whole = await agent.request<{ modules: Array<{ id: string }> }>(
    'GET',
    `/api/inspections/${inspection!.id}`,
  );
  const modulePath = `/sessions/${inspection!.id}/modules/${whole.body.modules[0]!.id}`;
  const [name, value] = agent.sessionCookie.split('=') as [string, string];

  const routes = [
    { route: '/login', signedIn: false, ready: 'input[type=password]' },
    { route: '/start', signedIn: true, ready: 'h1' },
    { route: 'a module (/sessions/…/modules/…)', path: modulePath, signedIn: true, ready: 'h1' },
  ];
  console.log(`First load, ${ROOT}: slow 4G, CPU ${CPU_SLOWDOWN}x slower, empty cache, median of ${RUNS}`);
  console.log('| route | LCP | transferred | of it scripts | requests |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { route, path, signedIn, ready } of routes) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 420, height: 860 } });
      if (signedIn) await context.addCookies([{ name, value, url }]);
      loads.push(await firstLoad(context, url + (path ?? route), ready));
      await context.close();
    }
    const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
    console.log(
      `| ${route} | ${(median(loads.map((l) => l.lcpMs)) / 1000).toFixed(2)} s | ${kb(median(loads.map((l) => l.bytes)))} | ${kb(median(loads.map((l) => l.scriptBytes)))} | ${median(loads.map((l) => l.requests))} |`,
    );
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
