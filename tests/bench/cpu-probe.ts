import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * Loaded into the bench's server process only (`node --import`), never by the product: answers the bench's
 * question over the IPC channel with the CPU time the server process has used so far, and that of its main
 * thread alone (HTTP and pushes; Linux's /proc, 10 ms resolution; 0 elsewhere).
 */
/** The main thread's event-loop delay since the last question: a push queued behind other work waits this. */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

process.on('message', (message) => {
  if (message !== 'cpu') return;
  const delay = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  loopDelay.reset();
  process.send?.({ cpu: process.cpuUsage(), mainThreadMs: mainThreadMs(), loopDelayMs: delay });
});

function mainThreadMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
