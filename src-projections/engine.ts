import type { EventStore } from '../src-domain/eventstore/types.ts';
import type { Clock } from '../src-domain/shared/clock.ts';
import { checkpointHealth, type HealthReport } from './checkpoint-health.ts';
import { Lease } from './lease.ts';
import type { ChangeNotice, Projection } from './projection.ts';
import { CheckpointProgress, type ProjectionProgress } from './progress.ts';
import type { ReadModels } from './read-models.ts';
import {
  REGISTRY,
  contextCollectionOf,
  generationNames,
  readRegistry,
  writeRegistry,
  type RegistryEntry,
} from './registry.ts';
import {
  CHECKPOINTS,
  ProjectionRunner,
  type CheckpointDocument,
  type RetryOptions,
  type RunnerState,
} from './runner.ts';
import type { Document, ReadStore } from './store/types.ts';

export interface EngineOptions {
  events: EventStore;
  readStore: ReadStore;
  readModels: ReadModels;
  /** Each typed by its own document and events; the runner decodes each batch for each one. */
  projections: Projection[];
  /** Process identity for the lease; the embedded process uses a fixed one so a restart takes over at once. */
  owner: string;
  leaseTtlMs?: number;
  batchSize?: number;
  /** Behind the log with no commit for this long, a projection or reactor is reported stalled by `health`. */
  stalledAfterMs?: number;
  /**
   * How long a collection a rebuild switched away from stays before it is dropped: longer than any
   * process's name cache (`ReadModels` cacheMs, 1 s) and a read begun just before it expired.
   */
  retiredGraceMs?: number;
  /** Backoff of a runner that failed (log, store or projection error) before it starts again. */
  retry?: RetryOptions;
  /**
   * Only for tests that move time by hand: the time checkpoints are stamped with and health judges their
   * age by. Otherwise both are the read store's time (`Lease.storeTime`, `ReadStore.now`).
   */
  clock?: Clock;
  log?: (line: string) => void;
}

export interface ProjectionStatus {
  name: string;
  collection: string;
  physical: string;
  state: RunnerState;
  position: number;
  failure: string | null;
}

type Listener = (notices: ChangeNotice[]) => void;

/** See `EngineOptions.retiredGraceMs`. */
export const RETIRED_GRACE_MS = 10_000;

/**
 * Runs every projection while this process holds the projections lease, answers `waitFor` for
 * read-your-writes, rebuilds a projection into a new collection and switches to it when caught up.
 */
export class ProjectionEngine implements ProjectionProgress {
  private readonly active = new Map<string, { runner: ProjectionRunner; entry: RegistryEntry }>();
  private readonly listeners = new Set<Listener>();
  private readonly progressWaiters = new Set<() => void>();
  private readonly lease: Lease;
  private leaseTimer: NodeJS.Timeout | null = null;
  private running = false;
  private readonly rebuilding = new Set<string>();
  /** The one shared watch over the stored checkpoints for this process's waiters when it runs no projection. */
  private readonly storedProgress: CheckpointProgress;
  private readonly now: () => number;

  constructor(private readonly options: EngineOptions) {
    this.lease = new Lease(options.readStore, 'projections', options.owner, options.leaseTtlMs ?? 15_000);
    const clock = options.clock;
    this.now = clock ? () => clock.now().getTime() : () => this.lease.storeTime();
    this.storedProgress = new CheckpointProgress(options.readStore);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts when the lease is held, and keeps trying (a standby process takes over when the holder dies). */
  async start(): Promise<void> {
    await this.tick();
    const every = Math.max(200, Math.floor((this.options.leaseTtlMs ?? 15_000) / 3));
    this.leaseTimer = setInterval(
      () => void this.tick().catch((e) => this.log(`projections lease: ${e}`)),
      every,
    );
  }

  async stop(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = null;
    await this.stopRunners();
    await this.lease.release().catch(() => {});
  }

  get isLeader(): boolean {
    return this.running;
  }

  status(): ProjectionStatus[] {
    return this.options.projections.map((projection) => {
      const active = this.active.get(projection.name);
      return {
        name: projection.name,
        collection: projection.collection,
        physical: active?.entry.physical ?? '',
        state: active?.runner.state ?? 'idle',
        position: active?.runner.position ?? 0,
        failure: active?.runner.failure?.message ?? null,
      };
    });
  }

  /**
   * A document of a logical collection as its runner in this process last committed it, when it keeps it
   * (see `DocumentCache`); undefined otherwise (another process runs the projections, a rebuild is switching,
   * the document is not kept): then the store answers.
   */
  recent(collection: string, id: string): Document | undefined {
    if (!this.running) return undefined;
    for (const { runner } of this.active.values())
      if (runner.collection === collection) return runner.recent(id);
    return undefined;
  }

  /** From the stored checkpoints, whichever process runs the projections (or none: an api-only process). */
  health(): Promise<HealthReport> {
    return checkpointHealth(this.options.events, this.options.readStore, {
      stalledAfterMs: this.options.stalledAfterMs,
      ...(this.options.clock ? { now: this.now } : {}),
    });
  }

  /**
   * Resolves true once every projection has applied the log up to `position`; false if one has failed or
   * the time is up (the caller answers anyway: the write is durable, only the read model lags).
   */
  async waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    // Another process holds the lease: its progress is visible only through the stored checkpoints.
    if (!this.running) return this.storedProgress.waitFor(position, timeoutMs);
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const runners = [...this.active.values()].map((a) => a.runner);
      if (runners.some((r) => r.state === 'failed')) return false;
      if (runners.every((r) => r.position >= position)) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.progressWaiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 250));
        this.progressWaiters.add(wake);
      });
    }
  }

  /** Replays a projection into a fresh collection while the old one keeps serving, then switches. */
  async rebuild(name: string): Promise<void> {
    const projection = this.options.projections.find((p) => p.name === name);
    const current = this.active.get(name);
    if (!projection || !current) throw new Error(`No running projection ${name}`);
    if (this.rebuilding.has(name)) return;
    this.rebuilding.add(name);
    try {
      const { readStore, events } = this.options;
      const generation = current.entry.generation + 1;
      const names = generationNames(projection.name, projection.collection, generation);
      await readStore.dropCollection(names.physical);
      await readStore.dropCollection(contextCollectionOf(names.physical));
      await readStore.collection(CHECKPOINTS).deleteOne({ _id: names.checkpointId });
      let switched = false;
      const runner = this.runnerFor(projection, names.physical, names.checkpointId, () => switched);
      await runner.start();
      for (;;) {
        const head = await events.headPosition();
        if (runner.state === 'failed') throw runner.failure;
        if (runner.position >= head) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const retired = { physical: current.entry.physical, checkpointId: current.entry.checkpointId };
      const entry: RegistryEntry = {
        ...current.entry,
        ...names,
        generation,
        projectionVersion: projection.version,
        retired: [...(current.entry.retired ?? []), { ...retired, retiredAt: this.now() }],
      };
      await current.runner.stop();
      try {
        // Fenced: a process that lost the lease meanwhile cannot switch the collection under its successor.
        await readStore.transaction(async (tx) => {
          await this.lease.fence(tx);
          await writeRegistry(tx, entry);
        });
      } catch (error) {
        await runner.stop();
        throw error;
      }
      this.options.readModels.invalidate(projection.collection);
      this.active.set(name, { runner, entry });
      switched = true;
      // The old collection stays readable for other processes' cached names: dropped later (dropRetired).
      this.log(`projection ${name}: rebuilt into ${names.physical}`);
    } finally {
      this.rebuilding.delete(name);
    }
  }

  private async tick(): Promise<void> {
    const held = await this.lease.acquire();
    // A failed drop is tried again at the next tick; it never keeps the projections from running.
    if (held) await this.dropRetired().catch((error) => this.log(`dropping retired collections: ${error}`));
    if (held && !this.running) await this.startRunners();
    else if (held) {
      // A runner that lost the lease for a moment stopped for good; holding it again, start it again.
      for (const [name, active] of this.active) {
        if (!active.runner.needsRestart) continue;
        this.log(`projection ${name}: starting again (${active.runner.failure?.message})`);
        await active.runner.start();
      }
    } else if (!held && this.running) {
      this.log('projections lease lost: stopping projections');
      await this.stopRunners();
    }
  }

  /**
   * Drops the collections rebuilds switched away from once their grace period has passed by the store's
   * time, when no process can still read them by a cached name; their checkpoints go with them.
   */
  private async dropRetired(): Promise<void> {
    const { readStore } = this.options;
    const grace = this.options.retiredGraceMs ?? RETIRED_GRACE_MS;
    const now = this.now();
    // One entry per projection: read them all.
    const entries = await readStore.collection<RegistryEntry>(REGISTRY).find({});
    for (const entry of entries) {
      const due = (entry.retired ?? []).filter((r) => r.retiredAt + grace <= now);
      if (due.length === 0) continue;
      for (const retired of due) {
        await readStore.dropCollection(retired.physical);
        await readStore.dropCollection(contextCollectionOf(retired.physical));
        await readStore.collection(CHECKPOINTS).deleteOne({ _id: retired.checkpointId });
      }
      const left = (entry.retired ?? []).filter((r) => !due.includes(r));
      // A switch made since (another generation) keeps its own list: this one is not written over it.
      await readStore
        .collection<RegistryEntry>(REGISTRY)
        .updateOne({ _id: entry._id, generation: entry.generation }, { $set: { retired: left } });
      const active = this.active.get(entry.projection);
      if (active?.entry.generation === entry.generation) active.entry = { ...active.entry, retired: left };
      this.log(`projection ${entry.projection}: dropped ${due.map((r) => r.physical).join(', ')}`);
    }
  }

  private async startRunners(): Promise<void> {
    this.running = true;
    const stale: string[] = [];
    for (const projection of this.options.projections) {
      let entry = await readRegistry(this.options.readStore, projection.collection);
      if (!entry) {
        entry = {
          _id: projection.collection,
          projection: projection.name,
          generation: 1,
          projectionVersion: projection.version,
          ...generationNames(projection.name, projection.collection, 1),
        };
        await writeRegistry(this.options.readStore, entry);
      } else if (entry.projectionVersion !== projection.version) {
        stale.push(projection.name);
      }
      const runner = this.runnerFor(projection, entry.physical, entry.checkpointId, () => true);
      this.active.set(projection.name, { runner, entry });
      await runner.start();
    }
    for (const name of stale) {
      void this.rebuild(name).catch((error) => this.log(`projection ${name}: rebuild failed: ${error}`));
    }
  }

  private async stopRunners(): Promise<void> {
    this.running = false;
    await Promise.all([...this.active.values()].map((a) => a.runner.stop()));
    this.active.clear();
  }

  private runnerFor(projection: Projection, target: string, checkpointId: string, emits: () => boolean) {
    const runner = new ProjectionRunner({
      events: this.options.events,
      readStore: this.options.readStore,
      projection,
      target,
      checkpointId,
      lease: this.lease,
      batchSize: this.options.batchSize,
      retry: this.options.retry,
      now: this.now,
      onChanges: (notices) => {
        if (!emits()) return;
        for (const listener of this.listeners) listener(notices);
      },
      onProgress: () => {
        if (runner.state === 'failed')
          this.log(`projection ${projection.name} stopped: ${runner.failure?.message}`);
        for (const wake of [...this.progressWaiters]) wake();
        this.storedProgress.notify();
      },
    });
    return runner;
  }

  private log(line: string): void {
    (this.options.log ?? console.error)(line);
  }
}

export type { CheckpointDocument };
