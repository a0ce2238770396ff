// Copies the read store's write-ahead log back into its database file, on a thread of its own.
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent.
// PASSIVE never waits for the writer nor makes it wait: it copies what no reader still needs, and the writer
// starts the log over once all of it is copied.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { path, intervalMs } = workerData;
const db = new Database(path);

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // A busy or locked database is tried again at the next tick; anything else ends the thread (the store
    // then checkpoints on its own thread again).
    if (error?.code !== 'SQLITE_BUSY' && error?.code !== 'SQLITE_LOCKED') throw error;
  }
}, intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
