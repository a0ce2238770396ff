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
 */
export function pullSubscription(
  source: PullSource,
  options: SubscribeOptions,
  handler: BatchHandler,
): Subscription {
  const batchSize = options.batchSize ?? 500;
  let stopped = false;
  let wakeStop: () => void = () => {};
  const stopRequested = new Promise<void>((resolve) => (wakeStop = resolve));

  const run = async () => {
    let after = options.after;
    while (!stopped) {
      const seen = source.signal.current;
      const events = await source.readAll({ after, limit: batchSize });
      if (stopped) break;
      if (events.length > 0) {
        await handler(events);
        after = events[events.length - 1]!.position;
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
  };
}
