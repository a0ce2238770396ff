import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import { CHECKPOINTS } from '../../src-projections/runner.ts';
import { REACTOR_NAMES } from '../../src-jobs/reactors/reactor-names.ts';
import { loadConfig } from '../../src-server/config.ts';
import { startRuntime } from '../../src-server/runtime.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const health = (url: string) =>
    new ApiClient(url).request<{
      status: string;
      projections: Array<{ name: string; status: string }>;
      reactors: Array<{ name: string; status: string }>;
    }>('GET', '/api/health');

  it('answers 200 when every projection and reactor has caught up, in any process, with names and status only', async () => {
    const answers = [await health(server.url)];
    // From here on this process runs no projection, as an api-only replica: it answers from the checkpoints.
    await server.runtime.container.get(TOKENS.engine).stop();
    answers.push(await health(server.url));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('ok');
      expect(answer.body.projections.map((p) => p.name)).toContain('users');
      expect(answer.body.projections.every((p) => p.status === 'ok')).toBe(true);
      for (const follower of [...answer.body.projections, ...answer.body.reactors])
        expect(Object.keys(follower).sort()).toEqual(['name', 'status']);
    }
  });

  it('answers 503 naming the projection whose stored checkpoint records an error, from a process that runs no projection', async () => {
    const checkpoints = server.runtime.container.get(TOKENS.readStore).collection(CHECKPOINTS);
    const stored = await checkpoints.findOne({ _id: 'users_v1' });
    await checkpoints.updateOne(
      { _id: 'users_v1' },
      { $set: { lastError: { source: 'store', message: 'secret detail', since: 1, at: 1, attempts: 3 } } },
    );
    try {
      const answer = await health(server.url);
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('degraded');
      expect(answer.body.projections).toContainEqual({ name: 'users', status: 'failing' });
      expect(JSON.stringify(answer.body)).not.toContain('secret detail');
    } finally {
      await checkpoints.updateOne({ _id: 'users_v1' }, { $set: { lastError: stored?.lastError ?? null } });
    }
  });

  it('answers 503 naming a projection left behind the log head that has not committed for a while', async () => {
    const checkpoints = server.runtime.container.get(TOKENS.readStore).collection(CHECKPOINTS);
    const events = server.runtime.container.get(TOKENS.events);
    const head = await events.headPosition();
    await checkpoints.updateOne({ _id: 'users_v1' }, { $set: { position: head - 1, updatedAt: 0 } });
    const answer = await health(server.url);
    expect(answer.status).toBe(503);
    expect(answer.body.projections).toContainEqual({ name: 'users', status: 'stalled' });
  });

  it('answers live without reading anything, and ready as /api/health answers', async () => {
    const client = new ApiClient(server.url);
    expect(await client.request('GET', '/api/health/live')).toMatchObject({
      status: 200,
      body: { status: 'live' },
    });
    const ready = await client.request('GET', '/api/health/ready');
    const plain = await client.request('GET', '/api/health');
    expect(ready.status).toBe(plain.status);
    expect(ready.body).toEqual(plain.body);
  });
});

describe('a process without the api role', () => {
  it('serves its health alone on HEALTH_PORT, naming every configured reactor', async () => {
    const dir = tempDir('inspecta-health-');
    const config = loadConfig({ DATA_DIR: dir.path, ROLES: 'projections,jobs', HEALTH_PORT: '0' }, dir.path);
    const runtime = await startRuntime(config, { log: () => {} });
    try {
      expect(runtime.url).toBeNull();
      const client = new ApiClient(runtime.healthUrl!);
      expect((await client.request('GET', '/api/health/live')).status).toBe(200);
      const ready = await client.request<{ reactors: Array<{ name: string }> }>('GET', '/api/health/ready');
      expect(ready.body.reactors.map((r) => r.name).sort()).toEqual(Object.values(REACTOR_NAMES).sort());
      // Nothing but health here.
      expect((await client.request('GET', '/api/hotels')).status).toBe(404);
    } finally {
      await runtime.close();
      dir.remove();
    }
  });
});
