import type { ChangeNotice, TrackedDocument } from './projection.ts';

/** How many documents are kept, all collections together: the ones being answered right now. */
const LIMIT = 2_000;

/**
 * The documents as their runners last committed them, rebuilt from the change notices a projections thread
 * posts (every write of a runner has its notice, in commit order), so this thread answers reads by id of the
 * documents being changed right now (an answer reads its inspection twice) without a read or a parse, as the
 * runners' own caches do for the process that runs them on its thread. Emptied whenever what was posted may
 * no longer be what is stored: the thread stopped or died, the lease moved, a rebuild switched collections.
 * Documents are frozen: never change what a query gives.
 */
export class ChangedDocuments {
  private readonly documents = new Map<string, TrackedDocument>();

  apply(notices: readonly ChangeNotice[]): void {
    for (const notice of notices) {
      const key = keyOf(notice.collection, notice.id);
      this.documents.delete(key);
      if (notice.removed || notice.doc === undefined) continue;
      const doc = { ...(notice.doc as object), _position: notice.position, _version: notice.version };
      this.documents.set(key, deepFreeze(doc as TrackedDocument));
      if (this.documents.size > LIMIT) this.documents.delete(this.documents.keys().next().value!);
    }
  }

  get(collection: string, id: string): TrackedDocument | undefined {
    return this.documents.get(keyOf(collection, id));
  }

  clear(collection?: string): void {
    if (collection === undefined) return this.documents.clear();
    const prefix = keyOf(collection, '');
    for (const key of [...this.documents.keys()]) if (key.startsWith(prefix)) this.documents.delete(key);
  }
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
