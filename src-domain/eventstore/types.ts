import type { AllPosition } from './log-position.ts';

/** Metadata values are strings so they survive every store unchanged (EventStoreDB keeps metadata as JSON). */
export type EventMetadata = Record<string, string>;

/** What a caller hands to `append`. The store fills in eventId, occurredAt, schemaVersion and the hash chain. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Supplied by a client so a retried request is idempotent; generated when absent. */
  eventId?: string;
  metadata?: {
    actorId?: string;
    correlationId?: string;
    causationId?: string;
    schemaVersion?: string;
    [key: string]: string | undefined;
  };
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  stream: string;
  /** 1 for the first event of a stream; versions are contiguous. */
  version: number;
  /** Global position in the log, strictly increasing; 1 for the first event ever appended. */
  position: number;
  /** Where the log orders events by two positions (EventStoreDB's `$all`), both: resume and compare by it. */
  allPosition?: AllPosition;
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /**
   * The event's stored size (data and metadata), where the adapter has it: subscriptions cap a batch by
   * it as well as by count (see `SubscribeOptions.maxBatchBytes`).
   */
  bytes?: number;
}

/**
 * - 'any': append whatever the stream holds
 * - 'no_stream': the stream must not exist (used by reservation streams)
 * - 'stream_exists': the stream must hold at least one event
 * - a number: the stream's current version must equal it (0 means the stream must not exist)
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Version of the last event appended (or of the last event of the first append, for an idempotent retry). */
  version: number;
  /** Global position of that event. */
  position: number;
  /**
   * Set when this was a retry answered with the first append's result (nothing appended now): that append
   * may have come from another process, so its events need not be the ones this caller decided.
   */
  repeated?: true;
}

export interface AppendOptions {
  expected?: ExpectedVersion;
}

export interface ReadStreamOptions {
  /** First version to return (inclusive); default 1. */
  fromVersion?: number;
}

export interface ReadAllOptions {
  /** Return events strictly after this position. */
  after: number;
  /** The same place as `$all`'s pair, where the log has one and the caller knows it: it then decides. */
  afterAll?: AllPosition;
  limit: number;
}

export type BatchHandler = (events: RecordedEvent[]) => Promise<void> | void;

export interface SubscribeOptions {
  /** Deliver events strictly after this global position (0 = from the beginning). */
  after: number;
  /** See `ReadAllOptions.afterAll`. */
  afterAll?: AllPosition;
  /** Most events handed to the handler at once. */
  batchSize?: number;
  /**
   * Most bytes (`RecordedEvent.bytes`) handed to the handler at once, one event at least: a follower
   * commits each batch in one read-store transaction, which must stay far below the store's limits when
   * the log is replayed over large events (questionnaire parts of up to 256 KiB). 4 MiB unless given.
   */
  maxBatchBytes?: number;
  /**
   * How long (ms) a follower may lag under a steady stream of appends: a read after a pause is made at
   * once, the next not before this long after it, so what arrives meanwhile comes as one batch (each batch
   * costs a follower about as much as each event in it). 0 unless given: every append read as it comes.
   * `Subscription.hurry` ends a wait at once.
   */
  settleMs?: number;
}

export interface Subscription {
  /** Stops delivering; resolves when the handler in progress (if any) has returned. */
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves on stop, rejects with the handler's error. */
  readonly done: Promise<void>;
  /** Someone waits for what was appended: the next read is made at once, not after `settleMs`. */
  hurry(): void;
}

export interface EventStore {
  append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** History after `after`, then live appends, in log order, batch by batch; the next batch waits for the handler. */
  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** Position of the last event in the log (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * The log's identity, stored in the log when it was created: a checkpoint records it, so a read store
   * pointed at another (or a reset) log is refused instead of skipping or failing silently. Optional: a
   * store without it is not checked.
   */
  logId?(): Promise<string>;
  /**
   * The highest position the log ever gave out, where the store keeps it apart from the events (the embedded
   * log's counter): above the head when events were cut off the end, which verification reports. Optional.
   */
  lastAssignedPosition?(): Promise<number>;
  close(): Promise<void>;
}
