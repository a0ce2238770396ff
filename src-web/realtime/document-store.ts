import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';

/** A read-model document as the tab holds it: null once removed (or no longer readable). */
export interface Versioned<T> {
  version: number;
  doc: T | null;
}

/** What became of a push: taken, older than what is held, or following a version the tab never saw. */
export type Verdict = 'applied' | 'old' | 'gap';

export type DocumentListener = (id: string, entry: Versioned<unknown>) => void;

/**
 * The tab's versioned documents by (collection, id), in the shape the viewer's GET of one document has (a
 * push carries exactly that). The one policy for versions:
 * - a push, a GET's or a command's answer older than or as old as what is held is ignored (it was sent
 *   before what the tab already has);
 * - a push whose `previousVersion` is above the version held (a push was lost while the document was held)
 *   is not taken: it is a gap, and whoever follows the document fetches it (then `put`);
 * - a removal holds `doc: null` at its version, so a late older push does not bring the document back;
 * - `forget` drops documents nobody follows any more (they are not pushed, so they would go stale) and
 *   those of a room the tab was taken out of.
 * Each change is told to the listeners of its collection, whatever brought it.
 */
export class DocumentStore {
  private readonly documents = new Map<string, Map<string, Versioned<unknown>>>();
  private readonly listeners = new Map<string, Set<DocumentListener>>();

  get<T>(collection: string, id: string): Versioned<T> | undefined {
    return this.documents.get(collection)?.get(id) as Versioned<T> | undefined;
  }

  /** The version held of a document, 0 when none is. */
  version(collection: string, id: string): number {
    return this.get(collection, id)?.version ?? 0;
  }

  /**
   * A push, judged against the newest version the tab has seen of the document: the store's or, when a
   * screen holds it from a GET the store did not see (a list's row), `known`.
   */
  receive(push: ChangePush, known = 0): Verdict {
    const held = Math.max(this.version(push.collection, push.id), known);
    if (push.version <= held) return 'old';
    if (held > 0 && push.previousVersion > held) return 'gap';
    this.set(push.collection, push.id, {
      version: push.version,
      doc: push.removed ? null : (push.doc ?? null),
    });
    return 'applied';
  }

  /** A document a GET or a command answered: taken when newer than what is held. */
  put(collection: string, id: string, version: number, doc: unknown): boolean {
    if (version <= this.version(collection, id)) return false;
    this.set(collection, id, { version, doc });
    return true;
  }

  /** Drops a collection's documents; each one held is told to its listeners as gone. */
  forget(collection: string): void {
    const held = this.documents.get(collection);
    if (!held) return;
    this.documents.delete(collection);
    for (const [id, entry] of held)
      if (entry.doc !== null) this.tell(collection, id, { version: entry.version, doc: null });
  }

  /** Listens to every change of one collection's documents; answers the way to stop. */
  listen(collection: string, listener: DocumentListener): () => void {
    let set = this.listeners.get(collection);
    if (!set) this.listeners.set(collection, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  private set(collection: string, id: string, entry: Versioned<unknown>): void {
    let held = this.documents.get(collection);
    if (!held) this.documents.set(collection, (held = new Map()));
    held.set(id, entry);
    this.tell(collection, id, entry);
  }

  private tell(collection: string, id: string, entry: Versioned<unknown>): void {
    for (const listener of [...(this.listeners.get(collection) ?? [])]) listener(id, entry);
  }
}
