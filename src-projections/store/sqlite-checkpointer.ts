import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

const WORKER = new URL('./sqlite-checkpoint-worker.mjs', import.meta.url);

/** How often the thread copies the log back: often, so each copy (and its fsync) stays short. */
export const CHECKPOINT_INTERVAL_MS = 50;

/**
 * The read store's checkpoints, off the server's thread. SQLite checkpoints by default in the connection that
 * commits once the write-ahead log passes 1,000 pages: synchronously, with an fsync, inside whichever
 * projection batch crossed the line, so every request and push waiting behind it stalled (the live-answering
 * bench's worst pushes). Here the writer never checkpoints (`wal_autocheckpoint = 0`) and a thread does, every
 * CHECKPOINT_INTERVAL_MS. Should the thread fail, the writer checkpoints itself again, as before.
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private closed = false;
  private exited = false;

  constructor(path: string, writer: Database.Database, intervalMs = CHECKPOINT_INTERVAL_MS) {
    writer.pragma('wal_autocheckpoint = 0');
    this.worker = new Worker(WORKER, { workerData: { path, intervalMs } });
    // A read store left open (a test's) does not keep the process alive for its checkpoints.
    this.worker.unref();
    const fallBack = () => {
      if (!this.closed && writer.open) writer.pragma('wal_autocheckpoint = 1000');
    };
    this.worker.on('error', fallBack);
    this.worker.on('exit', () => {
      this.exited = true;
      fallBack();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A thread that already ended (its checkpoint failed: a disk error, the file deleted) sends no second
    // 'exit': waiting for one held the process's stop until it was killed.
    if (this.exited) return;
    const exited = once(this.worker, 'exit');
    // Held while it closes: a process with nothing else to wait for (a script's last await) would end here.
    this.worker.ref();
    this.worker.postMessage('close');
    await exited;
  }
}
