import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { LEASES } from '../../src-projections/lease.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { startServerProcess } from '../support/server-process.ts';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));

/** `npm start`'s process with every role on a fresh DATA_DIR; resolves with its URL once it listens. */
async function startProcess(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const started = await startServerProcess(['--import', 'tsx', MAIN], {
    DATA_DIR: dataDir,
    PORT: '0',
    TOKEN_SECRET: 'the-shutdown-test-secret-of-32-characters',
  });
  return { ...started, url: started.url! };
}

/** One GET over a keep-alive agent: its status, or 0 when the connection was refused or cut. */
function get(url: string, agent: Agent, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

describe('a process told to stop (SIGTERM)', () => {
  const dir = tempDir('inspecta-shutdown-');
  afterAll(() => dir.remove());

  it(
    'ends its sockets, finishes its requests, releases its leases and exits within 10 s',
    { timeout: 120_000 },
    async () => {
      const { child, url, output } = await startProcess(dir.path);
      const api = new ApiClient(url);
      expect((await api.login('super@demo.test')).status).toBe(200);
      const cookie = api.sessionCookie;

      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie, origin: url },
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

      // Requests keep coming over kept-alive connections while the stop begins.
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      const statuses: number[] = [];
      let load = true;
      const clients = Array.from({ length: 4 }, async () => {
        while (load) statuses.push(await get(`${url}/api/hotels`, agent, cookie));
      });
      await new Promise((r) => setTimeout(r, 500));

      const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
        const started = performance.now();
        child.once('exit', (code) => resolve({ code, ms: performance.now() - started }));
      });
      child.kill('SIGTERM');
      const { code, ms } = await exited;
      load = false;
      await Promise.all(clients);
      agent.destroy();
      socket.close();

      expect(code, output()).toBe(0);
      expect(ms).toBeLessThan(10_000);
      expect(await disconnected).toBe('io server disconnect');
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      // Answered or refused at the door, never a server error.
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(output()).toMatch(/SIGTERM: stopped in \d+ ms/);

      const store = new SqliteReadStore(join(dir.path, 'readmodels.db'));
      try {
        const leases = await store.collection<{ _id: string; expiresAt: number }>(LEASES).find({});
        expect(leases.map((l) => l._id).sort()).toEqual(['jobs', 'projections', 'reactors']);
        for (const lease of leases) expect(lease.expiresAt, lease._id).toBe(0);
      } finally {
        await store.close();
      }
    },
  );
});
