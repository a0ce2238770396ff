import { REGISTRY, type RegistryEntry } from '../../src-projections/registry.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';
import type { ProjectionStatus } from '../../src-projections/engine.ts';

/** Where the projections of this process stand, when it runs them (the projection engine, either thread). */
export interface LocalProjections {
  readonly isLeader: boolean;
  status(): ProjectionStatus[];
}

/**
 * Resolves true once each named read model has applied the log up to `position`, false when the time is
 * up. Where this process runs the projections (`local` holds their lease), their positions here say it at
 * once, with no read: an ignored event moves them on the spot, while its stored checkpoint follows a moment
 * later. Otherwise from the stored registry and checkpoints, so it holds whichever process runs the
 * projections; a read model not registered yet (its projection never started) has reached nothing.
 */
export async function readModelsReached(
  store: ReadStore,
  collections: readonly string[],
  position: number,
  timeoutMs: number,
  options: {
    local?: LocalProjections;
    /** Its runner is stopping: the wait gives up, false at once. */
    stopping?: () => boolean;
    pollMs?: number;
  } = {},
): Promise<boolean> {
  const { local, stopping, pollMs = 20 } = options;
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (stopping?.()) return false;
    if (local?.isLeader) {
      if (reachedHere(local.status(), collections, position)) return true;
    } else if (await reachedInStore(store, collections, position)) return true;
    if (performance.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function reachedHere(statuses: ProjectionStatus[], collections: readonly string[], position: number) {
  return collections.every((collection) => {
    const status = statuses.find((s) => s.collection === collection);
    return !!status && status.state !== 'failed' && status.position >= position;
  });
}

async function reachedInStore(store: ReadStore, collections: readonly string[], position: number) {
  const entries = await store.collection<RegistryEntry>(REGISTRY).find({ _id: { $in: [...collections] } });
  if (entries.length !== collections.length) return false;
  const checkpoints = await store
    .collection<CheckpointDocument>(CHECKPOINTS)
    .find({ _id: { $in: entries.map((entry) => entry.checkpointId) } });
  const reached = checkpoints.filter((c) => (c.position ?? 0) >= position && !c.failure).length;
  return reached === entries.length;
}
