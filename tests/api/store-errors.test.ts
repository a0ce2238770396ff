import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** The event store's refusals come from what clients send: each is a 4xx with a key, never a 500. */
describe('store errors over HTTP', () => {
  let server: TestServer;
  let f: Fixtures;
  let agent: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    agent = new ApiClient(server.url);
    await agent.login('agent@demo.test');
  });
  afterAll(() => server.close());

  const scorePath = ({ id, module, question }: { id: string; module: string; question: string }) =>
    `/api/inspections/${id}/modules/${module}/questions/${question}/score`;

  it('answers an eventId reused on another inspection with 409 errors.eventIdConflict, changing nothing', async () => {
    const eventId = crypto.randomUUID();
    const first = await agent.request('POST', scorePath(f.solvikInspection), { score: 1, eventId });
    expect(first.status).toBe(200);
    const before = await agent.request('GET', `/api/inspections/${f.fjallbackaInspection.id}/state`);
    const reused = await agent.request('POST', scorePath(f.fjallbackaInspection), { score: 1, eventId });
    expect(reused).toMatchObject({ status: 409, body: { msg: 'errors.eventIdConflict', errors: {} } });
    expect((await agent.request('GET', `/api/inspections/${f.fjallbackaInspection.id}/state`)).body).toEqual(
      before.body,
    );
    // The same change sent again on its own inspection is still a harmless retry.
    expect((await agent.request('POST', scorePath(f.solvikInspection), { score: 1, eventId })).status).toBe(
      200,
    );
  });
});
