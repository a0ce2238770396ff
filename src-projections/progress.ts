import { REGISTRY, type RegistryEntry } from './registry.ts';
import { CHECKPOINTS, type CheckpointDocument } from './checkpointed-runner.ts';
import type { ReadStore } from './store/types.ts';

/** What a command needs to answer after its read model has caught up (read-your-writes). */
export interface ProjectionProgress {
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
}

/**
 * For API processes that do not run the projections themselves (the distributed topology): watches the
 * checkpoints the registry names until all have reached the position.
 */
export class CheckpointProgress implements ProjectionProgress {
  constructor(
    private readonly store: ReadStore,
    private readonly pollMs = 15,
  ) {}

  async waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const entries = await this.store.collection<RegistryEntry>(REGISTRY).find({});
      const ids = entries.map((e) => e.checkpointId);
      const checkpoints = await this.store
        .collection<CheckpointDocument>(CHECKPOINTS)
        .find({ _id: { $in: ids } });
      if (checkpoints.some((c) => c.failure)) return false;
      const reached = checkpoints.filter((c) => (c.position ?? 0) >= position).length;
      if (reached === ids.length) return true;
      if (performance.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
