import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import type { LiveWatch } from './live-client.ts';

export interface LiveListOptions<Row extends { id: string }> {
  rooms: readonly string[];
  /** The pushed collections and, for each, the row a pushed document makes in this list. */
  collection: string;
  /**
   * The list GET's own filter and row shape, in one place: the row for a pushed document (shaped as the
   * viewer's GET of that one document), or null when it does not belong in this list.
   */
  toRow: (doc: unknown) => Row | null;
  /** The list GET's order, for a row that comes in or moves. */
  compare: (a: Row, b: Row) => number;
  rows: () => readonly Row[];
  setRows: (rows: Row[]) => void;
  /** The list GET again: only after pushes may have been missed (a late join, a reconnect). */
  reload: () => unknown;
}

/** The change count a listed row carries (every list GET and push tells it); 0 for a row without one. */
const rowVersion = (row: object): number =>
  'version' in row && typeof row.version === 'number' ? row.version : 0;

/**
 * A list kept current from the tab's documents, never refetched because something changed: the list GET
 * gives the ids and their order; a document the store takes (a push, or the answer to this tab's own
 * command) that belongs in the list by the GET's filter (`toRow`) replaces its row in place (moving it only
 * when its place in the order changed) or comes in at its place, and a removal or a document that no longer
 * belongs (or that the viewer may no longer read: pushed as a removal) leaves. Versions are the store's
 * (document-store.ts): the rows' own versions, from the GET, count as seen, so a push sent before the list
 * was read and arriving after is ignored, and one that skips past them reloads the list.
 */
export function liveList<Row extends { id: string }>(options: LiveListOptions<Row>): LiveWatch {
  return {
    rooms: options.rooms,
    collections: [options.collection],
    known: (collection, id) => {
      if (collection !== options.collection) return undefined;
      const row = options.rows().find((r) => r.id === id);
      return row ? rowVersion(row) : undefined;
    },
    change: (push: ChangePush) => {
      if (push.collection !== options.collection) return;
      const next = upsert(
        options.rows(),
        push.id,
        push.removed ? null : options.toRow(push.doc),
        options.compare,
      );
      if (next) options.setRows(next);
    },
    missed: () => void options.reload(),
  };
}

/** The rows with one row replaced, added at its place, or (null) dropped; undefined when nothing changes. */
export function upsert<Row extends { id: string }>(
  rows: readonly Row[],
  id: string,
  row: Row | null,
  compare: (a: Row, b: Row) => number,
): Row[] | undefined {
  const at = rows.findIndex((r) => r.id === id);
  if (!row) return at < 0 ? undefined : rows.filter((_, i) => i !== at);
  if (at >= 0) {
    const next = [...rows];
    next[at] = row;
    const before = next[at - 1];
    const after = next[at + 1];
    // In place while its neighbours still bracket it; otherwise it moves to its new place.
    if ((!before || compare(before, row) <= 0) && (!after || compare(row, after) <= 0)) return next;
    next.splice(at, 1);
    return insertSorted(next, row, compare);
  }
  return insertSorted([...rows], row, compare);
}

function insertSorted<Row>(rows: Row[], row: Row, compare: (a: Row, b: Row) => number): Row[] {
  const at = rows.findIndex((r) => compare(row, r) < 0);
  rows.splice(at < 0 ? rows.length : at, 0, row);
  return rows;
}

/** Several lists of one screen kept by one watch; what was missed is fetched once for all. */
export function together(missed: () => unknown, ...watches: LiveWatch[]): LiveWatch {
  return {
    rooms: [...new Set(watches.flatMap((w) => w.rooms))],
    collections: [...new Set(watches.flatMap((w) => w.collections))],
    known: (collection, id) =>
      Math.max(0, ...watches.map((watch) => watch.known?.(collection, id) ?? 0)) || undefined,
    change: (push) => {
      for (const watch of watches) if (watch.collections.includes(push.collection)) watch.change?.(push);
    },
    missed: () => void missed(),
  };
}

/** One document kept current: a newer push replaces it (null once removed or no longer readable). */
export function liveDocument<T extends { id: string }>(options: {
  collection: string;
  id: string;
  get: () => T | null;
  set: (doc: T | null) => void;
}): LiveWatch {
  return liveList<T>({
    rooms: [],
    collection: options.collection,
    toRow: (doc) => ((doc as T).id === options.id ? (doc as T) : null),
    compare: () => 0,
    rows: () => {
      const doc = options.get();
      return doc && doc.id === options.id ? [doc] : [];
    },
    setRows: (rows) => {
      if (options.get()?.id === options.id) options.set(rows.find((r) => r.id === options.id) ?? null);
    },
    reload: () => {},
  });
}

/** The order of a list its GET sorts by name in the read store (plain string order). */
export const byName = (a: { name: string }, b: { name: string }): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
