import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChainVerifier } from '../../src-domain/eventstore/hash-chain.ts';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import type { Projection } from '../../src-projections/projection.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { tempDir } from '../support/temp-dir.ts';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const KILLS = 12;

interface Ack {
  eventId: string;
  stream: string;
  version: number;
  position: number;
}

/** Runs the child until it has acknowledged some appends, then kills it with SIGKILL at a random moment. */
function runAndKill(dataDir: string): Promise<Ack[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acks: Ack[] = [];
    let buffer = '';
    let stderr = '';
    let killScheduled = false;
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const [kind, eventId, stream, version, position] = line.split(' ');
        if (kind === 'ack')
          acks.push({
            eventId: eventId!,
            stream: stream!,
            version: Number(version),
            position: Number(position),
          });
        if (kind === 'ready' && !killScheduled) {
          killScheduled = true;
          setTimeout(() => child.kill('SIGKILL'), 150 + Math.random() * 600);
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acks);
      else reject(new Error(`child exited by itself: ${stderr}`));
    });
  });
}

describe('crash recovery of the embedded stores', () => {
  it(`keeps every acknowledged append through ${KILLS} SIGKILLs, and the resumed projection equals a replay`, async () => {
    const dir = tempDir('inspecta-crash-');
    try {
      const acknowledged: Ack[] = [];
      for (let round = 0; round < KILLS; round++) {
        const acks = await runAndKill(dir.path);
        acknowledged.push(...acks);

        const events = new SqliteEventStore({ path: join(dir.path, 'events.db') });
        const all = await events.readAll({ after: 0, limit: Number.MAX_SAFE_INTEGER });
        await events.close();
        const byId = new Map(all.map((e) => [e.eventId, e]));
        for (const ack of acknowledged) {
          expect(byId.get(ack.eventId), `acknowledged event ${ack.eventId} survives`).toMatchObject({
            stream: ack.stream,
            version: ack.version,
            position: ack.position,
          });
        }
        const verifier = new ChainVerifier();
        for (const event of all) verifier.add(event); // also checks versions are contiguous per stream
        expect(verifier.verdict()).toEqual({ ok: true, events: all.length });
      }
      expect(acknowledged.length).toBeGreaterThan(KILLS * 10);

      // The projection the child ran resumes from its checkpoint; a separate read store replays from zero.
      const events = new SqliteEventStore({ path: join(dir.path, 'events.db') });
      const resumedStore = new SqliteReadStore(join(dir.path, 'readmodels.db'));
      const replayStore = new SqliteReadStore(join(dir.path, 'replay.db'));
      const projection = counterProjection() as Projection<Document>;
      const engines = [resumedStore, replayStore].map(
        (readStore) =>
          new ProjectionEngine({
            events,
            readStore,
            readModels: new ReadModels(readStore, 0),
            projections: [projection],
            owner: 'embedded',
            log: () => {},
          }),
      );
      for (const engine of engines) await engine.start();
      const head = await events.headPosition();
      for (const engine of engines) expect(await engine.waitFor(head, 30_000)).toBe(true);
      const strip = (docs: Document[]) => docs.map(({ _position: _p, ...rest }) => rest);
      const resumed = await new ReadModels(resumedStore, 0)
        .collection('counters')
        .find({}, { sort: { _id: 1 } });
      const replayed = await new ReadModels(replayStore, 0)
        .collection('counters')
        .find({}, { sort: { _id: 1 } });
      expect(resumed.length).toBeGreaterThan(0);
      expect(strip(resumed)).toEqual(strip(replayed));
      const total = resumed.reduce((sum, doc) => sum + (doc as CounterDoc).total, 0);
      expect(total).toBe(head);
      for (const engine of engines) await engine.stop();
      await events.close();
      await resumedStore.close();
      await replayStore.close();
    } finally {
      dir.remove();
    }
  });
});
