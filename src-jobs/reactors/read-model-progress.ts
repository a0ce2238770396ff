import { REGISTRY, type RegistryEntry } from '../../src-projections/registry.ts';
import { CHECKPOINTS, type CheckpointDocument } from '../../src-projections/runner.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';

/**
 * Resolves true once each named read model has applied the log up to `position`, false when the time is
 * up. Read from the stored registry and checkpoints, so it holds whichever process runs the projections;
 * a read model not registered yet (its projection never started) has reached nothing.
 */
export async function readModelsReached(
  store: ReadStore,
  collections: readonly string[],
  position: number,
  timeoutMs: number,
  pollMs = 20,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const entries = await store.collection<RegistryEntry>(REGISTRY).find({ _id: { $in: [...collections] } });
    if (entries.length === collections.length) {
      const checkpoints = await store
        .collection<CheckpointDocument>(CHECKPOINTS)
        .find({ _id: { $in: entries.map((entry) => entry.checkpointId) } });
      const reached = checkpoints.filter((c) => (c.position ?? 0) >= position && !c.failure).length;
      if (reached === entries.length) return true;
    }
    if (performance.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
