import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { EventStore } from '../src-domain/eventstore/types.ts';
import { backoffDelay } from '../src-domain/shared/retry-backoff.ts';
import { workerBoot, workerModule } from '../src-domain/eventstore/adapters/worker-boot.ts';
import { ChangedDocuments } from '../src-projections/changed-documents.ts';
import { checkpointHealth, type HealthReport } from '../src-projections/checkpoint-health.ts';
import type { ProjectionStatus, Projections } from '../src-projections/engine.ts';
import type { ChangeNotice, Projection } from '../src-projections/projection.ts';
import { CheckpointProgress, type WaitOptions } from '../src-projections/progress.ts';
import { ProgressWaiters } from '../src-projections/progress-waiters.ts';
import type { ReadModels } from '../src-projections/read-models.ts';
import type { Document, ReadStore } from '../src-projections/store/types.ts';
import type { Config } from './config.ts';
import type { FromProjections, ProjectionsWorkerData, ToProjections } from './projections-messages.ts';

const BOOT = workerBoot(workerModule('./projections-worker', import.meta.url));

/** Within the process's own stop deadline (src-server/main.ts), after the HTTP drain. */
const STOP_WITHIN_MS = 3_000;

/** A thread that ran this long before it died starts again at once; sooner, after a growing backoff. */
const STABLE_AFTER_MS = 30_000;

export interface ProjectionsThreadOptions {
  config: Config;
  /** This thread's connections: health and the waits of a process that does not lead read them. */
  events: EventStore;
  readStore: ReadStore;
  readModels: ReadModels;
  projections: ReadonlyArray<Pick<Projection, 'name' | 'collection'>>;
  reactors: readonly string[];
  /** Called after each group of appends on this thread's log (the thread is told to read at once). */
  onAppended?: (listener: () => void) => void;
  retry?: { baseMs?: number; maxMs?: number };
  log: (line: string) => void;
}

type Listener = (notices: ChangeNotice[]) => void;

/**
 * The projection runners of this process on a worker thread of their own (src-server/projections-worker.ts):
 * the HTTP thread keeps requests and pushes, the read models take the other core. Seen from here it is the
 * projection engine: change notices arrive as the runners commit and go to the same listeners (the realtime
 * hub); read-your-writes follows the positions the thread posts; documents just changed are served from its
 * notices (`ChangedDocuments`); health reads the stored checkpoints and fails every projection while the
 * thread is down. A thread that dies is started again after a backoff; its lease is this process's, so the
 * new one takes it at once.
 */
export class ProjectionsThread implements Projections {
  private worker: Worker | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly changed = new ChangedDocuments();
  private readonly storedProgress: CheckpointProgress;
  private readonly progressWaiters = new ProgressWaiters();
  private readonly rebuilds = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private nextRebuild = 1;
  private leader = false;
  private statuses: ProjectionStatus[] = [];
  private wanted = false;
  private alive = false;
  private attempts = 0;
  private startedAt = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  private started: Promise<void> | null = null;

  constructor(private readonly options: ProjectionsThreadOptions) {
    this.storedProgress = new CheckpointProgress(options.readStore);
    options.onAppended?.(() => this.post({ type: 'appended' }));
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the thread's engine has made its first lease tick (as `ProjectionEngine.start`). */
  start(): Promise<void> {
    this.wanted = true;
    return this.spawn();
  }

  async stop(): Promise<void> {
    this.wanted = false;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const worker = this.worker;
    if (!worker) return;
    const exited = once(worker, 'exit');
    worker.postMessage({ type: 'stop' } satisfies ToProjections);
    // The thread stores its checkpoints and releases the lease, then ends; one that has not ended by then
    // (a transaction waiting on a busy store, a handle left open) is ended, so the process still exits in time.
    const cut = setTimeout(() => {
      this.options.log(`projections thread not stopped after ${STOP_WITHIN_MS} ms, ending it`);
      void worker.terminate();
    }, STOP_WITHIN_MS);
    await exited;
    clearTimeout(cut);
  }

  get isLeader(): boolean {
    return this.alive && this.leader;
  }

  status(): ProjectionStatus[] {
    if (this.alive && this.statuses.length > 0) return this.statuses;
    const failure = this.alive || !this.wanted ? null : 'the projections thread is not running';
    return this.options.projections.map((p) => ({
      name: p.name,
      collection: p.collection,
      physical: '',
      state: failure ? 'failed' : 'idle',
      position: 0,
      failure,
    }));
  }

  recent(collection: string, id: string): Document | undefined {
    return this.isLeader ? this.changed.get(collection, id) : undefined;
  }

  /** From the stored checkpoints, as the engine's; while the thread is down every projection is failing. */
  async health(): Promise<HealthReport> {
    const report = await checkpointHealth(this.options.events, this.options.readStore, {
      projections: this.options.projections,
      reactors: this.options.reactors,
    });
    if (!this.wanted || this.alive) return report;
    return {
      ...report,
      healthy: false,
      projections: report.projections.map((p) => ({ ...p, status: 'failing' })),
    };
  }

  async waitFor(position: number, timeoutMs = 5000, options: WaitOptions = {}): Promise<boolean> {
    if (!this.isLeader) return this.storedProgress.waitFor(position, timeoutMs);
    if (options.hurry !== false && this.statuses.some((s) => s.position < position))
      this.post({ type: 'hurry', position });
    return this.progressWaiters.until((left) => {
      // The lease may move to another process while waiting: its progress is then in the stored checkpoints.
      if (!this.isLeader) return this.storedProgress.waitFor(position, left);
      if (this.statuses.some((s) => s.state === 'failed')) return false;
      if (this.statuses.every((s) => s.position >= position)) return true;
      return undefined;
    }, timeoutMs);
  }

  rebuild(name: string): Promise<void> {
    const worker = this.worker;
    if (!worker || !this.alive) return Promise.reject(new Error(`No running projection ${name}`));
    const id = this.nextRebuild++;
    return new Promise((resolve, reject) => {
      this.rebuilds.set(id, { resolve, reject });
      worker.postMessage({ type: 'rebuild', id, name } satisfies ToProjections);
    });
  }

  /** A person's key was erased on this thread: the projections' thread forgets what it kept of it. */
  forget(userId: string): void {
    this.post({ type: 'forget', userId });
  }

  private post(message: ToProjections): void {
    if (this.alive) this.worker?.postMessage(message);
  }

  private spawn(): Promise<void> {
    this.started ??= new Promise<void>((resolve) => {
      const worker = new Worker(BOOT, {
        eval: true,
        workerData: { config: this.options.config } satisfies ProjectionsWorkerData,
      });
      this.worker = worker;
      this.startedAt = performance.now();
      worker.on('message', (message: FromProjections) => this.receive(message, resolve));
      worker.on('error', (error) => this.options.log(`projections thread failed: ${error.stack ?? error}`));
      worker.on('exit', (code) => {
        resolve();
        this.died(worker, code);
      });
    }).finally(() => (this.started = null));
    return this.started;
  }

  private receive(message: FromProjections, started: () => void): void {
    switch (message.type) {
      case 'log':
        this.options.log(message.line);
        break;
      case 'ready':
        this.alive = true;
        // Stopped while it opened its stores: the stop already posted ends it.
        if (this.wanted) this.worker?.postMessage({ type: 'start' } satisfies ToProjections);
        break;
      case 'started':
        started();
        break;
      case 'changes':
        if (this.leader) this.changed.apply(message.notices);
        for (const listener of this.listeners) listener(message.notices);
        break;
      case 'progress':
        // A lease lost or taken again: what the notices built may be behind the store.
        if (message.leader !== this.leader) this.changed.clear();
        this.leader = message.leader;
        this.statuses = message.status;
        this.progressWaiters.notify();
        this.storedProgress.notify();
        break;
      case 'switched':
        // The switched collection is read afresh: by name at once, its documents from the store.
        this.options.readModels.invalidate(message.collection);
        this.changed.clear(message.collection);
        break;
      case 'rebuilt': {
        const waiter = this.rebuilds.get(message.id);
        this.rebuilds.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error));
        else waiter?.resolve();
        break;
      }
      case 'stopped':
        // Its stores are closed and its lease released: nothing left for it to do.
        void this.worker?.terminate();
        break;
    }
  }

  private died(worker: Worker, code: number): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.alive = false;
    this.leader = false;
    this.statuses = [];
    this.changed.clear();
    for (const waiter of this.rebuilds.values()) waiter.reject(new Error('the projections thread stopped'));
    this.rebuilds.clear();
    this.progressWaiters.notify();
    if (!this.wanted) return;
    this.attempts = performance.now() - this.startedAt > STABLE_AFTER_MS ? 0 : this.attempts + 1;
    const { baseMs = 200, maxMs = 30_000 } = this.options.retry ?? {};
    const delay = this.attempts === 0 ? 0 : backoffDelay(this.attempts - 1, baseMs, maxMs);
    this.options.log(
      `projections thread stopped (exit ${code}); starting it again in ${Math.round(delay)} ms`,
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.wanted) void this.spawn();
    }, delay);
  }
}
