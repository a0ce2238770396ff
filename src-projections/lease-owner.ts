import { hostname } from 'node:os';

/** This process as a lease owner: its host and process id. */
export function processOwner(): string {
  return `${hostname()}-${process.pid}`;
}

/**
 * Whether `owner` names a process of this host that no longer runs. A process killed while holding a lease
 * (kill -9, a crash) leaves it held until it expires; a process started on the same host (the restart of an
 * embedded deployment, a second process sharing its DATA_DIR) takes it at once instead of waiting out the
 * lease. An owner of another host, one in another form, or a live process (also one that reused the pid:
 * it waits the lease out, the safe way) is never taken for gone.
 */
export function ownerGoneOnThisHost(owner: string): boolean {
  const prefix = `${hostname()}-`;
  if (!owner.startsWith(prefix)) return false;
  const pid = Number(owner.slice(prefix.length));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
