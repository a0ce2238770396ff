import type { ChainHead } from './events.ts';

/** An exported entry as the manifest counts it: the log event it shows. */
export interface ExportedEntry {
  position: number;
  stream: string;
  streamVersion: number;
  hash: string;
}

/**
 * The figures a manifest states, gathered entry by entry: how many, the lowest and highest log position, and
 * each stream's last event in the file (its chain head). The export counts what it writes with it, and
 * verification counts what a file holds the same way.
 */
export class ExportFigures {
  count = 0;
  firstPosition: number | null = null;
  lastPosition: number | null = null;
  readonly heads = new Map<string, ChainHead>();

  add(entry: ExportedEntry): void {
    this.count++;
    this.firstPosition = Math.min(this.firstPosition ?? entry.position, entry.position);
    this.lastPosition = Math.max(this.lastPosition ?? entry.position, entry.position);
    const head = this.heads.get(entry.stream);
    if (!head || head.version < entry.streamVersion)
      this.heads.set(entry.stream, { stream: entry.stream, version: entry.streamVersion, hash: entry.hash });
  }

  /** The chain heads as the manifest lists them, by stream name. */
  chainHeads(): ChainHead[] {
    return [...this.heads.values()].sort((a, b) => a.stream.localeCompare(b.stream));
  }
}
