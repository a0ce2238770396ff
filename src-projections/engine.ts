import type { EventStore } from '../src-domain/eventstore/types.ts';
import type { Clock } from '../src-domain/shared/clock.ts';
import { checkpointHealth, type HealthReport } from './checkpoint-health.ts';
import { Lease } from './lease.ts';
import type { ChangeNotice, Projection } from './projection.ts';
import { CheckpointProgress, type ProjectionProgress, type WaitOptions } from './progress.ts';
import { ProgressWaiters } from './progress-waiters.ts';
import type { ReadModels } from './read-models.ts';
import {
  REGISTRY,
  contextCollectionOf,
  generationNames,
  readRegistry,
  replaceRegistryAt,
  writeRegistry,
  type RegistryEntry,
} from './registry.ts';
import {
  CHECKPOINTS,
  FOLLOWER_SETTLE_MS,
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
  /** How long runners of read models that are not `live` may lag under load: FOLLOWER_SETTLE_MS unless given. */
  settleMs?: number;
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
  /** Called at each start of a projection's runner before its indexes; throws to fail it (tests' faults). */
  beforeStart?: (projection: string) => void;
  /** The reactors the deployment runs (whichever process runs them), so health names one that never started. */
  reactors?: readonly string[];
  /** Called after each batch of any runner, committed or failed (a worker thread reports its progress so). */
  onProgress?: () => void;
  /** Called when a projection's collection was switched (a rebuild here or by another process). */
  onSwitch?: (collection: string) => void;
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

/**
 * The projections as the rest of a process uses them, whether its runners run on this thread
 * (`ProjectionEngine`) or on a worker thread of their own (src-server/projections-thread.ts).
 */
export interface Projections extends ProjectionProgress {
  onChange(listener: Listener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly isLeader: boolean;
  status(): ProjectionStatus[];
  recent(collection: string, id: string): Document | undefined;
  health(): Promise<HealthReport>;
  rebuild(name: string): Promise<void>;
}

/** See `EngineOptions.retiredGraceMs`. */
export const RETIRED_GRACE_MS = 10_000;

/**
 * Runs every projection while this process holds the projections lease, answers `waitFor` for
 * read-your-writes, rebuilds a projection into a new collection and switches to it when caught up.
 */
export class ProjectionEngine implements Projections {
  private readonly active = new Map<string, { runner: ProjectionRunner; entry: RegistryEntry }>();
  private readonly listeners = new Set<Listener>();
  private readonly progressWaiters = new ProgressWaiters();
  private readonly lease: Lease;
  private leaseTimer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private running = false;
  private readonly rebuilding = new Set<string>();
  /** Projections whose start failed before their runner existed (registry unreadable): retried each tick. */
  private readonly startFailures = new Map<string, Error>();
  /** Projections whose stored version is older than this code's, until their rebuild has switched. */
  private readonly rebuildWanted = new Set<string>();
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
    // A store that is down at start-up is the same as one lost later: the next tick tries again.
    // One tick at a time: a slow start must not be begun again by the next interval.
    const tick = () =>
      (this.ticking ??= this.tick()
        .catch((e) => this.log(`projections lease: ${e}`))
        .finally(() => (this.ticking = null)));
    await tick();
    const every = Math.max(200, Math.floor((this.options.leaseTtlMs ?? 15_000) / 3));
    this.leaseTimer = setInterval(() => void tick(), every);
  }

  async stop(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = null;
    await this.ticking;
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
        state: active?.runner.state ?? (this.startFailures.has(projection.name) ? 'failed' : 'idle'),
        position: active?.runner.position ?? 0,
        failure: active?.runner.failure?.message ?? this.startFailures.get(projection.name)?.message ?? null,
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
      projections: this.options.projections.map((p) => ({ name: p.name, collection: p.collection })),
      reactors: this.options.reactors ?? [],
      stalledAfterMs: this.options.stalledAfterMs,
      ...(this.options.clock ? { now: this.now } : {}),
    });
  }

  /**
   * Resolves true once every projection has applied the log up to `position`; false if one has failed or
   * the time is up (the caller answers anyway: the write is durable, only the read model lags).
   */
  async waitFor(position: number, timeoutMs = 5000, options: WaitOptions = {}): Promise<boolean> {
    // Another process holds the lease: its progress is visible only through the stored checkpoints.
    if (!this.running) return this.storedProgress.waitFor(position, timeoutMs);
    if (options.hurry !== false) this.hurry(position);
    return this.progressWaiters.until(() => {
      const runners = [...this.active.values()].map((a) => a.runner);
      if (runners.some((r) => r.state === 'failed')) return false;
      if (runners.every((r) => r.position >= position)) return true;
      return undefined;
    }, timeoutMs);
  }

  /** A request waits for `position`: the runners not there yet read it now, not after their settle time. */
  hurry(position: number): void {
    for (const { runner } of this.active.values()) if (runner.position < position) runner.hurry();
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
      try {
        await runner.start();
        for (;;) {
          const head = await events.headPosition();
          if (runner.state === 'failed') throw runner.failure;
          if (!this.running) throw new Error('the projections stopped in this process');
          if (runner.position >= head) break;
          await new Promise((r) => setTimeout(r, 20));
        }
      } catch (error) {
        // Not left writing into the next collection: stopped here, begun afresh at a later lease tick.
        await runner.stop();
        throw error;
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
        // Fenced by a write of the lease (a takeover after this transaction's snapshot conflicts with it)
        // and set only over the entry this rebuild started from: a process that lost the lease, or whose
        // entry another process has switched since, cannot switch the collection under its successor.
        await readStore.transaction(async (tx) => {
          await this.lease.fenceWithWrite(tx);
          await replaceRegistryAt(tx, entry, current.entry.generation);
        });
      } catch (error) {
        await runner.stop();
        throw error;
      }
      this.options.readModels.invalidate(projection.collection);
      this.options.onSwitch?.(projection.collection);
      this.active.set(name, { runner, entry });
      this.rebuildWanted.delete(name);
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
      await this.followRegistry();
      await this.startMissing();
      // A rebuild whose catch-up failed is begun afresh.
      for (const name of this.rebuildWanted) if (!this.rebuilding.has(name)) this.rebuildInBackground(name);
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
      const left = (entry.retired ?? []).filter((r) => !due.includes(r));
      // Only the lease holder drops. Dropped before they leave the registry, so a drop that fails is tried again
      // at the next tick (taken off first, a failed drop left the collection for good). No process reads a
      // retired collection past its grace, and a dropped one is never made again (the next generation is new).
      await readStore.transaction((tx) => this.lease.fenceWithWrite(tx));
      for (const retired of due) {
        await readStore.dropCollection(retired.physical);
        await readStore.dropCollection(contextCollectionOf(retired.physical));
      }
      // Then off the registry with their checkpoints (their runners stopped at the switch), fenced and over the
      // entry read: an entry switched since keeps its list, and the next tick finds the drops already done.
      await readStore.transaction(async (tx) => {
        await this.lease.fenceWithWrite(tx);
        await replaceRegistryAt(tx, { ...entry, retired: left }, entry.generation);
        for (const retired of due) await tx.collection(CHECKPOINTS).deleteOne({ _id: retired.checkpointId });
      });
      const active = this.active.get(entry.projection);
      if (active?.entry.generation === entry.generation) active.entry = { ...active.entry, retired: left };
      this.log(`projection ${entry.projection}: dropped ${due.map((r) => r.physical).join(', ')}`);
    }
  }

  /**
   * A projection whose registry entry another process switched (it held the lease meanwhile and rebuilt)
   * runs on again from the entry as stored: its runner here still writes into the collection switched away
   * from. Read at each lease tick.
   */
  private async followRegistry(): Promise<void> {
    for (const [name, active] of [...this.active]) {
      if (this.rebuilding.has(name)) continue;
      const stored = await readRegistry(this.options.readStore, active.entry._id);
      if (!stored || stored.generation === active.entry.generation) continue;
      this.log(`projection ${name}: switched to ${stored.physical} by another process; following it`);
      this.options.onSwitch?.(active.runner.collection);
      await active.runner.stop();
      this.active.delete(name);
    }
  }

  private async startRunners(): Promise<void> {
    this.running = true;
    await this.startMissing();
  }

  /**
   * Starts each projection that is not running yet. One whose registry entry cannot be read or written
   * (the store is down) is reported failed and tried again at the next lease tick; the others start.
   */
  private async startMissing(): Promise<void> {
    for (const projection of this.options.projections) {
      if (this.active.has(projection.name)) continue;
      try {
        await this.startProjection(projection);
        this.startFailures.delete(projection.name);
      } catch (error) {
        this.startFailures.set(projection.name, error as Error);
        this.log(`projection ${projection.name}: could not start (${(error as Error).message})`);
      }
    }
  }

  private async startProjection(projection: Projection): Promise<void> {
    let entry = await readRegistry(this.options.readStore, projection.collection);
    if (entry && entry.projectionVersion > projection.version)
      // An older replica of a rolling deploy: its code must neither rebuild backwards nor write its older
      // documents into the newer collection. Reported failed here until a process of the newer code leads.
      throw new Error(
        `stored by version ${entry.projectionVersion} of the projection; this process runs version ${projection.version}`,
      );
    let stale = false;
    if (!entry) {
      entry = {
        _id: projection.collection,
        projection: projection.name,
        generation: 1,
        projectionVersion: projection.version,
        ...generationNames(projection.name, projection.collection, 1),
      };
      await writeRegistry(this.options.readStore, entry);
    } else if (entry.projectionVersion < projection.version) {
      stale = true;
    }
    const runner = this.runnerFor(projection, entry.physical, entry.checkpointId, () => true);
    this.active.set(projection.name, { runner, entry });
    // A failed start is the runner's to retry (with backoff, recorded on its checkpoint).
    await runner.start();
    if (stale) {
      this.rebuildWanted.add(projection.name);
      this.rebuildInBackground(projection.name);
    }
  }

  private rebuildInBackground(name: string): void {
    void this.rebuild(name).catch((error) =>
      this.log(`projection ${name}: rebuild failed (tried again at the next lease tick): ${error}`),
    );
  }

  private async stopRunners(): Promise<void> {
    this.running = false;
    this.startFailures.clear();
    this.rebuildWanted.clear();
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
      // Each takes what arrives meanwhile: pushes of answers do not wait for it (they come from the command).
      settleMs: this.options.settleMs ?? FOLLOWER_SETTLE_MS,
      retry: this.options.retry,
      now: this.now,
      beforeStart: () => this.options.beforeStart?.(projection.name),
      onChanges: (notices) => {
        if (!emits()) return;
        for (const listener of this.listeners) listener(notices);
      },
      onProgress: () => {
        if (runner.state === 'failed')
          this.log(`projection ${projection.name} stopped: ${runner.failure?.message}`);
        this.progressWaiters.notify();
        this.storedProgress.notify();
        this.options.onProgress?.();
      },
    });
    return runner;
  }

  private log(line: string): void {
    (this.options.log ?? console.error)(line);
  }
}

export type { CheckpointDocument };
