import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Why a browser suite cannot run here (no Chromium), or null: the suite is skipped with that reason
 * (`describe.skipIf`), and the reason is printed as a SKIPPED line so a skip is never silent.
 */
export function chromiumMissing(suite: string): string | null {
  if (existsSync(CHROMIUM)) return null;
  const reason = `Chromium not found at ${CHROMIUM} (.ci/run installs Debian's chromium)`;
  console.log(`SKIPPED ${suite}: ${reason}`);
  return reason;
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
