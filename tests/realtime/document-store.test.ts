import { describe, expect, it } from 'vitest';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { DocumentStore, type Versioned } from '../../src-web/realtime/document-store.ts';
import { LiveClient } from '../../src-web/realtime/live-client.ts';
import { byName, liveDocument, liveList, together } from '../../src-web/realtime/live-list.ts';

interface Hotel {
  id: string;
  version: number;
  name: string;
  organizationId: string;
}

const push = (doc: Hotel, previousVersion = doc.version - 1, removed = false): ChangePush => ({
  collection: 'hotels',
  id: doc.id,
  version: doc.version,
  previousVersion,
  position: doc.version,
  ...(removed ? { removed: true as const } : { doc }),
});

const hotel = (id: string, version: number, name: string, organizationId = 'o1'): Hotel => ({
  id,
  version,
  name,
  organizationId,
});

describe('the document store', () => {
  it('takes a push that follows the version held, whatever its batch skipped, and ignores an older one', () => {
    const store = new DocumentStore();
    expect(store.receive(push(hotel('h1', 3, 'Solvik'), 0))).toBe('applied');
    // One batch of three events: previousVersion is the version held, so nothing was missed.
    expect(store.receive(push(hotel('h1', 6, 'Solvik strand'), 3))).toBe('applied');
    expect(store.receive(push(hotel('h1', 5, 'Older'), 4))).toBe('old');
    expect(store.receive(push(hotel('h1', 6, 'Same'), 5))).toBe('old');
    expect(store.get('hotels', 'h1')).toEqual({ version: 6, doc: hotel('h1', 6, 'Solvik strand') });
  });

  it('calls a push that skips past the version held a gap and keeps what it holds until a GET', () => {
    const store = new DocumentStore();
    store.put('hotels', 'h1', 2, hotel('h1', 2, 'Solvik'));
    expect(store.receive(push(hotel('h1', 4, 'Lost 3'), 3))).toBe('gap');
    expect(store.version('hotels', 'h1')).toBe(2);
    expect(store.put('hotels', 'h1', 4, hotel('h1', 4, 'Fetched'))).toBe(true);
    // A GET's answer older than a push that came first does not take it back.
    expect(store.put('hotels', 'h1', 3, hotel('h1', 3, 'Late answer'))).toBe(false);
    expect(store.get<Hotel>('hotels', 'h1')?.doc?.name).toBe('Fetched');
  });

  it('judges a push against a version a screen holds from a GET the store did not see', () => {
    const store = new DocumentStore();
    expect(store.receive(push(hotel('h1', 4, 'Sent before the read'), 3), 5)).toBe('old');
    expect(store.receive(push(hotel('h1', 8, 'After a lost push'), 7), 5)).toBe('gap');
    expect(store.receive(push(hotel('h1', 6, 'Next'), 5), 5)).toBe('applied');
  });

  it('holds a removal at its version, so a late older push does not bring the document back', () => {
    const store = new DocumentStore();
    store.put('hotels', 'h1', 2, hotel('h1', 2, 'Solvik'));
    expect(store.receive(push(hotel('h1', 3, ''), 2, true))).toBe('applied');
    expect(store.get('hotels', 'h1')).toEqual({ version: 3, doc: null });
    expect(store.receive(push(hotel('h1', 3, 'Solvik'), 2))).toBe('old');
  });

  it('tells the listeners of a collection what it took, and a forgotten document as gone', () => {
    const store = new DocumentStore();
    const told: Array<[string, Versioned<unknown>]> = [];
    const stop = store.listen('hotels', (id, entry) => told.push([id, entry]));
    store.receive(push(hotel('h1', 1, 'Solvik'), 0));
    store.receive(push(hotel('h1', 1, 'Solvik'), 0));
    store.forget('hotels');
    stop();
    store.receive(push(hotel('h2', 1, 'Alby'), 0));
    expect(told).toEqual([
      ['h1', { version: 1, doc: hotel('h1', 1, 'Solvik') }],
      ['h1', { version: 1, doc: null }],
    ]);
    expect(store.get('hotels', 'h1')).toBeUndefined();
  });
});

describe('the live client over its store', () => {
  /** A screen's list and its entity, kept by the screen-facing helpers over one live client. */
  function screen(rows: Hotel[], entity: Hotel | null = null) {
    const live = new LiveClient();
    const seen = { rows, entity, reloads: 0 };
    const watching = live.watch(
      together(
        () => seen.reloads++,
        liveList<Hotel>({
          rooms: ['org:o1'],
          collection: 'hotels',
          toRow: (doc) => ((doc as Hotel).organizationId === 'o1' ? (doc as Hotel) : null),
          compare: byName,
          rows: () => seen.rows,
          setRows: (next) => (seen.rows = next),
          reload: () => {},
        }),
        liveDocument<Hotel>({
          collection: 'hotels',
          id: 'h1',
          get: () => seen.entity,
          set: (doc) => (seen.entity = doc),
        }),
      ),
    );
    return { live, seen, watching };
  }

  it("applies this tab's command answer to every list and document that shows it, without a reload", () => {
    const { live, seen } = screen(
      [hotel('h1', 2, 'Solvik'), hotel('h2', 1, 'Tallbo')],
      hotel('h1', 2, 'Solvik'),
    );
    live.put('hotels', 'h1', 3, hotel('h1', 3, 'Vik'));
    live.put('hotels', 'h3', 1, hotel('h3', 1, 'Alby'));
    expect(seen.rows.map((r) => r.name)).toEqual(['Alby', 'Tallbo', 'Vik']);
    expect(seen.entity?.name).toBe('Vik');
    // The co-editor's push of the same change comes after the answer: nothing to do.
    live.receive(push(hotel('h1', 3, 'Vik'), 2));
    expect(seen.reloads).toBe(0);
  });

  it('reloads a screen on a gap past the version its GET read, and leaves a removed or moved row', () => {
    const { live, seen } = screen([hotel('h1', 2, 'Solvik'), hotel('h2', 1, 'Tallbo')]);
    live.receive(push(hotel('h1', 5, 'Solvik'), 4));
    expect(seen.reloads).toBe(1);
    expect(seen.rows.map((r) => r.version)).toEqual([2, 1]);
    live.receive(push(hotel('h2', 2, ''), 1, true));
    live.receive(push(hotel('h1', 3, 'Solvik', 'o2'), 2));
    expect(seen.rows).toEqual([]);
  });

  it('forgets the documents of a collection no screen follows any more (they are no longer pushed)', () => {
    const { live, watching } = screen([]);
    live.receive(push(hotel('h1', 1, 'Solvik'), 0));
    expect(live.store.version('hotels', 'h1')).toBe(1);
    watching.stop();
    expect(live.store.get('hotels', 'h1')).toBeUndefined();
  });
});
