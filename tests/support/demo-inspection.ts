import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { ApiClient, readModelsOf, type TestServer } from './test-server.ts';

/**
 * An inspection of one of the demo's types at Hotel Solvik for the demo agent, made by the demo's
 * companyAdmin through the API, as the browser tests start from one. `extra` adds to the request's body.
 */
export async function demoInspectionAtSolvik(
  server: TestServer,
  typeName = 'Mystery guest',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const models = readModelsOf(server);
  const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!._id;
  const type = (await models
    .collection<InspectionTypeDocument>('inspectionTypes')
    .findOne({ hotelId: solvik, name: typeName }))!;
  const admin = new ApiClient(server.url);
  await admin.login('company@demo.test');
  const agent = (
    await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
  ).body.find((u) => u.email === 'agent@demo.test')!;
  const created = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
    hotel: solvik,
    inspectionType: type._id,
    startTime: '2026-11-21',
    startTimeHour: '18:00',
    user: agent.id,
    ...extra,
  });
  if (created.status !== 201)
    throw new Error(`The demo inspection was refused: ${JSON.stringify(created.body)}`);
  return created.body.id;
}
