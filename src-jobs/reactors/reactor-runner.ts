import type { EventStore, RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { LeaseLostError, type Lease } from '../../src-projections/lease.ts';
import {
  BatchFailedError,
  CHECKPOINTS,
  CheckpointFollower,
  FOLLOWER_SETTLE_MS,
  moveCheckpoint,
  StaleCheckpointError,
  type CheckpointDocument,
  type RetryOptions,
  type RunnerState,
} from '../../src-projections/runner.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';
import { OUTBOX, outboxEntryId, type OutboxEntry, type OutboxMail } from '../mail/outbox.ts';
import { readModelsReached, type LocalProjections } from './read-model-progress.ts';
import type { Reactor } from './reactor.ts';

export type ReactorState = RunnerState;

export interface ReactorRunnerOptions {
  events: EventStore;
  readStore: ReadStore;
  reactor: Reactor;
  lease?: Lease;
  /** How long to wait for the read models a reactor reads before failing the batch (it is tried again). */
  readModelsTimeoutMs?: number;
  batchSize?: number;
  retry?: RetryOptions;
  /** The time the checkpoint is stamped with (the host gives the store's time: health judges by it). */
  now?: () => number;
  /** The time outbox entries are created and first due at: the sender's clock, which decides when they go. */
  entriesNow?: () => number;
  /** Called after a batch that added outbox entries committed: the sender need not wait for its poll. */
  onEntries?: (added: number) => void;
  /** The projections of this process, where it runs them: their positions answer without a read. */
  projections?: LocalProjections;
}

export const reactorCheckpointId = (reactor: string): string => `reactor:${reactor}`;

/**
 * Follows the event log from the reactor's own checkpoint on the loop projection runners share (retries with
 * backoff, errors recorded on the checkpoint): for each batch it asks
 * the reactor what to send, then writes the new outbox entries and the checkpoint in one transaction. An
 * entry's id is the event's id, and an entry that exists is never written again, so replaying the log from
 * 0, or a restart after a crash before the checkpoint moved, adds nothing twice and loses nothing.
 */
/**
 * How long a reactor's position passed by batches that caused nothing waits before it is stored (see
 * `CheckpointFollower.passWithoutWrites`). Most batches of most reactors cause nothing (sixteen reactors, an
 * answer concerns one or two), and no request waits on a reactor's stored position (read-your-writes follows
 * the projections'): stored ten times a second each, they were five of every six read-store write transactions
 * on the HTTP thread under live answering. Health calls a reactor stalled only after 30 s; a restart re-reads
 * at most this much of the log, events it ignores, and causes nothing again.
 */
export const REACTOR_CHECKPOINT_DELAY_MS = 1000;

export class ReactorRunner extends CheckpointFollower {
  constructor(private readonly options: ReactorRunnerOptions) {
    super({
      events: options.events,
      readStore: options.readStore,
      checkpointId: reactorCheckpointId(options.reactor.name),
      batchSize: options.batchSize ?? 200,
      // Mails and webhook deliveries may lag a moment: each batch costs about as much as each event in it.
      settleMs: FOLLOWER_SETTLE_MS,
      storeDelayMs: REACTOR_CHECKPOINT_DELAY_MS,
      retry: options.retry,
      now: options.now,
    });
  }

  get name(): string {
    return this.options.reactor.name;
  }

  protected async handle(events: RecordedEvent[]): Promise<void> {
    const { reactor, readStore } = this.options;
    const last = events[events.length - 1]!.position;
    const relevant = events.filter((event) => reactor.eventTypes.includes(event.type));
    const lastRelevant = relevant[relevant.length - 1]?.position;
    // The read models a reactor reads must have applied its events first: a fresh start, a rebuild or a
    // projections process running behind would otherwise show it a user who does not exist yet.
    const readModels = reactor.readModels ?? [];
    if (lastRelevant !== undefined && readModels.length > 0) {
      const timeout = this.options.readModelsTimeoutMs ?? 30_000;
      const local = this.options.projections;
      // At a stop the projections may have stopped first: the batch is handed again at the next start.
      const reached = await readModelsReached(readStore, readModels, lastRelevant, timeout, {
        local,
        stopping: () => this.stopping,
      });
      if (!reached)
        throw new BatchFailedError(
          'store',
          new Error(`read models ${readModels.join(', ')} have not reached position ${lastRelevant}`),
        );
    }
    const caused: Array<{ event: RecordedEvent; mail: OutboxMail; id: string }> = [];
    for (const event of relevant) {
      const answer = await reactor.react(event);
      const mails = answer === null ? [] : Array.isArray(answer) ? answer : [answer];
      // The first mail of an event keeps the id one mail always had; the others are numbered after it.
      mails.forEach((mail, index) => {
        const id = outboxEntryId(reactor.name, event.eventId);
        const own = mail.key ? outboxEntryId(reactor.name, mail.key) : index === 0 ? id : `${id}:${index}`;
        caused.push({ event, mail, id: own });
      });
    }
    const added = await this.commit(caused, last);
    if (added > 0) this.options.onEntries?.(added);
  }

  private async commit(
    caused: Array<{ event: RecordedEvent; mail: OutboxMail; id: string }>,
    last: number,
  ): Promise<number> {
    const { reactor, readStore, lease } = this.options;
    if (caused.length === 0) {
      this.passWithoutWrites(last);
      return 0;
    }
    try {
      const added = await readStore.transaction(async (tx) => {
        // Only the holder of the reactors lease adds entries; moving the checkpoint past events that cause
        // nothing (passWithoutWrites) is harmless even from a holder that has just lost it.
        if (lease) await lease.fence(tx);
        const outbox = tx.collection<OutboxEntry>(OUTBOX);
        const ids = caused.map(({ id }) => id);
        const existing = new Set((await outbox.find({ _id: { $in: ids } })).map((entry) => entry._id));
        const createdAt = new Date((this.options.entriesNow ?? this.now)()).toISOString();
        let count = 0;
        for (const { event, mail, id } of caused) {
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
          this.checkpointFields(),
        );
        return count;
      });
      this.stored(last);
      return added;
    } catch (error) {
      if (error instanceof LeaseLostError || error instanceof StaleCheckpointError) throw error;
      throw new BatchFailedError('store', error);
    }
  }
}
