// One first load of /login and of /start under the first-load bench's conditions (slow 4G, CPU 4x slower,
// empty cache), written down as a timeline: each request (start, end, who asked for it), each LCP candidate
// with its element, the first paint and every main-thread task over 50 ms. For finding what the LCP waits on.
// `npx vite build`, then `npx tsx tests/bench/first-load-trace.ts [route …]` (default: /login /start; `module`
// for the first module of the agent's first inspection).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../support/browser.ts';
import { startServerProcess } from '../support/server-process.ts';
import { ApiClient } from '../support/test-server.ts';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** What the page itself saw, relative to its navigation start, kept where the script can read it. */
const OBSERVERS = `
  window.__trace = [];
  const note = (what, start, end, detail) => window.__trace.push({ what, start, end, detail });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const text = el ? (el.textContent || '').trim().slice(0, 40) : '';
      note('LCP candidate', e.startTime, e.startTime,
        (el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + text + '"' : '(removed)') +
          ' size ' + e.size + (e.url ? ' ' + e.url : ''));
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) note(e.name, e.startTime, e.startTime, '');
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) note('long task', e.startTime, e.startTime + e.duration, '');
  }).observe({ type: 'longtask', buffered: true });
`;

interface Line {
  what: string;
  start: number;
  end: number;
  detail: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'inspecta-first-load-trace-'));
const server = await startServerProcess(['--import', 'tsx', join('src-server', 'main.ts')], {
  DATA_DIR: dataDir,
  PORT: '0',
});
const url = server.url!;
const browser = await launchChromium();
try {
  const agent = new ApiClient(url);
  await agent.login('agent@demo.test');
  const [name, value] = agent.sessionCookie.split('=') as [string, string];
  // `module` names the first module of the agent's first inspection, as the first-load bench opens it.
  const [first] = (await agent.request<Array<{ id: string }>>('GET', '/api/inspections')).body;
  const whole = await agent.request<{ modules: Array<{ id: string }> }>(
    'GET',
    `/api/inspections/${first!.id}`,
  );
  const modulePath = `/sessions/${first!.id}/modules/${whole.body.modules[0]!.id}`;
  const routes = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login', '/start']).map((r) =>
    r === 'module' ? modulePath : r,
  );
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 420, height: 860 } });
    if (route !== '/login') await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const requests = new Map<string, Line & { wall: number }>();
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      origin ||= e.timestamp;
      const by = e.initiator.type === 'parser' ? 'html' : e.initiator.type;
      const caller =
        e.initiator.stack?.callFrames[0]?.url.split('/').pop() ?? e.initiator.url?.split('/').pop();
      requests.set(e.requestId, {
        what: `${e.request.method} ${e.request.url.replace(url, '').slice(0, 70)}`,
        start: (e.timestamp - origin) * 1000,
        end: Number.NaN,
        detail: `by ${by}${caller ? ` ${caller}` : ''}`,
        wall: 0,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const line = requests.get(e.requestId);
      if (line) line.end = (e.timestamp - origin) * 1000;
      if (line) line.detail += ` ${(e.encodedDataLength / 1000).toFixed(1)} kB`;
    });
    await page.goto(url + route, { waitUntil: 'load', timeout: 120_000 });
    await page
      .locator(route === '/login' ? 'input[type=password]' : 'h1')
      .first()
      .waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
    const seen = await page.evaluate(() => (window as unknown as { __trace: Line[] }).__trace);
    const lines = [...requests.values(), ...seen].sort((a, b) => a.start - b.start);
    console.log(`\n${route}: slow 4G, CPU 4x slower, empty cache (ms from the first request)`);
    for (const l of lines) {
      const span = Number.isNaN(l.end) ? '(open)' : `${Math.round(l.end)}`.padStart(6);
      console.log(`${`${Math.round(l.start)}`.padStart(6)} ${span}  ${l.what}  ${l.detail}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
