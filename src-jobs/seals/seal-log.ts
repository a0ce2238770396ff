import { WrongExpectedVersionError } from '../../src-domain/eventstore/errors.ts';
import {
  SEALED,
  SEAL_STREAM,
  sealValue,
  type SealData,
  type StreamHead,
} from '../../src-domain/eventstore/seal.ts';
import type { EventStore, RecordedEvent } from '../../src-domain/eventstore/types.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';

/** How often the jobs role seals the log. */
export const SEAL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Seals the log up to its head: the heads of the streams that changed since the last seal, hashed with that
 * seal's value, recorded as `AuditTrailSealed` (see `SealData`). Reads only the events after the last seal.
 * Nothing is recorded when nothing but seals changed since (a quiet log gets no seal per period), or when
 * another process sealed meanwhile (the append expects the seal stream's version it read). Returns the seal
 * recorded, or null.
 */
export async function sealLog(events: EventStore, clock: Clock, pageSize = 5000): Promise<SealData | null> {
  const seals = (await events.readStream(SEAL_STREAM)) as Array<RecordedEvent<string, SealData>>;
  const last = seals.at(-1)?.data ?? null;
  const head = await events.headPosition();
  const heads = new Map<string, StreamHead>();
  let count = 0;
  let after = last?.position ?? 0;
  while (after < head) {
    const page = await events.readAll({ after, limit: pageSize });
    if (page.length === 0) break;
    for (const event of page) {
      if (event.position > head) break;
      heads.set(event.stream, { stream: event.stream, version: event.version, hash: event.metadata.hash! });
      count++;
    }
    after = page[page.length - 1]!.position;
  }
  if ([...heads.keys()].every((stream) => stream === SEAL_STREAM)) return null;
  const previous = last?.value ?? null;
  const seal: SealData = {
    position: head,
    events: (last?.events ?? 0) + count,
    streams: heads.size,
    previous,
    value: sealValue(previous, heads.values()),
    sealedAt: clock.now().toISOString(),
  };
  try {
    await events.append(SEAL_STREAM, [{ type: SEALED, data: seal, metadata: { actorId: 'system' } }], {
      expected: seals.length,
    });
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return null;
    throw error;
  }
  return seal;
}
