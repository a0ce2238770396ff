import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

interface Created {
  id: string;
  descriptions: Array<{ header: string; ordinal: number }>;
  extraQuestions: Array<{ content: string; ordinal: number }>;
}

/**
 * The ordinals of extra questions and descriptions at creation (administration §3 payload, §2 create form):
 * the given one is kept, a missing one is the entry's place among those kept (empty ones dropped first), and
 * the inspection lists them in that order.
 */
describe('extra questions and descriptions at creation', () => {
  let server: TestServer;
  let admin: ApiClient;
  let base: Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    const solvik = (await readModelsOf(server)
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!._id;
    const type = await admin.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
      name: 'Ordningstest',
    });
    base = { hotel: solvik, inspectionType: type.body.id, startTime: '2026-11-22', startTimeHour: '09:00' };
  });
  afterAll(() => server?.close());

  it('keeps the ordinals given and lists the entries by them', async () => {
    const created = await admin.request<Created>('POST', '/api/admin/inspections', {
      ...base,
      extraQuestions: [
        { content: 'Tredje', ordinal: 3 },
        { content: 'Första', ordinal: 1 },
        { content: 'Andra', ordinal: 2 },
      ],
      inspectionDescriptions: [
        { header: 'B', body: 'Sist', ordinal: 20 },
        { header: 'A', body: 'Först', ordinal: 10 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.extraQuestions.map((q) => [q.content, q.ordinal])).toEqual([
      ['Första', 1],
      ['Andra', 2],
      ['Tredje', 3],
    ]);
    expect(created.body.descriptions.map((d) => [d.header, d.ordinal])).toEqual([
      ['A', 10],
      ['B', 20],
    ]);
    // As read again later, in that order.
    const read = await admin.request<Created>('GET', `/api/admin/inspections/${created.body.id}`);
    expect(read.body.extraQuestions.map((q) => q.content)).toEqual(['Första', 'Andra', 'Tredje']);
  });

  it('gives an entry without an ordinal its place among the entries kept, counted from 1', async () => {
    const created = await admin.request<Created>('POST', '/api/admin/inspections', {
      ...base,
      extraQuestions: [{ content: '  ' }, { content: 'Ett' }, { content: '' }, { content: 'Två' }],
      inspectionDescriptions: [
        { header: '', body: '' },
        { header: 'Rubrik', body: 'Text' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.extraQuestions.map((q) => [q.content, q.ordinal])).toEqual([
      ['Ett', 1],
      ['Två', 2],
    ]);
    expect(created.body.descriptions.map((d) => [d.header, d.ordinal])).toEqual([['Rubrik', 1]]);
  });

  it('refuses an ordinal that is not a whole number', async () => {
    const refused = await admin.request<{ msg: string }>('POST', '/api/admin/inspections', {
      ...base,
      extraQuestions: [{ content: 'Ett', ordinal: 1.5 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('errors.validation');
  });
});
