import type { EventStore } from '../../src-domain/eventstore/types.ts';
import { Lease } from '../../src-projections/lease.ts';
import type { ReadStore } from '../../src-projections/store/types.ts';
import { ensureOutboxIndexes } from '../mail/outbox.ts';
import type { DueSender } from './combined-sender.ts';
import type { Reactor } from './reactor.ts';
import type { LocalProjections } from './read-model-progress.ts';
import { ReactorRunner } from './reactor-runner.ts';

export interface ReactorHostOptions {
  events: EventStore;
  readStore: ReadStore;
  reactors: Reactor[];
  sender: DueSender;
  /** Process identity for the lease; the embedded process uses a fixed one so a restart takes over at once. */
  owner: string;
  leaseTtlMs?: number;
  /** How often due entries (retries) are looked for; new entries are sent at once. */
  pollMs?: number;
  batchSize?: number;
  /**
   * The time outbox entries are created and due at (the sender's clock). Checkpoints are stamped with the
   * store's time (`Lease.storeTime`) whatever this is.
   */
  now?: () => number;
  log?: (line: string) => void;
  /** The projections of this process, where it runs them (see readModelsReached). */
  projections?: LocalProjections;
}

/**
 * The reactors and the outbox sender, run by one process of the deployment: the holder of the `reactors`
 * lease (its own, so it never contends with the scheduler's). A standby process takes over when the holder
 * dies; a reactor that failed (a read-store error) starts again from its checkpoint at the next lease tick.
 */
export class ReactorHost {
  private readonly lease: Lease;
  private readonly runners: ReactorRunner[] = [];
  private leading = false;
  private leaseTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private sendAgain = false;
  private ticking: Promise<void> | null = null;

  constructor(private readonly options: ReactorHostOptions) {
    this.lease = new Lease(options.readStore, 'reactors', options.owner, options.leaseTtlMs ?? 15_000);
  }

  get isLeader(): boolean {
    return this.leading;
  }

  async start(): Promise<void> {
    await this.tick();
    const every = Math.max(200, Math.floor((this.options.leaseTtlMs ?? 15_000) / 3));
    this.leaseTimer = setInterval(() => void this.tick(), every);
    this.pollTimer = setInterval(() => this.send(), this.options.pollMs ?? 1000);
  }

  async stop(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.leaseTimer = this.pollTimer = null;
    await this.ticking;
    await this.stopRunners();
    await this.sending;
    await this.lease.release().catch(() => {});
  }

  /** Sends what is due now; a call while a pass runs asks for one more pass after it. */
  send(): void {
    if (!this.leading) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    this.sending = (async () => {
      do {
        this.sendAgain = false;
        // A full batch may have more behind it; a short one means nothing else is due.
        while (this.leading && (await this.options.sender.sendDue()) === this.options.sender.batchSize);
      } while (this.sendAgain && this.leading);
    })()
      .catch((error: Error) => this.log(`outbox: ${error.message}`))
      .finally(() => {
        this.sending = null;
      });
  }

  private tick(): Promise<void> {
    this.ticking ??= this.leaseTick()
      .catch((error: Error) => this.log(`reactors lease: ${error.message}`))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async leaseTick(): Promise<void> {
    const held = await this.lease.acquire();
    if (held && !this.leading) {
      // Made by whoever leads, before anything is sent; a store that is down now is tried at the next tick.
      await ensureOutboxIndexes(this.options.readStore);
      this.leading = true;
      for (const reactor of this.options.reactors) {
        const runner = this.runnerFor(reactor);
        this.runners.push(runner);
        await runner.start();
      }
      this.send();
    } else if (!held && this.leading) {
      this.log('reactors lease lost: stopping reactors and the outbox');
      await this.stopRunners();
    } else if (held) {
      for (const [index, runner] of this.runners.entries()) {
        // A runner retries store and log errors itself; only one that lost the lease waits for this tick.
        if (!runner.needsRestart) continue;
        this.log(`reactor ${runner.name} stopped (${runner.failure?.message}); starting it again`);
        const fresh = this.runnerFor(this.options.reactors[index]!);
        this.runners[index] = fresh;
        await fresh.start();
      }
    }
  }

  private async stopRunners(): Promise<void> {
    this.leading = false;
    await Promise.all(this.runners.map((runner) => runner.stop()));
    this.runners.length = 0;
  }

  private runnerFor(reactor: Reactor): ReactorRunner {
    return new ReactorRunner({
      events: this.options.events,
      readStore: this.options.readStore,
      reactor,
      lease: this.lease,
      batchSize: this.options.batchSize,
      now: () => this.lease.storeTime(),
      entriesNow: this.options.now,
      onEntries: () => this.send(),
      projections: this.options.projections,
    });
  }

  private log(line: string): void {
    (this.options.log ?? console.error)(line);
  }
}
