import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { workerBoot, workerModule } from './worker-boot.ts';
import { errorFrom, type AppendOutcome, type AppendRequest, type ErrorFields } from './sqlite-appender.ts';

const BOOT = workerBoot(workerModule('./sqlite-append-worker', import.meta.url));

type Reply = { id: number; outcomes: AppendOutcome[] } | { id: number; failed: ErrorFields };

/**
 * The log's commits on their own thread. SQLite's commit with synchronous=FULL waits for the disk, and
 * better-sqlite3 waits synchronously: on the server's thread every group commit stalled every request and
 * push for its fsync. Here the server's thread posts a group and goes on; appends that arrive meanwhile form
 * the next group. A worker that dies fails what it held, and the next append starts a new one.
 */
export class AppendThread {
  private worker: Worker | null = null;
  private readonly waiting = new Map<
    number,
    { resolve: (o: AppendOutcome[]) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;

  /** Started at once: loading the thread's code takes a few hundred ms, better spent at start-up than on the first append. */
  constructor(private readonly path: string) {
    this.start();
  }

  appendGroup(requests: AppendRequest[], now: Date): Promise<AppendOutcome[]> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    if (this.waiting.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, requests, now: now.getTime() });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const exited = once(worker, 'exit');
    // An idle thread is unref'd: held again until it has exited, or a script awaiting this close would see
    // its event loop empty first and end with "unsettled top-level await" (exit 13).
    worker.ref();
    worker.postMessage('close');
    await exited;
  }

  private start(): Worker {
    const worker = new Worker(BOOT, { eval: true, workerData: { path: this.path } });
    worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      // Idle, the thread does not keep the process alive (a script that never closes its store still ends).
      if (this.waiting.size === 0) worker.unref();
      if ('failed' in reply) waiter.reject(errorFrom(reply.failed));
      else waiter.resolve(reply.outcomes);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The event log's writer thread stopped (exit ${code})`)));
    this.worker = worker;
    // Idle until an append: it does not keep the process alive.
    if (this.waiting.size === 0) worker.unref();
    return worker;
  }
}
