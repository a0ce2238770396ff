import { ChangeSignal } from '../../src-domain/eventstore/change-signal.ts';
import { pullSubscription } from '../../src-domain/eventstore/pull-subscription.ts';
import type {
  AppendOptions,
  BatchHandler,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeOptions,
} from '../../src-domain/eventstore/types.ts';
import type { Collection, Document, ReadStore, TransactionScope } from '../../src-projections/store/types.ts';

/** Fault injection around the real event log: while `down`, reads of the log throw, as a lost server's would. */
export class FlakyEventStore implements EventStore {
  down = false;
  private readonly signal = new ChangeSignal();

  constructor(private readonly real: EventStore) {}

  append(stream: string, events: NewEvent[], options?: AppendOptions) {
    return this.real.append(stream, events, options).then((result) => (this.signal.notify(), result));
  }
  readStream(stream: string, options?: ReadStreamOptions) {
    return this.real.readStream(stream, options);
  }
  async readAll(options: ReadAllOptions) {
    if (this.down) throw new Error('event log unreachable');
    return this.real.readAll(options);
  }
  subscribe(options: SubscribeOptions, handler: BatchHandler) {
    return pullSubscription(
      { readAll: (o) => this.readAll(o), signal: this.signal, pollIntervalMs: 20 },
      options,
      handler,
    );
  }
  async headPosition() {
    if (this.down) throw new Error('event log unreachable');
    return this.real.headPosition();
  }
  close() {
    return this.real.close();
  }
}

/** Fault injection around the real read store: while `down`, reads and transactions throw. */
export class FlakyReadStore implements ReadStore {
  down = false;
  /** Calls made on collections: what a test counts to show reads are shared. */
  calls = 0;
  /** Added to the real store's time: the store's clock moves, the processes' clocks do not. */
  timeShiftMs = 0;

  constructor(private readonly real: ReadStore) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    return this.guard(this.real.collection<T>(name));
  }
  async transaction<R>(work: (scope: TransactionScope) => Promise<R>): Promise<R> {
    if (this.down) throw new Error('read store unreachable');
    return this.real.transaction(work);
  }
  async now() {
    return (this.real.now ? await this.real.now() : Date.now()) + this.timeShiftMs;
  }
  listCollections() {
    return this.real.listCollections();
  }
  /** Drops refused before the real store is reached: counted down by each one refused. */
  failDrops = 0;
  dropCollection(name: string) {
    if (this.failDrops > 0) {
      this.failDrops--;
      return Promise.reject(new Error('read store unreachable'));
    }
    return this.real.dropCollection(name);
  }
  close() {
    return this.real.close();
  }

  private guard<T extends Document>(collection: Collection<T>): Collection<T> {
    return new Proxy(collection, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          this.calls++;
          if (this.down) return Promise.reject(new Error('read store unreachable'));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
}
