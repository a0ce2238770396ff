import type { ChangeSignal } from './change-signal.ts';
import type { ReadAllOptions, RecordedEvent } from './types.ts';

/** How long a read is handed to other subscriptions when the log has not moved in this process. */
const KEPT_MS = 25;
const KEPT_READS = 64;

/**
 * The log's tail read once for every subscription of a process. The projection runners (a dozen) wake on the
 * same append and ask for the same events after the same position, and when caught up each asks again and
 * finds nothing. A read is kept for the same request while the change signal has not moved, and at most
 * KEPT_MS, so an append by another process (which this signal does not see) is picked up that much later at
 * worst; the log only grows, so a kept read is never wrong, at most a shorter prefix. The embedded log also
 * keeps the events it read last (serving runners at different positions without the disk); this serves the
 * identical requests, the empty ones included, before any adapter work, and on EventStoreDB saves the reads
 * themselves. Each caller gets its own array; the events in it are shared and must not be changed
 * (projections are pure).
 */
export class SharedReads {
  private readonly kept = new Map<
    string,
    { at: number; generation: number; events: Promise<RecordedEvent[]> }
  >();

  constructor(
    private readonly readAll: (options: ReadAllOptions) => Promise<RecordedEvent[]>,
    private readonly signal: ChangeSignal,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async read(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const all = options.afterAll;
    const key = `${options.after}:${all ? `${all.commit}/${all.prepare}` : ''}:${options.limit}`;
    const at = this.now();
    const generation = this.signal.current;
    const hit = this.kept.get(key);
    if (hit && hit.generation === generation && at - hit.at < KEPT_MS) return (await hit.events).slice();
    const events = this.readAll(options);
    this.kept.delete(key);
    this.kept.set(key, { at, generation, events });
    if (this.kept.size > KEPT_READS) this.kept.delete(this.kept.keys().next().value!);
    events.catch(() => this.kept.get(key)?.events === events && this.kept.delete(key));
    return (await events).slice();
  }
}
