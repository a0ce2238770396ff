import { parentPort, workerData } from 'node:worker_threads';
import { injectedStartFaults } from '../src-projections/injected-start-failures.ts';
import { PersonalDataEventStore } from '../src-domain/personal-data/personal-data-event-store.ts';
import { systemClock } from '../src-domain/shared/clock.ts';
import { REACTOR_NAMES } from '../src-jobs/reactors/reactor-names.ts';
import { allProjections } from '../src-projections/all.ts';
import { ProjectionEngine } from '../src-projections/engine.ts';
import { processOwner } from '../src-projections/lease-owner.ts';
import { ReadModels } from '../src-projections/read-models.ts';
import { openEventStore, openPersonalDataKeys, openReadStore } from './container.ts';
import type { FromProjections, ProjectionsWorkerData, ToProjections } from './projections-messages.ts';

/**
 * The projections' worker thread: the same engine and runners the projections role runs on the HTTP thread
 * otherwise, over connections of its own (the event log read only; the read store, whose one writer for the
 * read models this thread is). It posts the change notices and its progress to the HTTP thread, which answers
 * read-your-writes and pushes as before. See src-server/projections-thread.ts.
 */
const port = parentPort!;
const { config } = workerData as ProjectionsWorkerData;
const post = (message: FromProjections) => port.postMessage(message);
const log = (line: string) => post({ type: 'log', line });

const stored = await openEventStore(config, systemClock, { readOnly: true });
const { readStore, mongo } = await openReadStore(config);
const keys = await openPersonalDataKeys(config, mongo, log);
const events = new PersonalDataEventStore(stored, keys);
const readModels = new ReadModels(readStore);

let progressPosted = false;
const postProgress = () => {
  progressPosted = false;
  post({ type: 'progress', leader: engine.isLeader, status: engine.status() });
};
const engine: ProjectionEngine = new ProjectionEngine({
  events,
  readStore,
  readModels,
  projections: allProjections,
  // The process's own owner: a worker started again after a crash takes its predecessor's lease at once.
  owner: processOwner(),
  reactors: Object.values(REACTOR_NAMES),
  log,
  // Once per turn of this thread's loop, however many runners moved in it.
  onSwitch: (collection) => post({ type: 'switched', collection }),
  // The injected start failures of the multi-process test (refused in production).
  ...injectedStartFaults(config.failProjectionStart),
  onProgress: () => {
    if (progressPosted) return;
    progressPosted = true;
    setImmediate(postProgress);
  },
});
readModels.serveRecentFrom(engine);

const projectionOf = new Map(allProjections.map((p) => [p.collection, p]));
engine.onChange((notices) => {
  const shown = notices.filter((n) => !projectionOf.get(n.collection)?.isContext?.(n.id));
  if (shown.length > 0) post({ type: 'changes', notices: shown });
});

// The lease is taken, lost and taken again on its own rhythm: the HTTP thread learns of it here too.
const rhythm = setInterval(postProgress, 500);

port.on('message', (message: ToProjections) => {
  switch (message.type) {
    case 'start':
      void engine.start().then(() => {
        postProgress();
        post({ type: 'started' });
      });
      break;
    case 'appended':
      (stored as { appended?: () => void }).appended?.();
      break;
    case 'hurry':
      engine.hurry(message.position);
      break;
    case 'forget':
      events.forget(message.userId);
      break;
    case 'rebuild':
      engine.rebuild(message.name).then(
        () => {
          postProgress();
          post({ type: 'rebuilt', id: message.id });
        },
        (error: Error) => post({ type: 'rebuilt', id: message.id, error: error.message }),
      );
      break;
    case 'stop':
      void stop();
      break;
  }
});

async function stop(): Promise<void> {
  clearInterval(rhythm);
  await engine.stop().catch((error: Error) => log(`projections stop: ${error.message}`));
  await events.close().catch(() => {});
  await keys.close().catch(() => {});
  await readStore.close().catch(() => {});
  post({ type: 'stopped' });
  port.close();
}

post({ type: 'ready' });
