import type { DomainEvent } from '../src-domain/eventstore/decider.ts';
import type { EventStore, RecordedEvent } from '../src-domain/eventstore/types.ts';
import { applyBatch, ProjectionFailedError } from './apply-batch.ts';
import { CHECKPOINTS, CheckpointedRunner, type CheckpointDocument } from './checkpointed-runner.ts';
import type { Lease } from './lease.ts';
import { eventsFor, type ChangeNotice, type Projection, type TrackedDocument } from './projection.ts';
import type { Document, ReadStore } from './store/types.ts';

export interface RunnerOptions<D extends Document, E extends DomainEvent> {
  events: EventStore;
  readStore: ReadStore;
  projection: Projection<D, E>;
  /** Physical collection written. */
  target: string;
  checkpointId: string;
  lease?: Lease;
  batchSize?: number;
  /** Called after each committed batch that changed documents. */
  onChanges?: (notices: ChangeNotice[]) => void;
  /** Called after each committed batch, changed or not. */
  onProgress?: (position: number) => void;
}

/**
 * Runs one projection: subscribes after its checkpoint, and for each batch loads the documents touched,
 * folds the events, and writes documents and checkpoint in one transaction. A crash between batches loses
 * nothing: the next start resumes after the last committed checkpoint.
 */
export class ProjectionRunner<
  D extends Document = Document,
  E extends DomainEvent = DomainEvent,
> extends CheckpointedRunner {
  protected readonly checkpointId: string;
  protected readonly defaultBatchSize = 500;

  constructor(private readonly options: RunnerOptions<D, E>) {
    super(options);
    this.checkpointId = options.checkpointId;
  }

  protected override async prepare(): Promise<void> {
    const { readStore, target, projection } = this.options;
    for (const index of projection.indexes ?? [])
      await readStore.collection(target).createIndex(index.keys, index.options);
  }

  protected async handle(batch: RecordedEvent[]): Promise<void> {
    return this.applyEvents(batch);
  }

  private async applyEvents(batch: RecordedEvent[]): Promise<void> {
    const { readStore, projection, target, checkpointId, lease } = this.options;
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
    const notices = await readStore.transaction(async (tx) => {
      // The fencing proof guards document writes; a batch that touches no document only moves the
      // checkpoint past events this projection ignores, which is harmless even from a stale holder.
      if (lease && ids.size > 0) await lease.fence(tx);
      const documents = tx.collection<TrackedDocument<D>>(target);
      const loaded = new Map<string, TrackedDocument<D>>();
      if (ids.size > 0) {
        for (const doc of await documents.find({ _id: { $in: [...ids] } })) loaded.set(doc._id, doc);
      }
      const outcome = applyBatch(projection, loaded, events);
      if (outcome.writes.length > 0) await documents.bulkWrite(outcome.writes);
      await tx
        .collection<CheckpointDocument>(CHECKPOINTS)
        .updateOne({ _id: checkpointId }, { $set: { position: last, failure: null } }, { upsert: true });
      return outcome.notices;
    });
    this.currentPosition = last;
    if (notices.length > 0) this.options.onChanges?.(notices);
    this.options.onProgress?.(last);
  }

  protected override failed(error: Error): void {
    if (error instanceof ProjectionFailedError) {
      // Recorded outside the failed batch so other processes (the API's health route) can see it.
      void this.options.readStore
        .collection<CheckpointDocument>(CHECKPOINTS)
        .updateOne(
          { _id: this.options.checkpointId },
          {
            $set: {
              failure: {
                position: error.position,
                eventType: error.eventType,
                message: String((error.cause as Error)?.message ?? error.cause),
              },
            },
          },
          { upsert: true },
        )
        .catch(() => {});
    }
    this.options.onProgress?.(this.currentPosition);
  }
}
