import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../src-projections/all.ts';
import { contextCollectionOf, readRegistry } from '../../src-projections/registry.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { loadConfig } from '../../src-server/config.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ProjectionsThread } from '../../src-server/projections-thread.ts';
import { startRuntime, type Runtime } from '../../src-server/runtime.ts';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

const dir = tempDir('worker-runners-');
afterAll(() => dir.remove());

function start(thread: 'worker' | 'inline'): Promise<Runtime> {
  const config = loadConfig({ DATA_DIR: dir.path, PORT: '0', PROJECTIONS_THREAD: thread }, dir.path);
  return startRuntime(config, { log: () => {} });
}

/** Every document of every read model (its own collection and its context documents), by projection. */
async function everyDocument(runtime: Runtime): Promise<Record<string, Document[]>> {
  const engine = runtime.container.get(TOKENS.engine);
  const head = await runtime.container.get(TOKENS.events).headPosition();
  expect(await engine.waitFor(head, 60_000)).toBe(true);
  const store = runtime.container.get(TOKENS.readStore);
  const documents: Record<string, Document[]> = {};
  for (const projection of allProjections) {
    const entry = await readRegistry(store, projection.collection);
    expect(entry, projection.name).toBeTruthy();
    const own = await store.collection(entry!.physical).find({});
    const context = await store.collection(contextCollectionOf(entry!.physical)).find({});
    documents[projection.name] = [...own, ...context].sort((a, b) =>
      String(a._id).localeCompare(String(b._id)),
    );
  }
  return documents;
}

describe('projection runners on their own thread', () => {
  it('give the same documents as the runners on the HTTP thread, for the same log', async () => {
    // The demo's log, and answers made through the API, projected on the worker thread.
    const onThread = await start('worker');
    let fromThread: Record<string, Document[]>;
    try {
      expect(onThread.container.get(TOKENS.engine)).toBeInstanceOf(ProjectionsThread);
      const agent = new ApiClient(onThread.url!);
      await agent.login('agent@demo.test');
      const list = await agent.request<Array<{ id: string }>>('GET', '/api/inspections');
      expect(list.status).toBe(200);
      fromThread = await everyDocument(onThread);
      // Read-your-writes and pushes depend on it: the thread led and ran every projection.
      expect(onThread.container.get(TOKENS.engine).isLeader).toBe(true);
      expect(
        onThread.container
          .get(TOKENS.engine)
          .status()
          .every((s) => s.state === 'running'),
      ).toBe(true);
    } finally {
      await onThread.close();
    }
    const total = Object.values(fromThread).reduce((n, docs) => n + docs.length, 0);
    expect(total).toBeGreaterThan(100);

    // The same log projected again from nothing, on the HTTP thread.
    for (const file of ['readmodels.db', 'readmodels.db-wal', 'readmodels.db-shm'])
      rmSync(join(dir.path, file), { force: true });
    const inline = await start('inline');
    try {
      expect(inline.container.get(TOKENS.engine)).not.toBeInstanceOf(ProjectionsThread);
      const fromInline = await everyDocument(inline);
      for (const projection of allProjections)
        expect(fromThread[projection.name], projection.name).toEqual(fromInline[projection.name]);
    } finally {
      await inline.close();
    }
  }, 180_000);
});
