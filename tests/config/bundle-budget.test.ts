import { describe, expect, it } from 'vitest';
import {
  AGENT_PATH,
  gzippedBytes,
  readManifest,
  staticClosure,
  type Manifest,
} from '../support/web-bundle.ts';

/** Every script a page may ever load: its static imports and its lazy ones, followed to the end. */
function allClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const queue = [key];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next) || !manifest[next]) continue;
    seen.add(next);
    queue.push(...(manifest[next].imports ?? []), ...(manifest[next].dynamicImports ?? []));
  }
  return [...seen].map((k) => manifest[k]!.file);
}

/**
 * The agent's path on a phone: at most this much JavaScript, gzipped (docs/web-app.md). The goal is 150 kB
 * (issue 33); the budget holds today's figure (140.6 kB, with the catalogue's agent part, the dialogs loaded on
 * first open, our own tabs in place of Headless UI's and the start scripts in two chunks) and 2 kB to spare, and
 * moves down with each cut.
 */
const GOAL_KB = 150;
const BUDGET_KB = 142;

// Runs on the build the global setup makes (npx vite build), as npm start serves it.
describe('the web bundle budget', () => {
  it(`keeps the agent's path (sign-in, start page, a module) under ${BUDGET_KB} kB of gzipped JavaScript`, () => {
    const manifest = readManifest();
    const files = staticClosure(manifest, AGENT_PATH);
    const sizes = files
      .map((file) => ({ file, bytes: gzippedBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1000;
    console.log(
      `agent path: ${total.toFixed(1)} kB gzipped (budget ${BUDGET_KB}, goal ${GOAL_KB}) in ${files.length} scripts; largest: ${sizes
        .slice(0, 5)
        .map(({ file, bytes }) => `${file} ${(bytes / 1000).toFixed(1)}`)
        .join(', ')}`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('keeps the admin screens, reports, charts, the dialogs and the rest of the catalogue out of the agent path', () => {
    const manifest = readManifest();
    const agent = new Set(staticClosure(manifest, AGENT_PATH));
    const elsewhere = [
      'scenes/AuditTrail/AuditTrailScene.tsx',
      'scenes/Report/ReportScene.tsx',
      'scenes/Questions/QuestionsScene.tsx',
      'scenes/Dashboard/DashboardEditorScene.tsx',
      'scenes/SafeQ/StatisticsPanel.tsx',
      'scenes/Users/UsersScene.tsx',
      'scenes/Report/charts/ApexChart.tsx',
      'scenes/Module/FollowUpControl.tsx',
      // Loaded when a dialog first opens, and with the admin screens (docs/web-app.md).
      'components/DialogParts.tsx',
      'locales/sv_SE/messages.po?part=rest',
    ];
    for (const key of elsewhere) expect(agent.has(manifest[key]!.file), key).toBe(false);
  });

  // Thirty-odd files of 1 to 3 kB before scripts/vite-shared-chunk.ts: a round trip each on a phone.
  it("loads the app's page in a few scripts, and none of them with the wall dashboard", () => {
    const manifest = readManifest();
    const page = staticClosure(manifest, ['index.html']);
    expect(page.length, page.join(', ')).toBeLessThanOrEqual(4);
    const wall = allClosure(manifest, 'dashboard-view.html');
    const appOnly = page.filter((file) => !staticClosure(manifest, ['dashboard-view.html']).includes(file));
    expect(appOnly.length).toBeGreaterThan(0);
    for (const file of appOnly) expect(wall, file).not.toContain(file);
  });

  it('ships no source maps', () => {
    const manifest = readManifest();
    expect(Object.values(manifest).filter((chunk) => chunk.file.endsWith('.map'))).toEqual([]);
  });
});
