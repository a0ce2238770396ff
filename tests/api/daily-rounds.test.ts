import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

interface Created {
  id: string;
  existing?: boolean;
}

/**
 * One Safe Q round per entity, Safe Q type and day (inspection-run: a daily round): starting it again, by the
 * agent or an admin, one after the other or at once, answers the round held; another day makes its own, and
 * other report types are made as often as asked.
 */
describe('one Safe Q round a day', () => {
  let server: TestServer;
  let agent: ApiClient;
  let company: ApiClient;
  let solvik: string;
  let fjallbacka: string;
  let safeQ: string;
  let safeQFjallbacka: string;
  let mystery: string;

  beforeAll(async () => {
    server = await startTestServer();
    const models = readModelsOf(server);
    const hotel = async (name: string) =>
      (await models.collection<HotelDocument>('hotels').findOne({ name }))!._id;
    const type = async (hotelId: string, name: string) =>
      (await models.collection<InspectionTypeDocument>('inspectionTypes').findOne({ hotelId, name }))!._id;
    solvik = await hotel('Hotel Solvik');
    fjallbacka = await hotel('Hotel Fjällbacka');
    safeQ = await type(solvik, 'Daily Safe Q');
    safeQFjallbacka = await type(fjallbacka, 'Daily Safe Q');
    mystery = await type(solvik, 'Mystery guest');
    agent = new ApiClient(server.url);
    await agent.login('agent@demo.test');
    company = new ApiClient(server.url);
    await company.login('company@demo.test');
  });
  afterAll(() => server?.close());

  // Days before the demo's Safe Q history, one per case: each starts with no round held.
  const start = (client: ApiClient, path: string, hotel: string, inspectionType: string, day: string) =>
    client.request<Created>('POST', path, {
      hotel,
      inspectionType,
      startTime: day,
      startTimeHour: '07:00',
    });

  it('answers the round held when the agent starts it again that day (200, existing), and makes no second', async () => {
    const first = await start(agent, '/api/inspections', solvik, safeQ, '2025-03-03');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.existing).toBeUndefined();
    const again = await start(agent, '/api/inspections', solvik, safeQ, '2025-03-03');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, existing: true });
    // An admin scheduling it that day is given the same round.
    const scheduled = await start(company, '/api/admin/inspections', solvik, safeQ, '2025-03-03');
    expect(scheduled.status).toBeLessThan(300);
    expect(scheduled.body).toMatchObject({ id: first.body.id, existing: true });
    const mine = await agent.request<Array<{ id: string; startDate: string; hotel: { name: string } }>>(
      'GET',
      '/api/inspections',
    );
    expect(
      mine.body.filter((i) => i.hotel.name === 'Hotel Solvik' && i.startDate.startsWith('2025-03-03')).length,
    ).toBe(1);
  });

  it('makes one round of two starts sent at once', async () => {
    const answers = await Promise.all([
      start(agent, '/api/inspections', solvik, safeQ, '2025-03-04'),
      start(agent, '/api/inspections', solvik, safeQ, '2025-03-04'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it('makes a round of its own on another day and at another entity', async () => {
    const monday = await start(agent, '/api/inspections', solvik, safeQ, '2025-03-10');
    const tuesday = await start(agent, '/api/inspections', solvik, safeQ, '2025-03-11');
    const elsewhere = await start(
      company,
      '/api/admin/inspections',
      fjallbacka,
      safeQFjallbacka,
      '2025-03-10',
    );
    expect([monday.status, tuesday.status, elsewhere.status]).toEqual([201, 201, 201]);
    expect(new Set([monday.body.id, tuesday.body.id, elsewhere.body.id]).size).toBe(3);
  });

  it('makes another report type twice on the same day when asked twice', async () => {
    const first = await start(company, '/api/admin/inspections', solvik, mystery, '2025-03-12');
    const second = await start(company, '/api/admin/inspections', solvik, mystery, '2025-03-12');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    expect(second.body.existing).toBeUndefined();
  });
});
