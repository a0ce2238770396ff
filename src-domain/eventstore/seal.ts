import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';
import { GENESIS_HASH } from './hash-chain.ts';

/** The stream of seals: one event per seal, chained like every stream. */
export const SEAL_STREAM = 'auditTrail-seals';
export const SEALED = 'AuditTrailSealed';

/**
 * A seal: the heads of the streams that changed after the previous seal's position, up to `position`, hashed
 * with the previous seal's value into one value. Each seal so commits, through the ones before it, to the
 * head of every stream at `position`: an event edited (even with its stream's chain computed again), removed,
 * inserted or cut off at or before a sealed position no longer gives the recorded value.
 */
export interface SealData {
  /** The last log position the seal covers (the log's head when it was computed). */
  position: number;
  /** Events in the log up to `position`. */
  events: number;
  /** Streams whose head moved since the previous seal. */
  streams: number;
  previous: string | null;
  value: string;
  sealedAt: string;
}

export interface StreamHead {
  stream: string;
  version: number;
  hash: string;
}

/** SHA-256 over the previous seal's value and the changed streams' heads, sorted by stream. */
export function sealValue(previous: string | null, heads: Iterable<StreamHead>): string {
  const sorted = [...heads]
    .sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0))
    .map(({ stream, version, hash }) => [stream, version, hash]);
  return createHash('sha256')
    .update(previous ?? GENESIS_HASH)
    .update('\n')
    .update(canonicalJson(sorted))
    .digest('hex');
}
