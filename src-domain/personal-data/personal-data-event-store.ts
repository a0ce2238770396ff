import type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../eventstore/types.ts';
import type { PersonalDataKeys } from './personal-data-keys.ts';
import { decryptEvent, encryptEvent, personOfStream, touchesPersonalData } from './personal-events.ts';
import { PERSONAL_FIELDS, USER_ERASED } from './personal-fields.ts';

/**
 * The event log as every service uses it: user events' personal fields are encrypted under the person's key
 * on their way in, and decrypted on every way out (stream reads, log reads, subscriptions). The store below
 * keeps and hash-chains the encrypted form, so erasing a person (deleting their key) changes no stored byte
 * and every chain still verifies; checking the log reads that store directly and needs no key.
 *
 * The read path stays as cheap as the store's for everything but user events: a batch without one is handed
 * on as the very same array. Keys are kept in memory once read; a decrypted event is kept beside the stored
 * one it came from (the shared tail reads hand every projection the same objects), so each is decrypted once.
 */
export class PersonalDataEventStore implements EventStore {
  /** A user's key as last read; null: none (never made, or erased). */
  private readonly keys = new Map<string, Uint8Array | null>();
  private decrypted = new WeakMap<RecordedEvent, RecordedEvent>();
  private readonly erasures = new Set<(userId: string) => void>();
  readonly logId?: () => Promise<string>;
  readonly lastAssignedPosition?: () => Promise<number>;

  constructor(
    /** The log as stored: personal fields encrypted. */
    readonly stored: EventStore,
    private readonly keyStore: PersonalDataKeys,
  ) {
    if (stored.logId) this.logId = () => stored.logId!();
    if (stored.lastAssignedPosition) this.lastAssignedPosition = () => stored.lastAssignedPosition!();
  }

  async append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    const userId = personOfStream(stream);
    if (userId === null || !events.some((event) => PERSONAL_FIELDS[event.type])) {
      return this.stored.append(stream, events, options);
    }
    const key = await this.keyToWrite(userId);
    return this.stored.append(
      stream,
      events.map((event) => encryptEvent(userId, key, event)),
      options,
    );
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const events = await this.stored.readStream(stream, options);
    return personOfStream(stream) === null ? events : this.decryptBatch(events);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.decryptBatch(await this.stored.readAll(options));
  }

  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription {
    return this.stored.subscribe(options, (batch) => {
      const events = this.decryptBatch(batch);
      return events instanceof Promise ? events.then(handler) : handler(events);
    });
  }

  headPosition(): Promise<number> {
    return this.stored.headPosition();
  }

  /** Deletes the person's key: from now on their personal fields read as the erased marker, here at once. */
  async erase(userId: string): Promise<void> {
    await this.keyStore.delete(userId);
    this.forget(userId);
    for (const listener of this.erasures) listener(userId);
  }

  /** Told after each erasure (another thread reading the log with its own keys must forget the person too). */
  onErase(listener: (userId: string) => void): void {
    this.erasures.add(listener);
  }

  close(): Promise<void> {
    return this.stored.close();
  }

  /** Another thread erased the person's key: what this one kept of it (the key, decrypted events) goes too. */
  forget(userId: string): void {
    this.keys.set(userId, null);
    // Events decrypted before hold the person's data in memory: none of them may be handed out again.
    this.decrypted = new WeakMap();
  }

  private async keyToWrite(userId: string): Promise<Uint8Array> {
    const known = this.keys.get(userId);
    if (known) return known;
    const key = await this.keyStore.getOrCreate(userId);
    this.keys.set(userId, key);
    return key;
  }

  /**
   * The batch as readers see it: the same array when no event in it touches personal data (nearly every
   * batch); synchronous when every key it needs is known, so a subscription adds no turn of the event loop.
   */
  private decryptBatch(events: RecordedEvent[]): RecordedEvent[] | Promise<RecordedEvent[]> {
    let first = -1;
    for (let i = 0; i < events.length; i++) {
      if (touchesPersonalData(events[i]!)) {
        first = i;
        break;
      }
    }
    if (first < 0) return events;
    const unknown = new Set<string>();
    for (let i = first; i < events.length; i++) {
      const event = events[i]!;
      if (!touchesPersonalData(event)) continue;
      const userId = personOfStream(event.stream)!;
      // An erasure read here (another process made it) ends the use of the key in this process too.
      if (event.type === USER_ERASED) this.forget(userId);
      else if (!this.keys.has(userId)) unknown.add(userId);
    }
    if (unknown.size === 0) return this.decryptFrom(events, first);
    return Promise.all(
      [...unknown].map(async (userId) => {
        const key = await this.keyStore.get(userId);
        if (!this.keys.has(userId)) this.keys.set(userId, key);
      }),
    ).then(() => this.decryptFrom(events, first));
  }

  private decryptFrom(events: RecordedEvent[], first: number): RecordedEvent[] {
    const out = events.slice();
    for (let i = first; i < out.length; i++) {
      const event = out[i]!;
      if (!touchesPersonalData(event)) continue;
      let decrypted = this.decrypted.get(event);
      if (!decrypted) {
        const userId = personOfStream(event.stream)!;
        decrypted = decryptEvent(userId, this.keys.get(userId) ?? null, event);
        this.decrypted.set(event, decrypted);
      }
      out[i] = decrypted;
    }
    return out;
  }
}
