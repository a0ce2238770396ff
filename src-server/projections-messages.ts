import type { ProjectionStatus } from '../src-projections/engine.ts';
import type { ChangeNotice } from '../src-projections/projection.ts';
import type { Config } from './config.ts';

/** What the projections' worker thread is started with. */
export interface ProjectionsWorkerData {
  config: Config;
}

/** From the HTTP thread to the projections' thread. */
export type ToProjections =
  | { type: 'start' }
  | { type: 'stop' }
  /** A group of appends committed on the HTTP thread: caught-up runners read at once. */
  | { type: 'appended' }
  /** A request waits for this position (read-your-writes): runners behind it read now (ProjectionEngine.hurry). */
  | { type: 'hurry'; position: number }
  /** A person's key was erased: the thread's key cache and decrypted events must not keep their data. */
  | { type: 'forget'; userId: string }
  | { type: 'rebuild'; id: number; name: string };

/** From the projections' thread to the HTTP thread. */
export type FromProjections =
  | { type: 'log'; line: string }
  /** Opened its stores: it may be started. */
  | { type: 'ready' }
  | { type: 'started' }
  | { type: 'stopped' }
  /** The notices of a committed batch, in commit order (context documents left out: only runners read them). */
  | { type: 'changes'; notices: ChangeNotice[] }
  /** Where every runner is, after a batch or on the lease's rhythm; whether this process leads. */
  | { type: 'progress'; leader: boolean; status: ProjectionStatus[] }
  /** A projection's collection was switched: what the HTTP thread kept of it is read afresh. */
  | { type: 'switched'; collection: string }
  | { type: 'rebuilt'; id: number; error?: string };
