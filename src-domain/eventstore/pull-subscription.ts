import type { ChangeSignal } from './change-signal.ts';
import type { BatchHandler, ReadAllOptions, RecordedEvent, SubscribeOptions, Subscription } from './types.ts';

export interface PullSource {
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  signal: ChangeSignal;
  /** How long to sleep with nothing new before looking again (catches writers in other processes). */
  pollIntervalMs: number;
}

/**
 * The one subscription loop every adapter shares: read a batch after the last position, hand it to the
 * handler, repeat; sleep on the change signal when caught up. Ordering and back-pressure follow from the loop.
 * With `settleMs`, reads under a steady stream of appends are spaced by it (see `SubscribeOptions`).
 */
export function pullSubscription(
  source: PullSource,
  options: SubscribeOptions,
  handler: BatchHandler,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const maxBatchBytes = options.maxBatchBytes ?? DEFAULT_MAX_BATCH_BYTES;
  let stopped = false;
  let wakeStop: () => void = () => {};
  const stopRequested = new Promise<void>((resolve) => (wakeStop = resolve));

  const settleMs = options.settleMs ?? 0;
  /**
   * When the last read that found events, but not a full batch, was made: the next waits until `settleMs`
   * after it. A full batch means more is waiting (a replay, a catch-up): read on at once.
   */
  let lastReadAt = -Infinity;
  /** Asked to read at once (until the next read); `endSettle` ends a wait in progress. */
  let hurried = false;
  let endSettle: () => void = () => {};

  const settle = async () => {
    const left = lastReadAt + settleMs - performance.now();
    if (left <= 0 || hurried) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => {
        endSettle = resolve;
        timer = setTimeout(resolve, left);
      }),
      stopRequested,
    ]);
    clearTimeout(timer);
    endSettle = () => {};
  };

  const run = async () => {
    let after = options.after;
    let afterAll = options.afterAll;
    while (!stopped) {
      if (settleMs > 0) await settle();
      if (stopped) break;
      hurried = false;
      const seen = source.signal.current;
      const events = await source.readAll({ after, ...(afterAll ? { afterAll } : {}), limit: batchSize });
      if (stopped) break;
      if (events.length > 0) {
        lastReadAt = events.length < batchSize ? performance.now() : -Infinity;
        for (const batch of byBytes(events, maxBatchBytes)) {
          if (stopped) break;
          await handler(batch);
          const last = batch[batch.length - 1]!;
          after = last.position;
          afterAll = last.allPosition ?? afterAll;
        }
        continue;
      }
      await Promise.race([source.signal.wait(seen, source.pollIntervalMs), stopRequested]);
    }
  };

  const done = run();
  done.catch(() => {});
  return {
    done,
    async stop() {
      stopped = true;
      wakeStop();
      await done.catch(() => {});
    },
    hurry() {
      hurried = true;
      endSettle();
    },
  };
}

export const DEFAULT_MAX_BATCH_BYTES = 4 * 1024 * 1024;

/** The events in order, cut where the next would take a batch over `maxBytes` (one event at least each). */
export function byBytes(events: RecordedEvent[], maxBytes: number): RecordedEvent[][] {
  // Most reads are small: one batch as read, without copying.
  let total = 0;
  for (const event of events) total += event.bytes ?? 0;
  if (total <= maxBytes) return [events];
  const batches: RecordedEvent[][] = [];
  let batch: RecordedEvent[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = event.bytes ?? 0;
    if (batch.length > 0 && bytes + size > maxBytes) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(event);
    bytes += size;
  }
  batches.push(batch);
  return batches;
}
