import { describe, expect, it } from 'vitest';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { LiveClient } from '../../src-web/realtime/live-client.ts';
import { byName, liveList } from '../../src-web/realtime/live-list.ts';

interface Row {
  id: string;
  version: number;
  name: string;
}

/** A list as a screen holds it, kept by liveList from the pushes a live client's store takes. */
function list(initial: Row[]) {
  let rows = initial;
  let reloads = 0;
  const live = new LiveClient();
  live.watch(
    liveList<Row>({
      rooms: ['org:o1'],
      collection: 'hotels',
      toRow: (doc) => doc as Row,
      compare: byName,
      rows: () => rows,
      setRows: (next) => {
        rows = next;
      },
      reload: () => reloads++,
    }),
  );
  const push = (doc: Row, previousVersion = doc.version - 1): void =>
    live.receive({
      collection: 'hotels',
      id: doc.id,
      version: doc.version,
      previousVersion,
      position: doc.version,
      doc,
    } satisfies ChangePush);
  return { push, rows: () => rows, reloads: () => reloads };
}

describe('a live list', () => {
  it('ignores a push older than the version its GET read (sent before the read, arriving after)', () => {
    const hotels = list([{ id: 'h1', version: 5, name: 'Solvik' }]);
    hotels.push({ id: 'h1', version: 4, name: 'Old name' });
    expect(hotels.rows()).toEqual([{ id: 'h1', version: 5, name: 'Solvik' }]);
  });

  it('takes a newer push in place, and a new row at its place in the order, without a reload', () => {
    const hotels = list([
      { id: 'h1', version: 5, name: 'Alby' },
      { id: 'h2', version: 1, name: 'Solvik' },
    ]);
    hotels.push({ id: 'h1', version: 8, name: 'Alby strand' }, 5);
    hotels.push({ id: 'h3', version: 1, name: 'Bergby' }, 0);
    expect(hotels.rows().map((r) => [r.name, r.version])).toEqual([
      ['Alby strand', 8],
      ['Bergby', 1],
      ['Solvik', 1],
    ]);
    expect(hotels.reloads()).toBe(0);
  });
});
