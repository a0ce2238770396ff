import type { Page } from 'playwright-core';

/** The API GETs a page makes from now on (the screens' loads and refetches; never the socket), by path. */
export function countGets(page: Page): { count: () => number; reset: () => void; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) urls.push(url.pathname);
  });
  return { count: () => urls.length, reset: () => void urls.splice(0), urls };
}

/** The screen at 1280 px and again at 420 px into `dir` (SHOTS_DIR), for a look; nothing without it. */
export async function shootBothWidths(page: Page, dir: string | undefined, name: string): Promise<void> {
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-420.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
