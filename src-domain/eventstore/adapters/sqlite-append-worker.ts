import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import {
  configureLogConnection,
  errorFields,
  SqliteAppender,
  type AppendRequest,
} from './sqlite-appender.ts';

/** The log's writer thread: commits each group it is sent on its own connection (see sqlite-append-thread.ts). */
type Message = { id: number; requests: AppendRequest[]; now: number } | 'close';

const db = new Database((workerData as { path: string }).path);
configureLogConnection(db);
const appender = new SqliteAppender(db);

parentPort!.on('message', (message: Message) => {
  if (message === 'close') {
    db.close();
    parentPort!.close();
    return;
  }
  try {
    const outcomes = appender.appendGroup(message.requests, new Date(message.now));
    parentPort!.postMessage({ id: message.id, outcomes });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, failed: errorFields(error) });
  }
});
