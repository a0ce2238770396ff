import { execFileSync, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

/** The compiled server as the image runs it: plain node on dist/server, no TypeScript loader. */
async function startCompiled(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const started = await startServerProcess(['dist/server/src-server/main.js'], {
    DATA_DIR: dataDir,
    PORT: '0',
    TOKEN_SECRET: 'the-compiled-test-secret-of-32-characters',
  });
  return { child: started.child, url: started.url! };
}

describe('the compiled server (npm run build, the image)', () => {
  const dir = tempDir('inspecta-compiled-');
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    dir.remove();
  });

  it(
    'starts from dist/server without tsx, seeds the demo through its log worker and answers',
    { timeout: 240_000 },
    async () => {
      execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'pipe' });
      const started = await startCompiled(dir.path);
      child = started.child;
      const api = new ApiClient(started.url);
      // The demo's thousands of events went through the compiled append worker; the read models have them.
      expect((await api.login('super@demo.test')).status).toBe(200);
      const health = await fetch(`${started.url}/api/health/ready`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe('ok');
      // The web app is found from the project's root, not from a path relative to the compiled file.
      const page = await fetch(`${started.url}/sessions`);
      expect(await page.text()).toContain('<!doctype html>');
    },
  );
});
