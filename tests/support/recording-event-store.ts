import { eventBytes } from '../../src-domain/eventstore/append-size.ts';
import type {
  AppendOptions,
  BatchHandler,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeOptions,
} from '../../src-domain/eventstore/types.ts';

export interface RecordedAppend {
  stream: string;
  types: string[];
  /** The events' data and metadata as stored (the store's own stamps included), as EventStoreDB counts them. */
  bytes: number;
}

/**
 * The real event log, recording every append that succeeds with its size as stored, and refusing the ones
 * `refuse` picks (a process that dies between two appends, seen from the log: the later one never arrives).
 */
export class RecordingEventStore implements EventStore {
  readonly appends: RecordedAppend[] = [];
  refuse: ((stream: string, events: NewEvent[]) => boolean) | null = null;
  readonly logId?: () => Promise<string>;
  readonly lastAssignedPosition?: () => Promise<number>;

  constructor(private readonly real: EventStore) {
    // What the real log offers of its optional parts, and nothing it does not.
    if (real.logId) this.logId = () => real.logId!();
    if (real.lastAssignedPosition) this.lastAssignedPosition = () => real.lastAssignedPosition!();
  }

  async append(stream: string, events: NewEvent[], options?: AppendOptions) {
    if (this.refuse?.(stream, events)) throw new Error(`append to ${stream} lost (injected)`);
    const result = await this.real.append(stream, events, options);
    const stored = await this.real.readStream(stream, { fromVersion: result.version - events.length + 1 });
    const mine = stored.filter((e) => e.version <= result.version);
    this.appends.push({
      stream,
      types: mine.map((e) => e.type),
      bytes: mine.reduce((sum, e) => sum + eventBytes(e), 0),
    });
    return result;
  }
  readStream(stream: string, options?: ReadStreamOptions) {
    return this.real.readStream(stream, options);
  }
  readAll(options: ReadAllOptions) {
    return this.real.readAll(options);
  }
  subscribe(options: SubscribeOptions, handler: BatchHandler) {
    return this.real.subscribe(options, handler);
  }
  headPosition() {
    return this.real.headPosition();
  }
  close() {
    return this.real.close();
  }
}
