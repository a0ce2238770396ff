// One first load of /login and of /start under the first-load bench's conditions (slow 4G, CPU 4x slower,
// empty cache), written down as a timeline: each request (start, end, who asked for it), each LCP candidate
// with its element, the first paint and every main-thread task over 50 ms. For finding what the LCP waits on.
// `npx vite build`, then `npx tsx tests/bench/first-load-trace.ts [route …]` (default: /login /start; `module`
// for the first module of the agent's first inspection).
import { firstLoadSetup, phonePage } from './first-load-setup.ts';

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

const setup = await firstLoadSetup('.');
const { url, modulePath } = setup;
try {
  const routes = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login', '/start']).map((r) =>
    r === 'module' ? modulePath : r,
  );
  for (const route of routes) {
    const context = await setup.context(route !== '/login');
    const { page, cdp } = await phonePage(context);
    await page.addInitScript(OBSERVERS);
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
  await setup.stop();
}
