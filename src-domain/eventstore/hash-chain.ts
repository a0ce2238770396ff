import { createHash, randomUUID } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from './types.ts';

/** prevHash of the first event of every stream. */
export const GENESIS_HASH = '0'.repeat(64);
export const DEFAULT_SCHEMA_VERSION = '1';

interface HashInput {
  stream: string;
  version: number;
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** SHA-256 over the previous hash and everything that makes the event, except its global position. */
export function eventHash(prevHash: string, event: HashInput): string {
  const { hash: _hash, ...metadata } = event.metadata;
  const body = canonicalJson({
    stream: event.stream,
    version: event.version,
    eventId: event.eventId,
    type: event.type,
    data: event.data,
    metadata: { ...metadata, prevHash },
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

export interface StampedEvent {
  eventId: string;
  type: string;
  /** Normalised through JSON so the hash matches what any store gives back. */
  data: unknown;
  metadata: EventMetadata;
}

/** Completes an event for writing at `version` of `stream`, after the event whose hash is `prevHash`. */
export function stampEvent(
  stream: string,
  version: number,
  prevHash: string,
  event: NewEvent,
  now: Date,
): StampedEvent {
  const eventId = event.eventId ?? randomUUID();
  const data = event.data === undefined ? null : JSON.parse(JSON.stringify(event.data));
  const metadata: EventMetadata = {};
  for (const [key, value] of Object.entries(event.metadata ?? {})) {
    if (value !== undefined && key !== 'hash' && key !== 'prevHash') metadata[key] = value;
  }
  metadata.eventId = eventId;
  metadata.occurredAt ??= now.toISOString();
  metadata.schemaVersion ??= DEFAULT_SCHEMA_VERSION;
  metadata.prevHash = prevHash;
  metadata.hash = eventHash(prevHash, { stream, version, eventId, type: event.type, data, metadata });
  return { eventId, type: event.type, data, metadata };
}

export type ChainVerdict =
  | { ok: true; events: number }
  | { ok: false; stream: string; version: number; eventId: string; reason: 'hash' | 'prevHash' | 'version' };

/**
 * Checks the events of one or more streams, in log order. Each stream's versions must run 1, 2, 3…, each
 * prevHash must be the hash before it, and each hash must match the event as stored.
 */
export class ChainVerifier {
  private readonly heads = new Map<string, { version: number; hash: string }>();
  private count = 0;
  private failure: ChainVerdict | null = null;

  add(event: RecordedEvent): ChainVerdict | null {
    if (this.failure) return this.failure;
    const head = this.heads.get(event.stream) ?? { version: 0, hash: GENESIS_HASH };
    const fail = (reason: 'hash' | 'prevHash' | 'version'): ChainVerdict =>
      (this.failure = {
        ok: false,
        stream: event.stream,
        version: event.version,
        eventId: event.eventId,
        reason,
      });
    if (event.version !== head.version + 1) return fail('version');
    if (event.metadata.prevHash !== head.hash) return fail('prevHash');
    const expected = eventHash(head.hash, event);
    if (event.metadata.hash !== expected) return fail('hash');
    this.heads.set(event.stream, { version: event.version, hash: expected });
    this.count++;
    return null;
  }

  verdict(): ChainVerdict {
    return this.failure ?? { ok: true, events: this.count };
  }
}

export function verifyChain(events: RecordedEvent[]): ChainVerdict {
  const verifier = new ChainVerifier();
  for (const event of events) if (verifier.add(event)) break;
  return verifier.verdict();
}
