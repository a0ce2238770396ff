import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/eml.ts';
import { photo } from '../support/hostile-images.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Everything under `dir` (itself included) with its mode, as `path: mode`. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(dir) };
  for (const name of readdirSync(dir, { recursive: true }).map(String))
    if (statSync(join(dir, name), { throwIfNoEntry: false })) modes[name] = modeOf(join(dir, name));
  return modes;
}

/**
 * The event log (password and reset-token hashes), the read models, the mail outbox (reset links) and the
 * uploaded files are the server account's alone: directories 0700, files 0600, whatever the umask.
 */
describe('file modes under DATA_DIR', () => {
  const dataDir = join(tmpdir(), `inspecta-modes-${process.pid}-${Date.now()}`);
  let server: TestServer;
  beforeAll(async () => {
    // A DATA_DIR made with the usual umask (0755), as an operator would make it.
    mkdirSync(dataDir, { mode: 0o755 });
    server = await startTestServer({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every directory 0700 and every file 0600', async () => {
    const company = new ApiClient(server.url);
    await company.login('company@demo.test');
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await photo(64, 64))]), 'logo.png');
    const uploaded = await fetch(`${server.url}/api/admin/organizations/my/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: company.sessionCookie },
    });
    expect(uploaded.status).toBe(200);
    await company.request('POST', '/api/sessions/request-password-reset', { email: 'company@demo.test' });
    await waitForMail(join(dataDir, 'outbox'), 'company@demo.test');

    const modes = modesUnder(dataDir);
    for (const name of ['events.db', 'events.db-wal', 'events.db-shm', 'readmodels.db', 'readmodels.db-wal'])
      expect(modes[name], name).toBe('600');
    for (const name of ['.', 'outbox', 'files', 'uploads']) expect(modes[name], name).toBe('700');
    expect(Object.keys(modes).filter((name) => name.endsWith('.eml')).length).toBeGreaterThan(0);
    expect(Object.keys(modes).filter((name) => name.endsWith('.webp')).length).toBeGreaterThan(0);
    const loose = Object.entries(modes).filter(([name, mode]) => {
      const directory = statSync(join(dataDir, name)).isDirectory();
      return mode !== (directory ? '700' : '600');
    });
    expect(loose).toEqual([]);
  });
});
