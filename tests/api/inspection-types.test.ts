import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { type ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';

interface TypeBody {
  id: string;
  name: string;
  hotelId: string | null;
  hotel: { id: string; name: string } | null;
  reportType: string;
  isSelfServe: boolean;
  autoWeekdays: number[];
  autoDistribution: number | null;
  reminderEmail: string[];
  moduleCount: number;
}
interface ModuleBody {
  id: string;
  name: string;
  ordinal: number;
  isMandatory: boolean;
  inspectionTypeId: string;
  inspectionModuleType: { id: string; name: string };
}

describe('inspection types and modules API', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
  });
  afterAll(() => server.close());

  const createAtSolvik = async (body: Record<string, unknown>) => {
    const answer = await as.companyAdmin.request<TypeBody>(
      'POST',
      `/api/admin/hotels/${f.solvik}/inspection-types`,
      body,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  it('creates an entity type with defaults, drops blank e-mail entries, and lists it for the entity', async () => {
    const type = await createAtSolvik({
      name: '  Breakfast check ',
      reminderEmail: ['', ' frukost@solvik.test ', '  '],
      isSelfServe: true,
    });
    expect(type).toMatchObject({
      name: 'Breakfast check',
      hotelId: f.solvik,
      hotel: { id: f.solvik, name: 'Hotel Solvik' },
      reportType: 'agentQ',
      reminderEmail: ['frukost@solvik.test'],
      moduleCount: 0,
    });
    const listed = await as.hotelAdmin.request<TypeBody[]>(
      'GET',
      `/api/admin/hotels/${f.solvik}/inspection-types`,
    );
    expect(listed.body.map((t) => t.name)).toContain('Breakfast check');
    // A self-serve type at the agent's entity is offered to the agent; an organization template is not.
    const offered = await as.user.request<Array<{ id: string; hotelId: string }>>(
      'GET',
      '/api/inspection-types',
    );
    expect(offered.body).toContainEqual(expect.objectContaining({ id: type.id, hotelId: f.solvik }));
    expect(offered.body.map((t) => t.id)).not.toContain(f.demoOrgType);
  });

  it('refuses a blank name, a bad time, a warning time that is not a whole hour, and weekday 8', async () => {
    for (const [body, key] of [
      [{ name: ' ' }, 'inspectionTypes.nameRequired'],
      [{ name: 'X', autoStartTime: '25:00' }, 'inspectionTypes.invalidTime'],
      [{ name: 'X', autoCloseWarningTime: '08:30' }, 'inspectionTypes.invalidWarningTime'],
      [{ name: 'X', autoWeekdays: [1, 8] }, 'inspectionTypes.invalidWeekdays'],
      [{ name: 'X', reportType: 'other' }, 'inspectionTypes.invalidReportType'],
      [{ name: 'X', reminderEmail: ['not-an-address'] }, 'errors.invalidEmail'],
    ] as const) {
      const answer = await as.superUser.request(
        'POST',
        `/api/admin/hotels/${f.solvik}/inspection-types`,
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ msg: key });
    }
  });

  it('refuses schedule times out of order at their fields, taking the close delay into account', async () => {
    const post = (body: Record<string, unknown>) =>
      as.superUser.request('POST', `/api/admin/hotels/${f.solvik}/inspection-types`, {
        name: 'Nattskift',
        ...body,
      });
    // The report's schedule: closing at 07:00 before its 08:00 start, warning at 16:00.
    expect(
      await post({ autoStartTime: '08:00', autoCloseTime: '07:00', autoCloseWarningTime: '16:00' }),
    ).toMatchObject({
      status: 400,
      body: {
        msg: 'inspectionTypes.closeBeforeStart',
        errors: {
          autoCloseTime: 'inspectionTypes.closeBeforeStart',
          autoCloseWarningTime: 'inspectionTypes.warningOutsideSchedule',
        },
      },
    });
    expect(
      await post({ autoStartTime: '08:00', autoCloseTime: '17:00', autoCloseWarningTime: '18:00' }),
    ).toMatchObject({
      status: 400,
      body: { errors: { autoCloseWarningTime: 'inspectionTypes.warningOutsideSchedule' } },
    });
    // Closing the next morning is in order, the warning between.
    expect(
      await post({
        autoStartTime: '22:00',
        autoCloseTime: '07:00',
        autoCloseDelayDays: 1,
        autoCloseWarningTime: '06:00',
      }),
    ).toMatchObject({ status: 201, body: { autoCloseTime: '07:00', autoCloseDelayDays: 1 } });
    // A change is checked with the fields it leaves: moving the start after the stored close is refused.
    const type = await createAtSolvik({ name: 'Dagskift', autoStartTime: '08:00', autoCloseTime: '17:00' });
    expect(
      await as.companyAdmin.request('PUT', `/api/admin/inspection-types/${type.id}`, {
        autoStartTime: '18:00',
      }),
    ).toMatchObject({ status: 400, body: { errors: { autoCloseTime: 'inspectionTypes.closeBeforeStart' } } });
  });

  it('refuses weekdays and an interval set together at the interval, and lets one mode replace the other', async () => {
    const answer = await as.superUser.request('POST', `/api/admin/hotels/${f.solvik}/inspection-types`, {
      name: 'Båda lägena',
      autoStartTime: '08:00',
      autoWeekdays: [1, 3],
      autoDistribution: 2,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        msg: 'inspectionTypes.weekdaysAndInterval',
        errors: { autoDistribution: 'inspectionTypes.weekdaysAndInterval' },
      },
    });
    const type = await createAtSolvik({ name: 'Veckodagar', autoStartTime: '08:00', autoWeekdays: [1, 3] });
    expect(
      await as.companyAdmin.request('PUT', `/api/admin/inspection-types/${type.id}`, {
        autoWeekdays: [2],
        autoDistribution: 3,
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: { autoDistribution: 'inspectionTypes.weekdaysAndInterval' } },
    });
    expect(
      await as.companyAdmin.request('PUT', `/api/admin/inspection-types/${type.id}`, { autoDistribution: 3 }),
    ).toMatchObject({ status: 200, body: { autoDistribution: 3, autoWeekdays: [] } });
  });

  it('refuses a recipient with a comma at its row, never storing it changed', async () => {
    const answer = await as.superUser.request('POST', `/api/admin/hotels/${f.solvik}/inspection-types`, {
      name: 'Rapporter',
      reportEmail: ['chef@solvik.test', 'reports@testvik,com'],
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { msg: 'errors.invalidEmail', errors: { 'reportEmail.1': 'errors.invalidEmail' } },
    });
  });

  it('switching the distribution to an interval clears the weekdays, and back', async () => {
    const type = await createAtSolvik({ name: 'Daily Safe Q', autoWeekdays: [1, 3, 5] });
    const interval = await as.companyAdmin.request<TypeBody>(
      'PUT',
      `/api/admin/inspection-types/${type.id}`,
      {
        autoDistribution: 7,
      },
    );
    expect(interval.body).toMatchObject({ autoDistribution: 7, autoWeekdays: [] });
    const weekdays = await as.companyAdmin.request<TypeBody>(
      'PUT',
      `/api/admin/inspection-types/${type.id}`,
      {
        autoWeekdays: [2],
      },
    );
    expect(weekdays.body).toMatchObject({ autoDistribution: null, autoWeekdays: [2] });
  });

  it('lets each role change only its fields (§6)', async () => {
    const type = await createAtSolvik({ name: 'Role check' });
    const put = (actor: Actor, body: Record<string, unknown>) =>
      as[actor].request<TypeBody & { msg?: string }>('PUT', `/api/admin/inspection-types/${type.id}`, body);
    // hotelAdmin: the limited form; the unchanged name may come along, a changed one may not.
    expect((await put('hotelAdmin', { name: 'Role check', reminderEmail: ['a@solvik.test'] })).status).toBe(
      200,
    );
    expect(await put('hotelAdmin', { name: 'Renamed' })).toMatchObject({ status: 403 });
    expect(await put('hotelAdmin', { isSelfServe: true })).toMatchObject({ status: 403 });
    expect(await put('hotelAdmin', { autoStartTime: '07:00' })).toMatchObject({ status: 403 });
    // companyAdmin: auto settings yes, report type no.
    expect((await put('companyAdmin', { autoStartTime: '07:00', name: 'Renamed' })).status).toBe(200);
    const refused = await put('companyAdmin', { reportType: 'safeQ' });
    expect(refused).toMatchObject({ status: 403, body: { msg: 'errors.noPermission' } });
    expect((await put('superUser', { reportType: 'safeQ' })).body.reportType).toBe('safeQ');
    // Nothing refused was half applied.
    const now = await as.superUser.request<TypeBody>('GET', `/api/admin/inspection-types/${type.id}`);
    await expectDocumentedAnswer(server.url, 'GET', `/api/admin/inspection-types/${type.id}`, now);
    expect(now.body).toMatchObject({ name: 'Renamed', reportType: 'safeQ', isSelfServe: false });
  });

  it('builds modules in ordinal order, edits them, and copies the type with them to entities', async () => {
    const template = await as.superUser.request<TypeBody>('POST', '/api/admin/inspection-types', {
      name: 'Brand standards',
      organizationId: f.demoOrg,
    });
    expect(template.status).toBe(201);
    expect(template.body.hotelId).toBeNull();
    const modules = `/api/admin/inspection-types/${template.body.id}/inspection-modules`;
    const add = (name: string, ordinal?: number) =>
      as.superUser.request<ModuleBody>('POST', modules, { name, type: f.catalogue.moduleTypeId, ordinal });
    const lobby = await add('Public Area Lobby', 5);
    const room = await add('Guest Room', 1);
    const last = await add('Supplemental');
    expect(last.body.ordinal).toBe(6);
    expect(room.body.inspectionModuleType.id).toBe(f.catalogue.moduleTypeId);
    const edited = await as.superUser.request<ModuleBody>('PUT', `${modules}/${lobby.body.id}`, {
      id: lobby.body.id,
      inspectionTypeId: template.body.id,
      ordinal: 0,
      isMandatory: true,
    });
    expect(edited.body).toMatchObject({ ordinal: 0, isMandatory: true });
    const grid = await as.superUser.request<ModuleBody[]>('GET', modules);
    await expectDocumentedAnswer(server.url, 'GET', modules, grid);
    expect(grid.body.map((m) => m.name)).toEqual(['Public Area Lobby', 'Guest Room', 'Supplemental']);
    // An unknown module type and a non-integer ordinal are refused.
    expect(
      (await as.superUser.request('POST', modules, { name: 'X', type: crypto.randomUUID() })).body,
    ).toMatchObject({
      msg: 'moduleTypes.notFound',
    });
    expect(
      (await as.superUser.request('PUT', `${modules}/${lobby.body.id}`, { ordinal: 1.5 })).body,
    ).toMatchObject({ msg: 'catalogue.invalidOrdinal' });

    // Link to two entities: each gets its own copy with its own modules.
    const copies = await as.companyAdmin.request<TypeBody[]>(
      'POST',
      `/api/admin/inspection-types/${template.body.id}/fromTemplate`,
      { hotelIds: [f.solvik, f.fjallbacka] },
    );
    expect(copies.status).toBe(201);
    expect(copies.body.map((t) => t.hotel?.name).sort()).toEqual(['Hotel Fjällbacka', 'Hotel Solvik']);
    const copied = await as.superUser.request<ModuleBody[]>(
      'GET',
      `/api/admin/inspection-types/${copies.body[0]!.id}/inspection-modules`,
    );
    expect(copied.body.map((m) => m.name)).toEqual(['Public Area Lobby', 'Guest Room', 'Supplemental']);
    expect(copied.body.map((m) => m.id)).not.toContain(lobby.body.id);

    // The module type is in use now: it cannot be deleted from the catalogue.
    const refused = await as.superUser.request(
      'DELETE',
      `/api/admin/inspection-module-types/${f.catalogue.moduleTypeId}`,
    );
    expect(refused).toMatchObject({ status: 400, body: { msg: 'moduleTypes.inUse' } });

    // Deleting a module, then the type.
    expect((await as.superUser.request('DELETE', `${modules}/${room.body.id}`)).status).toBe(200);
    expect((await as.superUser.request<ModuleBody[]>('GET', modules)).body).toHaveLength(2);
    expect(
      (await as.superUser.request('DELETE', `/api/admin/inspection-types/${template.body.id}`)).status,
    ).toBe(200);
    expect(
      (await as.superUser.request('GET', `/api/admin/inspection-types/${template.body.id}`)).status,
    ).toBe(404);
  });

  it('does not copy a template to an entity of another organization', async () => {
    const answer = await as.superUser.request(
      'POST',
      `/api/admin/inspection-types/${f.demoOrgType}/fromTemplate`,
      { hotelIds: [f.solvik, f.bryggen] },
    );
    // A body's ids that name nothing usable are a bad request with the field's key (ids in a path are 404).
    expect(answer).toMatchObject({ status: 400, body: { msg: 'inspectionTypes.hotelsRequired' } });
    const atSolvik = await as.superUser.request<TypeBody[]>(
      'GET',
      `/api/admin/hotels/${f.solvik}/inspection-types`,
    );
    expect(atSolvik.body.filter((t) => t.name === 'Demo brand audit')).toHaveLength(0);
  });

  it('lists an organization its own templates, and a companyAdmin may create one without naming it', async () => {
    const created = await as.companyAdmin.request<TypeBody>('POST', '/api/admin/inspection-types', {
      name: 'Company template',
      organizationId: f.nordicOrg,
    });
    expect(created.status).toBe(201);
    const own = await as.companyAdmin.request<TypeBody[]>(
      'GET',
      '/api/admin/organizations/my/inspectionTypes',
    );
    expect(own.body.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Company template', 'Demo brand audit']),
    );
    const nordic = await as.superUser.request<TypeBody[]>(
      'GET',
      `/api/admin/organizations/${f.nordicOrg}/inspectionTypes`,
    );
    expect(nordic.body.map((t) => t.name)).not.toContain('Company template');
  });

  it('prefills comments only for questions the type asks, dropping entries without a comment', async () => {
    const questions = await as.hotelAdmin.request<
      Array<{ id: string; referenceNumber: string; module: { name: string } }>
    >('GET', `/api/admin/inspection-types/${f.solvikType}/questions?languageShortCode=en_US`);
    expect(questions.body.map((q) => q.module.name)).toEqual(expect.arrayContaining(['Guest Room']));
    const asked = questions.body[0]!.id;
    const saved = await as.hotelAdmin.request<{ prefilledQuestions: unknown }>(
      'PUT',
      `/api/admin/inspection-types/${f.solvikType}`,
      {
        prefilledQuestions: [
          { questionId: asked, comment: '  Rum 101 är alltid testrummet. ' },
          { questionId: asked, comment: '   ' },
        ],
      },
    );
    expect(saved.body.prefilledQuestions).toEqual([
      { questionId: asked, comment: 'Rum 101 är alltid testrummet.' },
    ]);
    const refused = await as.hotelAdmin.request('PUT', `/api/admin/inspection-types/${f.solvikType}`, {
      prefilledQuestions: [{ questionId: crypto.randomUUID(), comment: 'x' }],
    });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'inspectionTypes.unknownQuestion' } });
  });
});
