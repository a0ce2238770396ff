import type { EventStore } from '../eventstore/types.ts';
import type { AuditExportManifest } from './events.ts';
import { auditExportStream } from './index.ts';
import type { LogLookup } from './verify-export.ts';

/**
 * The log as export verification asks it, read from an event store: each stream read once, in full, the
 * first time an entry names it (an export names a stream's events together, and streams are small).
 */
export function logLookupOf(events: Pick<EventStore, 'readStream'>): LogLookup {
  const streams = new Map<string, Promise<Map<number, { position: number; hash: string }>>>();
  const stream = (name: string) => {
    let read = streams.get(name);
    if (!read) {
      read = events
        .readStream(name)
        .then(
          (list) =>
            new Map(list.map((e) => [e.version, { position: e.position, hash: e.metadata.hash ?? '' }])),
        );
      streams.set(name, read);
    }
    return read;
  };
  return {
    event: async (name, version) => (await stream(name)).get(version) ?? null,
    recordedManifest: async (exportId) => {
      const recorded = (await events.readStream(auditExportStream(exportId))).find(
        (e) => e.type === 'AuditTrailExported',
      );
      // Only a completed export has a manifest: a started or aborted one made no whole file.
      return recorded ? (recorded.data as AuditExportManifest) : null;
    },
  };
}
