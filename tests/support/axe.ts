import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** The first elements concerned, to find them. */
  targets: string[];
}

/**
 * The page's serious and critical WCAG 2.1 AA violations. A page that is still re-rendering (a push just
 * arrived) is looked at again a moment later; a violation that stays is reported.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const first = await runAxe(page).catch(() => null);
  if (first !== null && first.length === 0) return first;
  await page.waitForTimeout(500);
  return runAxe(page);
}

/** Runs axe-core in the page (through the debugging protocol, so the page's CSP does not block it). */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Half a megabyte of script: sent once per document, not on every look at the same page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ html: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Every rule still runs; only the violations are written out in full (the passes are not read here).
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 200)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
