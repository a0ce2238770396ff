import type { EventStore, RecordedEvent, Subscription } from '../src-domain/eventstore/types.ts';
import type { ReadStore } from './store/types.ts';

export const CHECKPOINTS = 'system_checkpoints';

export interface CheckpointDocument {
  _id: string;
  position: number;
  failure?: { position: number; eventType: string; message: string } | null;
  [key: string]: unknown;
}

export type RunnerState = 'idle' | 'running' | 'stopped' | 'failed';

export interface CheckpointedOptions {
  events: EventStore;
  readStore: ReadStore;
  batchSize?: number;
}

/**
 * What every follower of the event log shares (projection runners, reactor runners): it resumes after its
 * stored checkpoint, hands each batch to `handle` (which commits its work and the checkpoint together), and
 * tells its state. A batch that throws ends the subscription: the follower is failed until started again.
 */
export abstract class CheckpointedRunner {
  private subscription: Subscription | null = null;
  private currentState: RunnerState = 'idle';
  protected currentPosition = 0;
  private lastFailure: Error | null = null;

  constructor(private readonly follow: CheckpointedOptions) {}

  protected abstract readonly checkpointId: string;
  protected abstract readonly defaultBatchSize: number;
  /** Commits one batch's work with the checkpoint moved past the batch. */
  protected abstract handle(batch: RecordedEvent[]): Promise<void>;
  /** Runs once before following, after nothing (indexes, say). */
  protected async prepare(): Promise<void> {}

  get state(): RunnerState {
    return this.currentState;
  }

  get position(): number {
    return this.currentPosition;
  }

  get failure(): Error | null {
    return this.lastFailure;
  }

  async start(): Promise<void> {
    await this.prepare();
    const checkpoint = await this.follow.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: this.checkpointId });
    this.currentPosition = checkpoint?.position ?? 0;
    this.currentState = 'running';
    this.lastFailure = null;
    this.subscription = this.follow.events.subscribe(
      { after: this.currentPosition, batchSize: this.follow.batchSize ?? this.defaultBatchSize },
      (batch) => this.handle(batch),
    );
    this.subscription.done.then(
      () => {
        if (this.currentState === 'running') this.currentState = 'stopped';
      },
      (error: Error) => {
        if (this.currentState === 'stopped') return;
        this.currentState = 'failed';
        this.lastFailure = error;
        this.failed(error);
      },
    );
  }

  async stop(): Promise<void> {
    if (this.currentState === 'running') this.currentState = 'stopped';
    await this.subscription?.stop();
  }

  /** After the follower has failed: what else to record. */
  protected failed(_error: Error): void {}
}
