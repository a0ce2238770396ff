import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import type { Waiting } from '../../src-api/start/waiting.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

const WAITING = '/api/start/waiting';

/**
 * GET /api/start/waiting: each count in the caller's scope from the session, moved by the changes that make
 * it, and never by another organization's or another entity's data.
 */
describe('start page counts API', () => {
  let server: TestServer;
  const as: Record<string, ApiClient> = {};
  const ids = { solvik: '', fjallbacka: '', bryggen: '', agent: '', nordicAgent: '' };
  const types: Record<string, string> = {};
  const clock = new ManualClock('2026-11-25T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    const models = readModelsOf(server);
    const hotels = await models.collection<HotelDocument>('hotels').find({});
    const hotel = (name: string) => hotels.find((h) => h.name === name)!._id;
    ids.solvik = hotel('Hotel Solvik');
    ids.fjallbacka = hotel('Hotel Fjällbacka');
    ids.bryggen = hotel('Nordic Stays Bryggen');
    const users = await models.collection<UserDocument>('users').find({});
    ids.agent = users.find((u) => u.email === 'agent@demo.test')!._id;
    ids.nordicAgent = users.find((u) => u.email === 'nordic-agent@demo.test')!._id;
    // A Safe Q round of yesterday is the quickest to submit: one module, unanswered questions allowed.
    for (const type of await models.collection<InspectionTypeDocument>('inspectionTypes').find({}))
      if (type.reportType === 'safeQ' && type.hotelId) types[type.hotelId] = type._id;
    const logins: Array<[string, string]> = [
      ['agent', 'agent@demo.test'],
      ['hotelAdmin', 'hotel@demo.test'],
      ['companyAdmin', 'company@demo.test'],
      ['superUser', 'super@demo.test'],
      ['nordicCompany', 'nordic-company@demo.test'],
      ['nordicAgent', 'nordic-agent@demo.test'],
    ];
    for (const [who, email] of logins) {
      const client = new ApiClient(server.url);
      expect((await client.login(email)).status).toBe(200);
      as[who] = client;
    }
  });
  afterAll(() => server.close());

  const waiting = async (who: string) => {
    const answer = await as[who]!.request<Waiting>('GET', WAITING);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const at = (body: Waiting, hotelId: string) => body.hotels.find((h) => h.id === hotelId);
  /**
   * A past round made by an admin of the entity's organization, assigned to `userId`: each on a day of its own
   * before the demo's Safe Q history (one round a day at an entity: a held day's would be answered instead).
   */
  let day = 10;
  const inspection = async (admin: string, hotelId: string, userId: string) => {
    const created = await as[admin]!.request<{ id: string }>('POST', '/api/admin/inspections', {
      hotel: hotelId,
      inspectionType: types[hotelId],
      startTime: `2026-09-${day++}`,
      startTimeHour: '09:00',
      user: userId,
      shouldSendNotification: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };
  /** Its module finished by the admin, then submitted by its agent. */
  const submit = async (admin: string, who: string, id: string) => {
    const questionnaire = await readModelsOf(server)
      .collection<InspectionQuestionnaireDocument>('inspectionQuestionnaires')
      .findOne({ _id: id });
    for (const module of questionnaire!.modules)
      expect(
        (await as[admin]!.request('POST', `/api/inspections/${id}/modules/${module.id}/done`)).status,
      ).toBe(200);
    const submitted = await as[who]!.request('POST', `/api/inspections/${id}/endTime`, {});
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  };

  it('answers 401 without a session and 400 for any parameter: the scope comes from the session only', async () => {
    expect((await new ApiClient(server.url).request('GET', WAITING)).status).toBe(401);
    const bad = await as.companyAdmin!.request<{ msg: string }>('GET', `${WAITING}?organizationId=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('errors.unknownField');
  });

  it("lists only the viewer's entities", async () => {
    const names = async (who: string) => (await waiting(who)).hotels.map((h) => h.name);
    expect(await names('companyAdmin')).toEqual(['Hotel Fjällbacka', 'Hotel Solvik']);
    expect(await names('hotelAdmin')).toEqual(['Hotel Solvik']);
    expect(await names('agent')).toEqual(['Hotel Fjällbacka', 'Hotel Solvik']);
    expect(await names('nordicCompany')).toEqual(['Nordic Stays Aarhus Havn', 'Nordic Stays Bryggen']);
    expect((await names('superUser')).length).toBe(4);
  });

  it('counts what waits for approval as the admin inspection list shows it, for admins only', async () => {
    const body = await waiting('companyAdmin');
    const list = await as.companyAdmin!.request<
      Array<{ hotel: { id: string }; agentEndTime: string | null }>
    >('GET', '/api/admin/inspections?limit=500');
    const pending = list.body.filter((i) => i.agentEndTime !== null);
    expect(body.toApprove).toBe(pending.length);
    expect(body.toApprove).toBeGreaterThan(0);
    expect(at(body, ids.solvik)!.toApprove).toBe(pending.filter((i) => i.hotel.id === ids.solvik).length);
    expect((await waiting('agent')).toApprove).toBeNull();
  });

  it("moves with a submit at the viewer's entity, and not with another organization's or entity's", async () => {
    const before = {
      company: await waiting('companyAdmin'),
      hotelAdmin: await waiting('hotelAdmin'),
      agent: await waiting('agent'),
      nordic: await waiting('nordicCompany'),
    };
    const solvik = await inspection('companyAdmin', ids.solvik, ids.agent);
    const fjallbacka = await inspection('companyAdmin', ids.fjallbacka, ids.agent);
    const bryggen = await inspection('nordicCompany', ids.bryggen, ids.nordicAgent);
    expect((await waiting('agent')).assigned).toBe(before.agent.assigned + 2);
    for (const id of [solvik, fjallbacka]) await submit('companyAdmin', 'agent', id);
    await submit('nordicCompany', 'nordicAgent', bryggen);

    const company = await waiting('companyAdmin');
    expect(company.toApprove).toBe(before.company.toApprove! + 2);
    expect(at(company, ids.solvik)!.toApprove).toBe(at(before.company, ids.solvik)!.toApprove + 1);
    // The hotelAdmin of Solvik: Solvik's submit only.
    expect((await waiting('hotelAdmin')).toApprove).toBe(before.hotelAdmin.toApprove! + 1);
    // The other organization's admin: its own submit only.
    expect((await waiting('nordicCompany')).toApprove).toBe(before.nordic.toApprove! + 1);
    // Submitted: no longer the agent's open work.
    expect((await waiting('agent')).assigned).toBe(before.agent.assigned);
  });

  it("tells today's Safe Q rounds per entity by where they stand", async () => {
    const company = await waiting('companyAdmin');
    // The demo's: today's round under way at Hotel Fjällbacka, not started at Hotel Solvik.
    expect(at(company, ids.fjallbacka)!.rounds).toEqual({ notStarted: 0, inProgress: 1, done: 0 });
    expect(at(company, ids.solvik)!.rounds).toEqual({ notStarted: 1, inProgress: 0, done: 0 });
    expect(company.rounds).toEqual({ notStarted: 1, inProgress: 1, done: 0 });
    expect((await waiting('agent')).rounds).toEqual(company.rounds);
    expect((await waiting('nordicCompany')).rounds).toEqual({ notStarted: 2, inProgress: 0, done: 0 });
    // What they are counted from, so a pushed Safe Q day recounts them: each type's inspections of today.
    const fjallbacka = at(company, ids.fjallbacka)!.roundTypes;
    expect(Object.keys(fjallbacka)).toEqual([types[ids.fjallbacka]]);
    expect(Object.values(fjallbacka[types[ids.fjallbacka]!]!)).toEqual(['inProgress']);
    expect(at(company, ids.solvik)!.roundTypes).toEqual({ [types[ids.solvik]!]: {} });
  });

  it("counts an agent's own overdue actions only, as the plan line tells them per owner", async () => {
    // The demo's overdue action at Hotel Solvik is the hotelAdmin's: the admins count it, the agent does not.
    const company = (await waiting('companyAdmin')).overdueActions;
    const agent = (await waiting('agent')).overdueActions;
    expect(company.own).toBe(false);
    expect(agent.own).toBe(true);
    const lines = await as.agent!.request<
      Array<{ id: string; counts: { overdue: number }; overdueByOwner: Record<string, number> }>
    >('GET', '/api/inspections/action-plan?overdue=true');
    expect(lines.status).toBe(200);
    const overdue = lines.body.filter((l) => l.counts.overdue > 0);
    expect(overdue.length).toBeGreaterThan(0);
    for (const line of overdue) {
      expect(Object.values(line.overdueByOwner).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
        line.counts.overdue,
      );
      expect(company.byPlan[line.id]).toBe(line.counts.overdue);
      expect(agent.byPlan[line.id]).toBe(line.overdueByOwner[ids.agent]);
    }
    expect(agent.count).toBe(Object.values(agent.byPlan).reduce((a, b) => a + b, 0));
  });
});
