// First load on a phone, as Chromium sees it: each route opened with an empty cache over a slow 4G link
// (1.6 Mbps down, 750 kbps up, 150 ms round trip) on a CPU slowed four times, through a real server process.
// Prints each route's Largest Contentful Paint and the bytes it transferred (compressed, as sent), scripts
// apart. `npx tsx tests/bench/first-load.ts [project root]`: another root (an export of an older commit with
// its own dist/web and node_modules) measures that build, for a before-and-after.
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { CPU_SLOWDOWN, firstLoadSetup, phonePage } from './first-load-setup.ts';

const ROOT = resolve(process.argv[2] ?? '.');
const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 3);

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
  const { page, cdp } = await phonePage(context);
  await page.addInitScript(LCP_OBSERVER);
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

const setup = await firstLoadSetup(ROOT);
const { url, modulePath } = setup;
try {
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
      const context = await setup.context(signedIn);
      loads.push(await firstLoad(context, url + (path ?? route), ready));
      await context.close();
    }
    const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
    console.log(
      `| ${route} | ${(median(loads.map((l) => l.lcpMs)) / 1000).toFixed(2)} s | ${kb(median(loads.map((l) => l.bytes)))} | ${kb(median(loads.map((l) => l.scriptBytes)))} | ${median(loads.map((l) => l.requests))} |`,
    );
  }
} finally {
  await setup.stop();
}
