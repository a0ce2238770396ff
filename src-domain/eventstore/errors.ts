import type { ExpectedVersion } from './types.ts';

/** The stream's version is not what the caller expected; carries both so the caller can decide to retry. */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    /** Current version of the stream; 0 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Wrong expected version for ${stream}: expected ${String(expected)}, actual ${actual}`);
  }
}

/** An eventId was reused for a different event (another stream, or a batch that only partly matches). */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError';
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} was already used for a different append`);
  }
}

/**
 * The server holds the stream as deleted (EventStoreDB's tombstone or soft delete). Inspecta never deletes a
 * stream (erasure shreds keys, the log stays whole), so a deleted one was deleted outside it: reads and appends
 * stop with this error rather than read an emptied stream as new, which would hide the loss from the hash
 * chains and the audit trail.
 */
export class StreamDeletedError extends Error {
  override readonly name = 'StreamDeletedError';
  constructor(readonly stream: string) {
    super(
      `Stream ${stream} was deleted on the event store server; Inspecta never deletes streams (restore it)`,
    );
  }
}

export function expectationHolds(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 0;
  if (expected === 'stream_exists') return actual > 0;
  return expected === actual;
}
