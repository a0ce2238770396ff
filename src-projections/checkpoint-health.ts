import type { EventStore } from '../src-domain/eventstore/types.ts';
import { systemClock } from '../src-domain/shared/clock.ts';
import { REGISTRY, type RegistryEntry } from './registry.ts';
import { CHECKPOINTS, type CheckpointDocument } from './runner.ts';
import type { ReadStore } from './store/types.ts';

/** ok: caught up or moving; failing: its last batch failed (retrying); stalled: behind the log and not moving. */
export type FollowerStatus = 'ok' | 'failing' | 'stalled';

export interface FollowerHealth {
  name: string;
  status: FollowerStatus;
}

export interface HealthReport {
  healthy: boolean;
  projections: FollowerHealth[];
  reactors: FollowerHealth[];
}

export interface HealthOptions {
  /** Behind the log head with no batch committed for this long: stalled. */
  stalledAfterMs?: number;
  /** Only for tests that move time by hand; otherwise the read store's time (see `ReadStore.now`). */
  now?: () => number;
  /**
   * The projections and reactors the deployment runs, from its configuration: each is listed whether or not
   * it ever wrote a checkpoint, so one that never started is not missing from the report but failing.
   */
  projections?: ReadonlyArray<{ name: string; collection: string }>;
  reactors?: readonly string[];
}

/**
 * Health from the STORED checkpoints, so any process answers it honestly, including an api-only one that
 * runs no projection: each registered projection and each reactor is compared with the log head, its last
 * error and the age of its last commit.
 */
export async function checkpointHealth(
  events: Pick<EventStore, 'headPosition'>,
  store: ReadStore,
  options: HealthOptions = {},
): Promise<HealthReport> {
  // The store's time, as checkpoints are stamped in it (see `Lease.storeTime`): the answering process's own
  // clock, ahead or behind, would call a moving projection stalled or a stalled one moving.
  const now = options.now ? options.now() : store.now ? await store.now() : systemClock.now().getTime();
  const stalledAfterMs = options.stalledAfterMs ?? 30_000;
  const head = await events.headPosition();
  const entries = await store.collection<RegistryEntry>(REGISTRY).find({});
  const checkpoints = await store.collection<CheckpointDocument>(CHECKPOINTS).find({});
  const byId = new Map(checkpoints.map((c) => [c._id, c]));
  const judge = (checkpoint: CheckpointDocument | undefined): FollowerStatus => {
    if (checkpoint?.lastError || checkpoint?.failure) return 'failing';
    const position = checkpoint?.position ?? 0;
    if (position >= head) return 'ok';
    const age = checkpoint?.updatedAt === undefined ? Infinity : now - checkpoint.updatedAt;
    return age > stalledAfterMs ? 'stalled' : 'ok';
  };
  const registered = new Map(entries.map((entry) => [entry.projection, entry]));
  const neverStarted = (): FollowerStatus => (head > 0 ? 'failing' : 'ok');
  const projectionNames = new Set([
    ...entries.map((entry) => entry.projection),
    ...(options.projections ?? []).map((p) => p.name),
  ]);
  const projections = [...projectionNames]
    .map((name) => {
      const entry = registered.get(name);
      return { name, status: entry ? judge(byId.get(entry.checkpointId)) : neverStarted() };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const reactorNames = new Set([
    ...checkpoints.filter((c) => c._id.startsWith('reactor:')).map((c) => c._id.slice('reactor:'.length)),
    ...(options.reactors ?? []),
  ]);
  const reactors = [...reactorNames]
    .map((name) => {
      const checkpoint = byId.get(`reactor:${name}`);
      return { name, status: checkpoint ? judge(checkpoint) : neverStarted() };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const healthy = [...projections, ...reactors].every((f) => f.status === 'ok');
  return { healthy, projections, reactors };
}
