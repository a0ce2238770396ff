import type { EventStore, RecordedEvent, Subscription } from '../../src-domain/eventstore/types.ts';
import type { Lease } from '../../src-projections/lease.ts';
import { CHECKPOINTS, moveCheckpoint, type CheckpointDocument } from '../../src-projections/runner.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';
import { OUTBOX, outboxEntryId, type OutboxEntry, type OutboxMail } from '../mail/outbox.ts';
import { readModelsReached } from './read-model-progress.ts';
import type { Reactor } from './reactor.ts';

export type ReactorState = 'idle' | 'running' | 'stopped' | 'failed';

export interface ReactorRunnerOptions {
  events: EventStore;
  readStore: ReadStore;
  reactor: Reactor;
  lease?: Lease;
  /** How long to wait for the read models a reactor reads before failing the batch (it is tried again). */
  readModelsTimeoutMs?: number;
  batchSize?: number;
  now?: () => number;
  /** Called after a batch that added outbox entries committed: the sender need not wait for its poll. */
  onEntries?: (added: number) => void;
}

export const reactorCheckpointId = (reactor: string): string => `reactor:${reactor}`;

/**
 * Follows the event log from the reactor's own checkpoint, like a projection runner: for each batch it asks
 * the reactor what to send, then writes the new outbox entries and the checkpoint in one transaction. An
 * entry's id is the event's id, and an entry that exists is never written again, so replaying the log from
 * 0, or a restart after a crash before the checkpoint moved, adds nothing twice and loses nothing.
 */
export class ReactorRunner {
  private subscription: Subscription | null = null;
  private currentState: ReactorState = 'idle';
  private currentPosition = 0;
  private lastFailure: Error | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ReactorRunnerOptions) {
    this.now = options.now ?? Date.now;
  }

  get name(): string {
    return this.options.reactor.name;
  }

  get state(): ReactorState {
    return this.currentState;
  }

  get position(): number {
    return this.currentPosition;
  }

  get failure(): Error | null {
    return this.lastFailure;
  }

  async start(): Promise<void> {
    const checkpoint = await this.options.readStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: reactorCheckpointId(this.name) });
    this.currentPosition = checkpoint?.position ?? 0;
    this.currentState = 'running';
    this.lastFailure = null;
    this.subscription = this.options.events.subscribe(
      { after: this.currentPosition, batchSize: this.options.batchSize ?? 200 },
      (events) => this.react(events),
    );
    this.subscription.done.then(
      () => {
        if (this.currentState === 'running') this.currentState = 'stopped';
      },
      (error: Error) => {
        if (this.currentState === 'stopped') return;
        this.currentState = 'failed';
        this.lastFailure = error;
      },
    );
  }

  async stop(): Promise<void> {
    if (this.currentState === 'running') this.currentState = 'stopped';
    await this.subscription?.stop();
  }

  private async react(events: RecordedEvent[]): Promise<void> {
    const { reactor, readStore, lease } = this.options;
    const last = events[events.length - 1]!.position;
    const relevant = events.filter((event) => reactor.eventTypes.includes(event.type));
    const lastRelevant = relevant[relevant.length - 1]?.position;
    // The read models a reactor reads must have applied its events first: a fresh start, a rebuild or a
    // projections process running behind would otherwise show it a user who does not exist yet.
    const readModels = reactor.readModels ?? [];
    if (lastRelevant !== undefined && readModels.length > 0) {
      const timeout = this.options.readModelsTimeoutMs ?? 30_000;
      if (!(await readModelsReached(readStore, readModels, lastRelevant, timeout)))
        throw new Error(`read models ${readModels.join(', ')} have not reached position ${lastRelevant}`);
    }
    const caused: Array<{ event: RecordedEvent; mail: OutboxMail }> = [];
    for (const event of relevant) {
      const mail = await reactor.react(event);
      if (mail) caused.push({ event, mail });
    }
    const added = await readStore.transaction(async (tx) => {
      // Only the holder of the reactors lease adds entries; moving the checkpoint past events that cause
      // nothing is harmless even from a holder that has just lost it.
      if (lease && caused.length > 0) await lease.fence(tx);
      const outbox = tx.collection<OutboxEntry>(OUTBOX);
      const ids = caused.map(({ event }) => outboxEntryId(reactor.name, event.eventId));
      const existing = new Set(
        ids.length > 0 ? (await outbox.find({ _id: { $in: ids } })).map((entry) => entry._id) : [],
      );
      const createdAt = new Date(this.now()).toISOString();
      let count = 0;
      for (const { event, mail } of caused) {
        const id = outboxEntryId(reactor.name, event.eventId);
        if (existing.has(id)) continue;
        existing.add(id);
        await outbox.insertOne({
          _id: id,
          reactor: reactor.name,
          eventId: event.eventId,
          position: event.position,
          mail,
          status: 'pending',
          createdAt,
          nextAttemptAt: createdAt,
          attempts: [],
          sentAt: null,
        });
        count++;
      }
      // Forward only, and stamped so the health route can tell a reactor behind the log that is not moving.
      await moveCheckpoint(
        tx.collection<CheckpointDocument>(CHECKPOINTS),
        reactorCheckpointId(reactor.name),
        last,
        {
          updatedAt: this.now(),
        },
      );
      return count;
    });
    this.currentPosition = last;
    if (added > 0) this.options.onEntries?.(added);
  }
}
