import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { exportStream, type PageSource } from '../../src-projections/documents/audit-export-stream.ts';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';

const PAGES = 40;
const PER_PAGE = 50;

/** An entry with a long comment, so every page is more than the stream buffers and the export waits. */
function entry(position: number): AuditItem {
  return {
    position,
    occurredAt: '2026-11-26T10:00:00.000Z',
    kind: 'comment',
    eventType: 'QuestionCommented',
    actor: null,
    organizationId: 'o1',
    hotel: null,
    inspectionId: null,
    module: null,
    question: null,
    subjectId: null,
    changes: [{ field: 'comment', from: null, to: 'x'.repeat(1000) }],
    names: {},
    stream: `inspection-${position % 7}`,
    streamVersion: position,
    hash: 'ab'.repeat(32),
  };
}

describe('an export to a slow client', () => {
  it('waits for it page by page without gathering listeners, and writes every entry', async () => {
    let stream = null as ReturnType<typeof exportStream> | null;
    const listeners: number[] = [];
    const pages: PageSource = (async function* () {
      for (let p = 0; p < PAGES; p++) {
        if (stream) listeners.push(stream.listenerCount('close') + stream.listenerCount('drain'));
        const items = Array.from({ length: PER_PAGE }, (_, i) => entry(p * PER_PAGE + i + 1));
        yield { docs: items as unknown as AuditEntryDocument[], items };
      }
    })();
    let count = 0;
    let written = 0;
    stream = exportStream('csv', pages, {
      completed: async (summary) => {
        count = summary.count;
      },
      aborted: async () => {
        throw new Error('not aborted');
      },
    });
    await pipeline(
      stream,
      new Writable({
        highWaterMark: 1024,
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          setTimeout(callback, 1);
        },
      }),
    );
    expect(count).toBe(PAGES * PER_PAGE);
    expect(written).toBeGreaterThan(PAGES * PER_PAGE * 1000);
    expect(listeners).toHaveLength(PAGES - 1);
    // The pipeline's own listeners and none per page waited for.
    expect(Math.max(...listeners)).toBe(Math.min(...listeners));
  });
});
