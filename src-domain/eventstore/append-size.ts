import { jsonBytes } from '../shared/json-bytes.ts';
import type { NewEvent } from './types.ts';

/**
 * EventStoreDB refuses an append whose events' data and metadata together exceed its MaxAppendSize, 1 MiB by
 * default (compose keeps the default). The embedded store enforces the same limit, so nothing is accepted by
 * one deployment that the other refuses. Callers with big payloads (question imports) split them into
 * appends under `APPEND_PART_BUDGET_BYTES`, leaving room for the metadata each store stamps.
 */
export const MAX_APPEND_BYTES = 1024 * 1024;

/** What a caller splitting a big change aims for per append: well under the limit, metadata included. */
export const APPEND_PART_BUDGET_BYTES = 256 * 1024;

/** An append bigger than MAX_APPEND_BYTES: refused whole, nothing of it is written. */
export class AppendTooLargeError extends Error {
  override readonly name = 'AppendTooLargeError';
  constructor(
    readonly stream: string,
    readonly bytes: number,
    readonly limit = MAX_APPEND_BYTES,
  ) {
    super(
      `Append to ${stream} is ${bytes} bytes, over the ${limit}-byte limit: split it into smaller appends`,
    );
  }
}

/**
 * Bytes an event takes in an append as EventStoreDB counts them: its JSON data, its JSON metadata and its
 * type (the server's size check counts the type too; leaving it out let an append just under the limit here
 * be refused there).
 */
export function eventBytes(event: Pick<NewEvent, 'data' | 'metadata'> & { type?: string }): number {
  return (
    jsonBytes(event.data ?? null) + jsonBytes(event.metadata ?? {}) + Buffer.byteLength(event.type ?? '')
  );
}

/** Throws AppendTooLargeError when the stamped events of one append exceed the limit. */
export function checkAppendSize(
  stream: string,
  events: Array<Pick<NewEvent, 'data' | 'metadata'> & { type?: string }>,
): void {
  let bytes = 0;
  for (const event of events) bytes += eventBytes(event);
  if (bytes > MAX_APPEND_BYTES) throw new AppendTooLargeError(stream, bytes);
}

/** Splits items into consecutive parts whose JSON size stays under `budget` (an item bigger than it goes alone). */
export function partsUnder<T>(items: T[], budget = APPEND_PART_BUDGET_BYTES): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = jsonBytes(item);
    if (current.length > 0 && bytes + size > budget) {
      parts.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}
