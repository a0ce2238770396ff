import { REGISTRY, type RegistryEntry } from './registry.ts';
import { CHECKPOINTS, type CheckpointDocument } from './runner.ts';
import type { ReadStore } from './store/types.ts';

/** What a command needs to answer after its read model has caught up (read-your-writes). */
export interface ProjectionProgress {
  waitFor(position: number, timeoutMs?: number, options?: WaitOptions): Promise<boolean>;
}

export interface WaitOptions {
  /**
   * Whether the runners behind `position` read it at once rather than after their settle time
   * (FOLLOWER_SETTLE_MS): true unless given. False for the steady stream of answers, which would otherwise
   * make every answer a batch of its own again; each then waits at most the settle time longer under load.
   */
  hurry?: boolean;
}

interface Waiter {
  position: number;
  settle(reached: boolean): void;
}

/**
 * For processes that do not run the projections themselves (the distributed topology): ONE watch per
 * process over the checkpoints the registry names, shared by every waiting request. It reads the checkpoints
 * once per round for all waiters: at once when a waiter arrives or `notify` says a checkpoint moved, and
 * otherwise every `pollMs` (another process's runners give no signal here), never per request.
 */
export class CheckpointProgress implements ProjectionProgress {
  private readonly waiters = new Set<Waiter>();
  private looping = false;
  private again = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly store: ReadStore,
    private readonly pollMs = 250,
  ) {}

  waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        settle: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiters.add(waiter);
      this.notify();
    });
  }

  /** A checkpoint has moved (a runner of this process committed): look now rather than at the next poll. */
  notify(): void {
    if (this.waiters.size === 0) return;
    if (!this.looping) {
      this.looping = true;
      void this.loop();
      return;
    }
    this.again = true;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    try {
      while (this.waiters.size > 0) {
        this.again = false;
        await this.check().catch(() => {});
        if (this.waiters.size === 0 || this.again) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, this.pollMs);
          function done() {
            clearTimeout(timer);
            resolve();
          }
          this.wake = done;
        });
        this.wake = null;
      }
    } finally {
      this.looping = false;
    }
  }

  /** One read of the registry and checkpoints settles every waiter it can. */
  private async check(): Promise<void> {
    const entries = await this.store.collection<RegistryEntry>(REGISTRY).find({});
    const ids = entries.map((e) => e.checkpointId);
    const checkpoints = await this.store
      .collection<CheckpointDocument>(CHECKPOINTS)
      .find({ _id: { $in: ids } });
    const failed = checkpoints.some((c) => c.failure);
    const lowest = checkpoints.length < ids.length ? 0 : Math.min(...checkpoints.map((c) => c.position ?? 0));
    for (const waiter of [...this.waiters]) {
      if (failed) waiter.settle(false);
      else if (lowest >= waiter.position) waiter.settle(true);
    }
  }
}
