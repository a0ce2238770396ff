import type { DomainEvent } from '../src-domain/eventstore/decider.ts';
import { systemClock } from '../src-domain/shared/clock.ts';
import type { EventStore, RecordedEvent, Subscription } from '../src-domain/eventstore/types.ts';
import { isAfter, type AllPosition } from '../src-domain/eventstore/log-position.ts';
import { applyBatch, ProjectionFailedError } from './apply-batch.ts';
import { DocumentCache } from './document-cache.ts';
import { LeaseLostError, type Lease } from './lease.ts';
import { contextCollectionOf } from './registry.ts';
import { backoffDelay } from './retry-backoff.ts';
import { eventsFor, type ChangeNotice, type Projection, type TrackedDocument } from './projection.ts';
import { StreamFolds, type FoldStep } from './stream-folds.ts';
import { type BulkOperation, type Collection, type Document, type ReadStore } from './store/types.ts';

export const CHECKPOINTS = 'system_checkpoints';

/** An event of a batch as its projection reads it (see Projection.sweep). */
type SweptEvent<D extends Document, E extends DomainEvent> = ReturnType<typeof eventsFor<D, E>>[number];

/**
 * How long a follower (every projection and reactor) may lag under a steady stream of appends
 * (SubscribeOptions.settleMs). A follower pays about as much per batch as per event in it (its read,
 * its handling, its commit), and at a few hundred answers a second most batches held one answer: read every
 * 50 ms, each holds the answers of that time instead. Within what a wall screen or a mail may lag; a request
 * that waits for its write hurries them (ProjectionEngine.waitFor), so read-your-writes does not wait for it,
 * except an answer's, which waits in step with them (WaitOptions.hurry).
 */
export const FOLLOWER_SETTLE_MS = 50;

/**
 * How long a projection's position passed by batches that wrote nothing may wait before it is stored: a
 * process that runs no projections answers read-your-writes from the stored positions (CheckpointProgress).
 */
export const CHECKPOINT_DELAY_MS = 100;

export interface CheckpointDocument {
  _id: string;
  position: number;
  /** A projection's own code threw at this event: it stays there (never skips it) until a retry passes. */
  failure?: { position: number; eventType: string; message: string } | null;
  /** The last error of any kind (log, store, projection code), and since when the runner has been failing. */
  lastError?: CheckpointError | null;
  /** The identity of the log the position counts in (see `EventStore.logId`). */
  logId?: string;
  /** `$all`'s commit and prepare positions of `position`, where the log has them (EventStoreDB). */
  allPosition?: AllPosition | null;
  /** When a batch last committed (ms, the writer's clock): a checkpoint behind the log head this long is stalled. */
  updatedAt?: number;
  [key: string]: unknown;
}

/** `start`: the follower could not (re)open: its indexes, its checkpoint or the log's identity. */
export type FailureSource = 'log' | 'store' | 'projection' | 'start';

export interface CheckpointError {
  source: FailureSource;
  message: string;
  since: number;
  at: number;
  attempts: number;
}

export type RunnerState = 'idle' | 'running' | 'stopped' | 'failed';

/** An error of a batch, tagged with where it came from; an untagged error of the subscription is the log's. */
export class BatchFailedError extends Error {
  override readonly name = 'BatchFailedError';
  constructor(
    readonly source: FailureSource,
    override readonly cause: unknown,
  ) {
    super((cause as Error)?.message ?? String(cause));
  }
}

/** A checkpoint further on than this batch: another process has moved it; this one must not move it back. */
export class StaleCheckpointError extends Error {
  override readonly name = 'StaleCheckpointError';
  constructor(checkpointId: string) {
    super(`Checkpoint ${checkpointId} was moved on by another process`);
  }
}

/** The checkpoint counts positions in another log (the read store was pointed at a reset or other log). */
export class ForeignLogError extends Error {
  override readonly name = 'ForeignLogError';
  constructor(checkpointId: string) {
    super(
      `Checkpoint ${checkpointId} belongs to another event log: rebuild the read store or point it at its log`,
    );
  }
}

export interface RetryOptions {
  /** First retry delay; doubled per failed attempt up to `maxMs`, with jitter. */
  baseMs?: number;
  maxMs?: number;
}

export interface RunnerOptions<D extends Document, E extends DomainEvent> {
  events: EventStore;
  readStore: ReadStore;
  projection: Projection<D, E>;
  /** Physical collection written. */
  target: string;
  checkpointId: string;
  lease?: Lease;
  batchSize?: number;
  /** See `SubscribeOptions.settleMs` (0 unless given). */
  settleMs?: number;
  /** Called after each committed batch that changed documents. */
  onChanges?: (notices: ChangeNotice[]) => void;
  /** Called after each committed batch, changed or not, and when the runner fails. */
  onProgress?: (position: number) => void;
  retry?: RetryOptions;
  /** For the checkpoint's timestamps (infrastructure time, not a domain fact). */
  now?: () => number;
  /** Called at each start before the indexes are made; throws to fail it (an injected fault, in tests). */
  beforeStart?: () => void;
}

export interface FollowerOptions {
  events: EventStore;
  readStore: ReadStore;
  checkpointId: string;
  batchSize: number;
  /** See `SubscribeOptions.settleMs` (0 unless given). */
  settleMs?: number;
  retry?: RetryOptions;
  now?: () => number;
  /** Called after each committed batch and when the follower fails. */
  onProgress?: (position: number) => void;
  /** See `passWithoutWrites`: CHECKPOINT_DELAY_MS unless given; a first checkpoint within CHECKPOINT_DELAY_MS. */
  storeDelayMs?: number;
}

/**
 * The one loop that follows the log from a stored checkpoint, shared by projection and reactor runners:
 * subscribes after the checkpoint, hands each batch to `handle` (which commits its writes with the
 * checkpoint), and on any error (the log, the read store, the handler's own code) records it on the
 * checkpoint and starts again from the stored checkpoint after a capped, jittered backoff. A store that
 * comes back, or a fixed deploy, recovers on its own; a failing event is never skipped.
 */
export abstract class CheckpointFollower {
  private subscription: Subscription | null = null;
  private currentState: RunnerState = 'idle';
  private currentPosition = 0;
  /** `$all`'s pair of `currentPosition`, where the log has one. */
  private currentAll: AllPosition | undefined;
  /** `$all`'s pair of the last event of the batch being handled, written with its checkpoint. */
  private batchAll: AllPosition | undefined;
  private lastFailure: Error | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  private failingSince: number | null = null;
  private stopRequested = false;
  private prepared = false;
  /** The log's identity, stamped on every checkpoint this follower writes. */
  protected logId: string | null | undefined;
  protected readonly now: () => number;
  /** A position passed by batches that wrote nothing, not stored yet (see `passWithoutWrites`). */
  private unstored: number | null = null;
  private unstoredAll: AllPosition | undefined;
  private storeTimer: NodeJS.Timeout | null = null;
  private storing: Promise<void> | null = null;
  /** Whether the store holds a checkpoint of this follower: until it does, health calls it never started. */
  private checkpointStored = false;

  constructor(private readonly follow: FollowerOptions) {
    this.now = follow.now ?? (() => systemClock.now().getTime());
  }

  /** Applies a batch and commits it with the checkpoint (see `moveCheckpoint`); throws to fail. */
  protected abstract handle(batch: RecordedEvent[]): Promise<void>;

  /** Work before the first subscription (indexes). */
  protected async prepare(): Promise<void> {}

  /** Called each time the follower (re)subscribes from its stored checkpoint. */
  protected opening(): void {}

  /** What every checkpoint write of a batch sets besides the position. */
  protected checkpointFields(): Record<string, unknown> {
    return {
      failure: null,
      lastError: null,
      updatedAt: this.now(),
      ...(this.logId ? { logId: this.logId } : {}),
      ...(this.batchAll ? { allPosition: this.batchAll } : {}),
    };
  }

  /**
   * A batch that writes nothing (most batches of most followers: they ignore most events) opens no
   * transaction: its position is stored within `storeDelayMs`, by one write for all such batches
   * meanwhile, or at once by the next batch that writes. The stored checkpoint then lags only by events this
   * follower ignores, so a restart from it re-reads them and writes nothing again. This process's own
   * read-your-writes follows `position`, which moves at once.
   */
  protected passWithoutWrites(position: number): void {
    this.unstored = position;
    this.unstoredAll = this.batchAll;
    // A follower's first checkpoint is written as soon as a projection's would be, whatever its own delay.
    const delay = this.checkpointStored
      ? (this.follow.storeDelayMs ?? CHECKPOINT_DELAY_MS)
      : CHECKPOINT_DELAY_MS;
    this.storeTimer ??= setTimeout(() => {
      this.storeTimer = null;
      this.storing = this.storeUnstored().finally(() => (this.storing = null));
    }, delay);
  }

  /** A batch committed the checkpoint at `position` with its writes: nothing before it is left to store. */
  protected stored(position: number): void {
    this.checkpointStored = true;
    if (this.unstored !== null && this.unstored <= position) this.unstored = null;
  }

  private async storeUnstored(): Promise<void> {
    const position = this.unstored;
    if (position === null) return;
    // The pair of this position, not of a batch handled since.
    const allPosition = this.unstoredAll;
    try {
      await this.follow.readStore.transaction((tx) =>
        moveCheckpoint(tx.collection<CheckpointDocument>(CHECKPOINTS), this.follow.checkpointId, position, {
          ...this.checkpointFields(),
          ...(allPosition ? { allPosition } : {}),
        }),
      );
      this.checkpointStored = true;
      if (this.unstored === position) this.unstored = null;
    } catch {
      // Moved on (by this follower's next batch, or by another process, which that batch's fence finds) or the
      // store is down (the next write stores a later position): either way nothing is lost by waiting.
    }
  }

  get state(): RunnerState {
    return this.currentState;
  }

  /** Asked to stop: work that waits on others (a reactor on its read models) gives up rather than hold the stop. */
  protected get stopping(): boolean {
    return this.stopRequested;
  }

  /** A request waits for what was appended (read-your-writes): read it now, not after the settle time. */
  hurry(): void {
    this.subscription?.hurry();
  }

  get position(): number {
    return this.currentPosition;
  }

  get failure(): Error | null {
    return this.lastFailure;
  }

  /** Failed for good (the lease is gone): only whoever holds the lease next may start it again. */
  get needsRestart(): boolean {
    return (
      this.currentState === 'failed' &&
      this.retryTimer === null &&
      !this.stopRequested &&
      !(this.lastFailure instanceof ForeignLogError)
    );
  }

  /**
   * Starts following. A start that fails (an index that cannot be made, a checkpoint or the log's identity
   * that cannot be read) takes the same path as a failed batch: recorded where health looks and tried again
   * after a backoff, so a store that is down at start-up does not leave the follower dead while its process
   * keeps the lease.
   */
  async start(): Promise<void> {
    this.stopRequested = false;
    await this.begin().catch((error: Error) => this.fail(new BatchFailedError('start', error)));
  }

  /**
   * Prepares once (again only after a failed preparation), then opens from the stored checkpoint. Open
   * again after failed starts, the follower has recovered: their error leaves the checkpoint at once, not
   * at the next batch (which may be long in coming on a quiet log).
   */
  private async begin(): Promise<void> {
    if (!this.prepared) {
      await this.prepare();
      this.prepared = true;
    }
    await this.open();
    const failure = this.lastFailure;
    if (
      this.currentState === 'running' &&
      failure instanceof BatchFailedError &&
      failure.source === 'start'
    ) {
      this.lastFailure = null;
      this.attempts = 0;
      this.failingSince = null;
      await this.follow.readStore
        .collection<CheckpointDocument>(CHECKPOINTS)
        .updateOne(
          { _id: this.follow.checkpointId, 'lastError.source': 'start' },
          { $set: { lastError: null } },
        )
        .catch(() => {});
    }
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.currentState === 'running' || this.currentState === 'failed') this.currentState = 'stopped';
    await this.subscription?.stop();
    // A clean stop leaves the checkpoint where the follower is.
    if (this.storeTimer) clearTimeout(this.storeTimer);
    this.storeTimer = null;
    await this.storing;
    await this.storeUnstored();
  }

  /** Reads the checkpoint and subscribes after it; the position never goes back from what this one had. */
  private async open(): Promise<void> {
    const { readStore, events, checkpointId } = this.follow;
    this.opening();
    const checkpoint = await readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: checkpointId });
    this.logId ??= events.logId ? await events.logId() : null;
    if (checkpoint?.logId && this.logId && checkpoint.logId !== this.logId) {
      // Positions of another log mean nothing here: refuse, and say so where health looks.
      this.fail(new ForeignLogError(checkpointId));
      return;
    }
    if (checkpoint) this.checkpointStored = true;
    const here = { position: this.currentPosition, allPosition: this.currentAll };
    if (checkpoint && isAfter(checkpoint, here)) {
      this.currentPosition = checkpoint.position;
      this.currentAll = checkpoint.allPosition ?? undefined;
    }
    if (this.stopRequested) return;
    this.currentState = 'running';
    const subscription = events.subscribe(
      {
        after: this.currentPosition,
        ...(this.currentAll ? { afterAll: this.currentAll } : {}),
        batchSize: this.follow.batchSize,
        settleMs: this.follow.settleMs,
      },
      async (batch) => {
        this.batchAll = batch[batch.length - 1]!.allPosition;
        await this.handle(batch);
        this.currentPosition = batch[batch.length - 1]!.position;
        this.currentAll = this.batchAll;
        this.attempts = 0;
        this.failingSince = null;
        this.lastFailure = null;
        this.follow.onProgress?.(this.currentPosition);
      },
    );
    this.subscription = subscription;
    subscription.done.then(
      () => {
        if (this.currentState === 'running') this.currentState = 'stopped';
      },
      (error: Error) => {
        if (this.subscription === subscription) this.fail(error);
      },
    );
  }

  private fail(error: Error): void {
    if (this.stopRequested) return;
    this.currentState = 'failed';
    this.lastFailure = error;
    this.subscription = null;
    this.follow.onProgress?.(this.currentPosition);
    // A lost lease: this process no longer runs the follower.
    if (error instanceof LeaseLostError) return;
    if (error instanceof StaleCheckpointError) {
      // Moved on by a process that lost the lease, past events this follower ignores only (see the
      // projection runner's handle): resume from the stored checkpoint; a lost lease shows at the next fence.
      this.open().catch((reopenError: Error) => this.fail(new BatchFailedError('store', reopenError)));
      return;
    }
    if (error instanceof ForeignLogError) {
      void this.record(error, this.now());
      return;
    }
    const now = this.now();
    this.failingSince ??= now;
    this.attempts++;
    void this.record(error, now);
    const { baseMs = 200, maxMs = 30_000 } = this.follow.retry ?? {};
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        if (this.stopRequested) return;
        this.begin().catch((reopenError: Error) => this.fail(new BatchFailedError('start', reopenError)));
      },
      backoffDelay(this.attempts - 1, baseMs, maxMs),
    );
  }

  /** On the checkpoint, so any process (an api-only one's health route) sees it; the store may be down too. */
  private async record(error: Error, now: number): Promise<void> {
    const source: FailureSource =
      error instanceof ProjectionFailedError
        ? 'projection'
        : error instanceof BatchFailedError
          ? error.source
          : 'log';
    const lastError: CheckpointError = {
      source,
      message: error.message,
      since: this.failingSince ?? now,
      at: now,
      attempts: this.attempts,
    };
    const $set: Record<string, unknown> = { lastError };
    if (error instanceof ProjectionFailedError) {
      $set.failure = {
        position: error.position,
        eventType: error.eventType,
        message: String((error.cause as Error)?.message ?? error.cause),
      };
    }
    await this.follow.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .updateOne({ _id: this.follow.checkpointId }, { $set }, { upsert: true })
      .catch(() => {});
  }
}

/** Runs one projection over the shared loop: each batch's documents and checkpoint commit in one transaction. */
export class ProjectionRunner<
  D extends Document = Document,
  E extends DomainEvent = DomainEvent,
> extends CheckpointFollower {
  private readonly cache: DocumentCache<D>;
  /** The states of the streams its projection folds (Projection.fold), held between batches. */
  private readonly folds: StreamFolds<unknown> | null;

  constructor(private readonly options: RunnerOptions<D, E>) {
    super({ ...options, batchSize: options.batchSize ?? 500 });
    this.cache = new DocumentCache<D>(options.projection.cacheSize);
    const fold = options.projection.fold;
    this.folds = fold ? new StreamFolds(fold.of, fold.cacheSize) : null;
  }

  /** The logical collection this runner's projection writes. */
  get collection(): string {
    return this.options.projection.collection;
  }

  /**
   * The document as this runner last committed it, if it keeps it: what the store holds, without a read.
   * Only while running (after a failure what it kept may be behind the store).
   */
  recent(id: string): TrackedDocument<D> | undefined {
    return this.state === 'running' ? this.cache.peek(id) : undefined;
  }

  /** Whatever happened before (a failure, a lost lease, another process's batches), read afresh. */
  protected override opening(): void {
    this.cache.clear();
    this.folds?.clear();
  }

  protected override async prepare(): Promise<void> {
    const { readStore, target, projection } = this.options;
    this.options.beforeStart?.();
    for (const index of projection.indexes ?? [])
      await readStore.collection(target).createIndex(index.keys, index.options);
  }

  /** The stored documents each sweeping event of the batch reaches (Projection.sweep). */
  private async sweep(events: SweptEvent<D, E>[]): Promise<Map<SweptEvent<D, E>, string[]>> {
    const { readStore, projection, target } = this.options;
    const swept = new Map<SweptEvent<D, E>, string[]>();
    for (const event of events) {
      const sweep = projection.sweep!(event);
      if (!sweep) continue;
      const found = new Set<string>();
      try {
        for (const filter of sweep.filters) {
          const docs = await readStore
            .collection<TrackedDocument<D>>(target)
            .find(filter, { projection: { _id: 1 } });
          for (const doc of docs) found.add(doc._id);
        }
      } catch (error) {
        throw new BatchFailedError('store', error);
      }
      swept.set(event, [...found]);
    }
    return swept;
  }

  protected async handle(batch: RecordedEvent[]): Promise<void> {
    const { readStore, projection, checkpointId, lease } = this.options;
    // The checkpoint moves past the whole batch; the projection sees only the events it reads.
    const last = batch[batch.length - 1]!.position;
    const events = eventsFor(projection, batch);
    const ids = new Set<string>();
    for (const event of events) {
      try {
        for (const id of projection.documentIds(event)) ids.add(id);
      } catch (error) {
        throw new ProjectionFailedError(projection.name, event.position, event.type, error);
      }
    }
    const swept = projection.sweep ? await this.sweep(events) : new Map<SweptEvent<D, E>, string[]>();
    for (const found of swept.values()) for (const id of found) ids.add(id);
    if (ids.size === 0) {
      // Nothing it reads, but the streams it holds move on (an answer, for a read model of review steps).
      this.folds?.steps(batch);
      return this.passWithoutWrites(last);
    }
    // Read outside the transaction: this runner is the collection's only writer while it holds the lease,
    // and the transaction's fence below refuses the batch if it no longer does.
    const loaded = new Map<string, TrackedDocument<D>>();
    await this.load(ids, loaded);
    const steps = this.folds ? await this.foldSteps(batch, events, loaded) : undefined;
    let outcome = applyBatch(projection, loaded, events, swept, steps, ids);
    // Linked documents are known only once the documents naming them are read (at most one more read
    // each time a batch reaches a document naming new ones).
    while (outcome.missing.length > 0) {
      for (const id of outcome.missing) ids.add(id);
      await this.load(outcome.missing, loaded);
      outcome = applyBatch(projection, loaded, events, swept, steps, ids);
    }
    if (outcome.writes.length === 0) return this.passWithoutWrites(last);
    try {
      await readStore.transaction(async (tx) => {
        // The fencing proof guards document writes. A batch that writes no document is not fenced (it
        // opens no transaction at all): a process that lost the lease can then only move the checkpoint
        // forward past events this projection leaves as they are, having applied every earlier one while it
        // held the lease, so the stored checkpoint never passes an unapplied event; the holder that finds it
        // moved on resumes from it.
        if (lease) await lease.fence(tx);
        for (const [name, writes] of this.byCollection(outcome.writes, writtenId))
          await tx.collection<TrackedDocument<D>>(name).bulkWrite(writes);
        await moveCheckpoint(
          tx.collection<CheckpointDocument>(CHECKPOINTS),
          checkpointId,
          last,
          this.checkpointFields(),
        );
      });
    } catch (error) {
      // What was kept may be ahead of the store now: read again.
      this.cache.clear();
      this.folds?.clear();
      if (error instanceof ProjectionFailedError || error instanceof LeaseLostError) throw error;
      if (error instanceof StaleCheckpointError) throw error;
      throw new BatchFailedError('store', error);
    }
    for (const write of outcome.writes)
      this.remember(writtenId(write), 'replaceOne' in write ? write.replaceOne.replacement : null);
    this.stored(last);
    if (outcome.notices.length > 0) this.options.onChanges?.(outcome.notices);
  }

  /** The documents of `ids` into `loaded`: those the cache holds, the others from the store. */
  private async load(ids: Iterable<string>, loaded: Map<string, TrackedDocument<D>>): Promise<void> {
    const { found, unknown } = this.cache.lookup(ids);
    for (const [id, doc] of found) loaded.set(id, doc);
    if (unknown.length === 0) return;
    let read: TrackedDocument<D>[];
    try {
      const reads = [...this.byCollection(unknown, (id) => id)].map(([name, some]) =>
        this.options.readStore.collection<TrackedDocument<D>>(name).find({ _id: { $in: some } }),
      );
      read = (await Promise.all(reads)).flat();
    } catch (error) {
      throw new BatchFailedError('store', error);
    }
    for (const doc of read) loaded.set(doc._id, doc);
    for (const id of unknown) this.remember(id, loaded.get(id) ?? null);
  }

  /**
   * The fold's steps of the batch: a stream whose state is not held is read from the log where one of the
   * projection's events needs it (with `onlyWithDocument`, only a stream it keeps a document for).
   */
  private async foldSteps(
    batch: RecordedEvent[],
    events: readonly RecordedEvent[],
    loaded: ReadonlyMap<string, unknown>,
  ): Promise<Map<RecordedEvent, FoldStep<unknown>>> {
    const { projection, events: log } = this.options;
    const folds = this.folds!;
    const handled = new Set<RecordedEvent>(events);
    const wants = (event: RecordedEvent) =>
      handled.has(event) &&
      (!projection.fold!.onlyWithDocument ||
        projection.documentIds(event as never).some((id) => loaded.has(id)));
    const streams = folds.toRead(batch, wants);
    let histories: Array<[string, RecordedEvent[]]>;
    try {
      histories = await Promise.all(
        streams.map(async (stream) => [stream, await log.readStream(stream)] as [string, RecordedEvent[]]),
      );
    } catch (error) {
      throw new BatchFailedError('log', error);
    }
    return folds.steps(batch, new Map(histories));
  }

  /** Documents (or their writes) by the physical collection they are in: the context documents apart. */
  private byCollection<T>(items: T[], idOf: (item: T) => string): Map<string, T[]> {
    const { projection, target } = this.options;
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const name = projection.isContext?.(idOf(item)) ? contextCollectionOf(target) : target;
      const group = groups.get(name);
      if (group) group.push(item);
      else groups.set(name, [item]);
    }
    return groups;
  }

  /** What the store holds of `id` now, kept for the next batches when the projection reads it again. */
  private remember(id: string, doc: TrackedDocument<D> | null): void {
    if (this.options.projection.keeps?.(id) ?? true) this.cache.keep(id, doc);
    else this.cache.forget(id);
  }
}

/** The document a batch's write replaces or deletes (applyBatch writes no other kind). */
function writtenId(write: BulkOperation<Document>): string {
  return 'replaceOne' in write
    ? (write.replaceOne.filter._id as string)
    : 'deleteOne' in write
      ? (write.deleteOne.filter._id as string)
      : '';
}

/**
 * Moves a checkpoint forward only: inside the batch's transaction it reads the checkpoint by id and refuses
 * one further on (another process moved it: the batch rolls back). By id alone, both reads and writes take
 * the store's fast path, which a filter on the position would not (it costs every batch of every
 * projection).
 */
export async function moveCheckpoint(
  checkpoints: Collection<CheckpointDocument>,
  checkpointId: string,
  position: number,
  fields: Record<string, unknown>,
): Promise<void> {
  const current = await checkpoints.findOne({ _id: checkpointId });
  // Commit first, then prepare, where both sides carry `$all`'s pair (see `AllPosition`).
  const allPosition = fields.allPosition as AllPosition | undefined;
  if (current && isAfter({ ...current, position: current.position ?? 0 }, { position, allPosition }))
    throw new StaleCheckpointError(checkpointId);
  await checkpoints.updateOne({ _id: checkpointId }, { $set: { ...fields, position } }, { upsert: true });
}
