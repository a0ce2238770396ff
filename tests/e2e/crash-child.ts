/**
 * Appends under load and projects, until killed. Prints "ack <eventId> <stream> <version> <position>" only
 * after an append has resolved, i.e. after its group committed: every printed line is a durable promise.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import type { Projection } from '../../src-projections/projection.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { counterProjection } from '../support/counter-projection.ts';

const dataDir = process.argv[2]!;
const events = new SqliteEventStore({ path: join(dataDir, 'events.db'), pollIntervalMs: 20 });
const readStore = new SqliteReadStore(join(dataDir, 'readmodels.db'));
const engine = new ProjectionEngine({
  events,
  readStore,
  readModels: new ReadModels(readStore),
  projections: [counterProjection() as Projection<Document>],
  owner: 'embedded',
  batchSize: 50,
  log: () => {},
});
await engine.start();
process.stdout.write('ready\n');

const appender = async (worker: number) => {
  for (let i = 0; ; i++) {
    const stream = `counter-${worker}-${i % 5}`;
    const eventId = randomUUID();
    const result = await events.append(stream, [{ type: 'Counted', data: { n: 1 }, eventId }]);
    process.stdout.write(`ack ${eventId} ${stream} ${result.version} ${result.position}\n`);
  }
};
await Promise.all(Array.from({ length: 16 }, (_, worker) => appender(worker)));
