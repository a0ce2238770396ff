// A build step of the web app: the modules both pages (the app, src-web/main.tsx, and the wall dashboard,
// src-web/dashboard-view.tsx) import statically go into one chunk, "shared", and the ones only the app imports
// statically into another, "app". Left to itself, Rollup cut them
// into some thirty files of 1 to 3 kB, one for each set of lazy screens that also used them, and a phone fetched
// them six at a time over HTTP/1.1 at a round trip each: two seconds of the first load on slow 4G
// (docs/performance.md, "First load"). Each page runs every module of its chunks before its first render
// anyway, so neither loads code it did not load before; the wall's lazy chunks import nothing of "app"
// (checked by tests/config/bundle-budget.test.ts).
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

const ENTRIES = [/\/src-web\/main\.tsx$/, /\/src-web\/dashboard-view\.tsx$/];

/** Every module an entry runs before its first line: its static imports, followed to the end. */
function staticallyReached(entry: string, meta: ManualChunkMeta): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

export function startChunks(): GetManualChunk {
  let chunkOf: Map<string, string> | null = null;
  return (id, meta) => {
    if (!chunkOf) {
      chunkOf = new Map();
      const entries = ENTRIES.map((pattern) => [...meta.getModuleIds()].find((m) => pattern.test(m)));
      if (entries.every(Boolean)) {
        const [app, wall] = entries.map((entry) => staticallyReached(entry!, meta));
        for (const m of app!) {
          if (!ENTRIES.some((p) => p.test(m))) chunkOf.set(m, wall!.has(m) ? 'shared' : 'app');
        }
      }
    }
    return chunkOf.get(id);
  };
}
