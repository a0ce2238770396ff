import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_CHARS,
  CONTEXT_ANSWER_MAX_CHARS,
  DESCRIPTION_BODY_MAX_CHARS,
  DESCRIPTION_HEADER_MAX_CHARS,
  EXTRA_QUESTION_MAX_CHARS,
  GENERAL_COMMENTS_MAX_CHARS,
} from '../../src-domain/inspection/index.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { type ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';

interface Question {
  id: string;
  type: string;
  content: string;
  referenceNumber: string;
  isMandatory: boolean;
  answer: { score: number | null; comment: string };
}
interface Inspection {
  id: string;
  state?: string;
  hotel: { name: string };
  inspectionType: { name: string };
  user: { name: string } | null;
  lastEditedBy: { name: string };
  agentEndTime: string | null;
  externalScores: Record<string, number>;
  descriptions: Array<{ header: string }>;
  extraQuestions: Array<{ content: string }>;
  modules: Array<{
    id: string;
    name: string;
    state: string;
    isMandatory: boolean;
    clusters: Array<{
      id: string;
      name: string;
      questions: Question[];
      contextQuestions: Array<{ id: string; content: string }>;
    }>;
  }>;
}
/** What every change answers: the live state, no questionnaire. */
interface LiveState extends Omit<Inspection, 'modules'> {
  modules: Array<{ id: string; state: string; skipped: boolean; finished: boolean }>;
  answers: Record<string, Record<string, { score: number | null; comment: string }>>;
}

describe('inspections API', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
  });
  afterAll(() => server.close());

  const typeAt = async (hotelId: string, name: string) =>
    (
      await as.superUser.request<Array<{ id: string; name: string }>>(
        'GET',
        `/api/admin/hotels/${hotelId}/inspection-types`,
      )
    ).body.find((t) => t.name === name)!.id;
  const load = (id: string, language = 'sv_SE') =>
    as.user.request<Inspection>('GET', `/api/inspections/${id}?languageShortCode=${language}`);
  const head = () => server.runtime.container.get(TOKENS.events).headPosition();

  it('lets an agent start a self-serve inspection at their entity, dropping empty entries', async () => {
    const created = await as.user.request<Inspection>('POST', '/api/inspections', {
      hotel: f.solvik,
      inspectionType: await typeAt(f.solvik, 'Daily Safe Q'),
      // A day the demo holds no round on (one Safe Q round a day: that day's would be answered instead).
      startTime: '2027-02-03',
      startTimeHour: '07:30',
      inspectionDescriptions: [
        { header: 'Morgonrunda', body: 'Före frukost' },
        { header: ' ', body: '' },
      ],
      extraQuestions: [{ content: 'Fanns det kö?' }, { content: '' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      hotel: { name: 'Hotel Solvik' },
      inspectionType: { name: 'Daily Safe Q' },
      user: { name: 'Anders Agent' },
      descriptions: [{ header: 'Morgonrunda' }],
      extraQuestions: [{ content: 'Fanns det kö?' }],
    });
    const listed = await as.user.request<Array<{ id: string }>>('GET', '/api/inspections');
    expect(listed.body.map((i) => i.id)).toContain(created.body.id);
  });

  it('takes descriptions and extra questions up to their limits, and names each longer one by its path', async () => {
    const base = {
      hotel: f.solvik,
      inspectionType: await typeAt(f.solvik, 'Daily Safe Q'),
      startTime: '2027-02-04',
      startTimeHour: '07:30',
    };
    const before = await head();
    // The paths count the entries sent: the screens map them back to their rows (blank rows are not sent).
    const refused = await as.user.request('POST', '/api/inspections', {
      ...base,
      inspectionDescriptions: [
        { header: 'Morgonrunda', body: '' },
        {
          header: 'x'.repeat(DESCRIPTION_HEADER_MAX_CHARS + 1),
          body: 'y'.repeat(DESCRIPTION_BODY_MAX_CHARS + 1),
        },
      ],
      extraQuestions: [{ content: 'z'.repeat(EXTRA_QUESTION_MAX_CHARS + 1) }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      msg: 'errors.validation',
      errors: {
        'inspectionDescriptions.1.header': 'errors.validation',
        'inspectionDescriptions.1.body': 'errors.validation',
        'extraQuestions.0.content': 'errors.validation',
      },
    });
    expect(await head()).toEqual(before);
    const atLimits = await as.user.request<Inspection>('POST', '/api/inspections', {
      ...base,
      inspectionDescriptions: [
        { header: 'x'.repeat(DESCRIPTION_HEADER_MAX_CHARS), body: 'y'.repeat(DESCRIPTION_BODY_MAX_CHARS) },
      ],
      extraQuestions: [{ content: 'z'.repeat(EXTRA_QUESTION_MAX_CHARS) }],
    });
    expect(atLimits.status, JSON.stringify(atLimits.body)).toBe(201);
  });

  it('refuses a type that is not self-serve, a type of another entity, and a missing date or time', async () => {
    const base = { hotel: f.solvik, startTime: '2026-11-21', startTimeHour: '07:30' };
    expect(
      (
        await as.user.request('POST', '/api/inspections', {
          ...base,
          inspectionType: await typeAt(f.solvik, 'Mystery guest'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as.user.request('POST', '/api/inspections', {
          ...base,
          inspectionType: await typeAt(f.fjallbacka, 'Daily Safe Q'),
        })
      ).body,
    ).toMatchObject({ msg: 'inspections.typeRequired' });
    const type = await typeAt(f.solvik, 'Daily Safe Q');
    expect(
      (await as.user.request('POST', '/api/inspections', { ...base, inspectionType: type, startTime: '' }))
        .body,
    ).toMatchObject({
      msg: 'inspections.dateRequired',
    });
    expect(
      (
        await as.user.request('POST', '/api/inspections', {
          ...base,
          inspectionType: type,
          startTimeHour: '25:00',
        })
      ).body,
    ).toMatchObject({
      msg: 'inspections.timeRequired',
    });
    // An entity the agent does not work at.
    expect(
      (await as.user.request('POST', '/api/inspections', { ...base, hotel: f.bryggen, inspectionType: type }))
        .status,
    ).toBe(400);
  });

  it('shows the inspection in the asked language, and keeps its questions when the catalogue changes', async () => {
    const { id } = f.solvikInspection;
    const english = await load(id, 'en_US');
    const module = english.body.modules[0]!;
    expect(module.name).toBe('Key Information – Arrival');
    expect(module.clusters[0]!.name).toBe('Arrival');
    expect(module.clusters[0]!.questions[0]!.content).toBe('Was the hotel entrance easy to find?');
    expect((await load(id, 'it_IT')).body.modules[0]!.name).toBe('Informazioni chiave – Arrivo');
    // Swedish too has its own module name (the module's `name` is the English one the reports read).
    expect((await load(id, 'sv_SE')).body.modules[0]!.name).toBe('Nyckelinformation – Ankomst');
    // The demo's questions are in every language (src-server/demo/question-translations.ts); a text missing
    // in a language falls back to Swedish (tests/api/catalogue.test.ts).
    expect((await load(id, 'it_IT')).body.modules[0]!.clusters[0]!.questions[0]!.content).toBe(
      'L’ingresso dell’hotel era facile da trovare?',
    );

    const question = module.clusters[0]!.questions[0]!;
    const edited = await as.superUser.request(
      'PUT',
      `/api/admin/questions/${question.id}?languageShortCode=en_US`,
      {
        content: 'Changed later in the catalogue',
      },
    );
    expect(edited.status).toBe(200);
    expect((await load(id, 'en_US')).body.modules[0]!.clusters[0]!.questions[0]!.content).toBe(
      'Was the hotel entrance easy to find?',
    );
  });

  it('refuses a score off the scale and changes nothing; a retried eventId changes nothing either', async () => {
    const { id, module, question } = f.fjallbackaInspection;
    const path = `/api/inspections/${id}/modules/${module}/questions/${question}/score`;
    const before = await head();
    const refused = await as.user.request('POST', path, { score: 7 });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'inspections.invalidScore' } });
    await expectDocumentedAnswer(server.url, 'POST', path, refused);
    expect(await head()).toBe(before);
    const eventId = crypto.randomUUID();
    const first = await as.user.request<Inspection>('POST', path, {
      score: 1,
      comment: 'Ganska bra',
      eventId,
    });
    expect(first.status).toBe(200);
    const afterFirst = await head();
    const retry = await as.user.request<LiveState>('POST', path, {
      score: 1,
      comment: 'Ganska bra',
      eventId,
    });
    expect(retry.status).toBe(200);
    expect(await head()).toBe(afterFirst);
    expect(retry.body.answers[module]![question]).toMatchObject({ score: 1, comment: 'Ganska bra' });
    expect(retry.body.modules[0]!.state).toBe('started');
    // The change answers the live state only; the whole inspection has the answer on its question.
    expect(retry.body).not.toHaveProperty('modules.0.clusters');
    const whole = (await load(id)).body.modules[0]!.clusters[0]!.questions[0]!;
    await expectDocumentedAnswer(server.url, 'POST', path, retry);
    await expectDocumentedAnswer(server.url, 'GET', `/api/inspections/${id}`, await load(id));
    await expectDocumentedAnswer(
      server.url,
      'GET',
      '/api/inspections',
      await as.user.request('GET', '/api/inspections'),
    );
    const adminList = await as.companyAdmin.request('GET', '/api/admin/inspections');
    await expectDocumentedAnswer(server.url, 'GET', '/api/admin/inspections', adminList);
    expect(whole.answer).toMatchObject({ score: 1, comment: 'Ganska bra' });
    expect((await as.user.request<LiveState>('GET', `/api/inspections/${id}/state`)).body).toEqual(
      retry.body,
    );
    expect(retry.body.lastEditedBy.name).toBe('Anders Agent');
  });

  it('refuses a comment past its limit with a key that says so, and changes nothing; at the limit it is taken', async () => {
    const { id, module, question, cluster } = f.fjallbackaInspection;
    const onModule = `/api/inspections/${id}/modules/${module}`;
    const before = await head();
    const refusals = [
      ['POST', `${onModule}/questions/${question}/comment`, { comment: 'x'.repeat(COMMENT_MAX_CHARS + 1) }],
      [
        'POST',
        `${onModule}/questions/${question}/score`,
        { score: 1, comment: 'x'.repeat(COMMENT_MAX_CHARS + 1) },
      ],
      ['POST', `${onModule}/cluster-comments/${cluster}`, { comments: 'x'.repeat(COMMENT_MAX_CHARS + 1) }],
      // The body is judged before the question is looked for: any context question's path will do.
      [
        'POST',
        `${onModule}/context-questions/${crypto.randomUUID()}`,
        { content: 'x'.repeat(CONTEXT_ANSWER_MAX_CHARS + 1) },
      ],
      [
        'PUT',
        `/api/inspections/${id}`,
        { type: 'generalComments', generalComments: 'x'.repeat(GENERAL_COMMENTS_MAX_CHARS + 1) },
      ],
    ] as const;
    const answers = [];
    for (const [method, path, body] of refusals) {
      const answer = await as.user.request(method, path, body);
      await expectDocumentedAnswer(server.url, method, path, answer);
      answers.push(answer.body);
    }
    expect(answers).toMatchObject([
      { msg: 'inspections.commentTooLong', errors: { comment: 'inspections.commentTooLong' } },
      { msg: 'inspections.commentTooLong', errors: { comment: 'inspections.commentTooLong' } },
      { msg: 'inspections.commentTooLong', errors: { comments: 'inspections.commentTooLong' } },
      { msg: 'inspections.contextAnswerTooLong', errors: { content: 'inspections.contextAnswerTooLong' } },
      { msg: 'inspections.generalCommentsTooLong' },
    ]);
    expect(await head()).toBe(before);

    const { solvikInspection } = f;
    const atLimit = await as.user.request(
      'POST',
      `/api/inspections/${solvikInspection.id}/modules/${solvikInspection.module}/questions/${solvikInspection.question}/comment`,
      { comment: 'x'.repeat(COMMENT_MAX_CHARS) },
    );
    expect(atLimit.status).toBe(200);
  });

  it('finishes a module only without errors, naming each question’s keys; unanswered then take the best score', async () => {
    const { id } = f.fjallbackaInspection;
    const loaded = (await load(id)).body;
    const arrival = loaded.modules[0]!;
    const refused = await as.user.request<{ msg: string; errors: Record<string, string> }>(
      'POST',
      `/api/inspections/${id}/modules/${arrival.id}/done`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('inspections.moduleHasErrors');
    const mandatory = arrival.clusters.flatMap((c) => c.questions).filter((q) => q.isMandatory);
    expect(Object.keys(refused.body.errors).sort()).toEqual(mandatory.map((q) => q.id).sort());
    for (const q of mandatory) {
      const body = q.type === 'gradeJ' ? { comment: 'Anna' } : { score: 0 };
      const path = `/api/inspections/${id}/modules/${arrival.id}/questions/${q.id}/${q.type === 'gradeJ' ? 'comment' : 'score'}`;
      expect((await as.user.request('POST', path, body)).status).toBe(200);
    }
    const done = await as.user.request<LiveState>(
      'POST',
      `/api/inspections/${id}/modules/${arrival.id}/done`,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.modules[0]!.state).toBe('answered');
    const finished = (await load(id)).body.modules[0]!;
    const byRef = new Map(finished.clusters.flatMap((c) => c.questions).map((q) => [q.referenceNumber, q]));
    // Left unanswered: the best score ("always"); answered earlier: as answered.
    expect(byRef.get('3099-02')!.answer.score).toBe(0);
    expect(byRef.get('3099-01')!.answer.score).toBe(1);
  });

  it('skips only optional modules, and refuses answers in a skipped one', async () => {
    const { id, optionalModule, module } = f.fjallbackaInspection;
    expect(
      (await as.user.request('POST', `/api/inspections/${id}/modules/${module}/toggleSkipped`)).body,
    ).toMatchObject({
      msg: 'inspections.moduleMandatory',
    });
    // An answer given before the skip stays until the submit (then it goes: the submit test below).
    const before = (await load(id)).body.modules.find((m) => m.id === optionalModule)!.clusters[0]!
      .questions[0]!;
    expect(
      (
        await as.user.request(
          'POST',
          `/api/inspections/${id}/modules/${optionalModule}/questions/${before.id}/score`,
          { score: 1 },
        )
      ).status,
    ).toBe(200);
    const skipped = await as.user.request<LiveState>(
      'POST',
      `/api/inspections/${id}/modules/${optionalModule}/toggleSkipped`,
    );
    expect(Object.keys(skipped.body.answers[optionalModule]!)).toEqual([before.id]);
    expect(skipped.body.modules.find((m) => m.id === optionalModule)!.state).toBe('skipped');
    const question = (await load(id)).body.modules.find((m) => m.id === optionalModule)!.clusters[0]!
      .questions[0]!;
    expect(
      (
        await as.user.request(
          'POST',
          `/api/inspections/${id}/modules/${optionalModule}/questions/${question.id}/score`,
          { score: 1 },
        )
      ).body,
    ).toMatchObject({ msg: 'inspections.moduleSkipped' });
  });

  it('takes external scores as decimals up to each maximum, dropping empty ones', async () => {
    const { id } = f.fjallbackaInspection;
    const saved = await as.user.request<Inspection>('POST', `/api/inspections/${id}/externalScores`, {
      facebook: '4,25',
      booking: 9.5,
      hotels: '',
      custom: 120,
    });
    expect(saved.body.externalScores).toEqual({ facebook: 4.25, booking: 9.5, custom: 120 });
    expect(
      (await as.user.request('POST', `/api/inspections/${id}/externalScores`, { tripAdvisor: 5.5 })).body,
    ).toMatchObject({
      msg: 'inspections.invalidExternalScore',
      errors: { tripAdvisor: 'inspections.invalidExternalScore' },
    });
    // Every score out of range is named in one answer (a decimal comma read as such), and nothing is saved.
    const refused = await as.user.request('POST', `/api/inspections/${id}/externalScores`, {
      facebook: 6,
      tripAdvisor: -1,
      booking: '10,5',
      hotels: 8,
    });
    expect(refused.body).toEqual({
      msg: 'inspections.invalidExternalScore',
      errors: {
        facebook: 'inspections.invalidExternalScore',
        tripAdvisor: 'inspections.invalidExternalScore',
        booking: 'inspections.invalidExternalScore',
      },
    });
    // What people do not write as a number is no score (Number() would take 1e1 for 10 and a space for 0).
    expect(
      (await as.user.request('POST', `/api/inspections/${id}/externalScores`, { hotels: '1e1', custom: ' ' }))
        .body,
    ).toEqual({
      msg: 'inspections.invalidExternalScore',
      errors: { hotels: 'inspections.invalidExternalScore' },
    });
    expect((await load(id)).body.externalScores).toEqual({ facebook: 4.25, booking: 9.5, custom: 120 });
  });

  it('submits once every module is done or skipped, then refuses the agent’s answers; an admin approves', async () => {
    const { id, module, question } = f.fjallbackaInspection;
    const loaded = (await load(id)).body;
    expect((await as.user.request('POST', `/api/inspections/${id}/endTime`)).body).toMatchObject({
      msg: 'inspections.modulesNotFinished',
    });
    for (const m of loaded.modules.filter((m) => m.state !== 'answered' && m.state !== 'skipped'))
      expect(
        (await as.companyAdmin.request('POST', `/api/inspections/${id}/modules/${m.id}/done`)).status,
      ).toBe(200);
    const submitted = await as.user.request<LiveState>('POST', `/api/inspections/${id}/endTime`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.agentEndTime).not.toBeNull();
    // The skipped module's earlier answers are removed with the submit (inspection-run §4).
    expect(submitted.body.answers[f.fjallbackaInspection.optionalModule]).toBeUndefined();
    expect(
      (
        await as.user.request(
          'POST',
          `/api/inspections/${id}/modules/${module}/questions/${question}/score`,
          { score: 2 },
        )
      ).body,
    ).toMatchObject({ msg: 'inspections.finished' });
    const current = await as.companyAdmin.request<Array<{ id: string }>>('GET', '/api/admin/inspections');
    expect(current.body.map((i) => i.id)).toContain(id);
    expect((await as.companyAdmin.request('POST', `/api/admin/inspections/${id}/endTime`, {})).status).toBe(
      200,
    );
    const now = await as.companyAdmin.request<Array<{ id: string }>>('GET', '/api/admin/inspections');
    expect(now.body.map((i) => i.id)).not.toContain(id);
    const all = await as.companyAdmin.request<Array<{ id: string }>>('GET', '/api/admin/inspections?all=1');
    expect(all.body.map((i) => i.id)).toContain(id);
    // The entity's own list has it with its end times, and only that entity's inspections.
    const atEntity = await as.companyAdmin.request<
      Array<{ id: string; hotel: { id: string }; agentEndTime: string | null; adminEndTime: string | null }>
    >('GET', `/api/admin/hotels/${f.fjallbacka}/inspections`);
    expect(atEntity.body.find((i) => i.id === id)).toMatchObject({
      agentEndTime: expect.any(String),
      adminEndTime: expect.any(String),
    });
    expect(new Set(atEntity.body.map((i) => i.hotel.id))).toEqual(new Set([f.fjallbacka]));
    // Reverted back to control.
    expect(
      (await as.companyAdmin.request('POST', `/api/admin/inspections/${id}/endTime`, { revert: true }))
        .status,
    ).toBe(200);
    expect(
      (await as.companyAdmin.request<Array<{ id: string }>>('GET', '/api/admin/inspections')).body.map(
        (i) => i.id,
      ),
    ).toContain(id);
  });

  it('lets an admin create an inspection for an agent of the entity, with the type’s prefilled comments', async () => {
    const type = await typeAt(f.solvik, 'Mystery guest');
    const questions = await as.companyAdmin.request<Array<{ id: string }>>(
      'GET',
      `/api/admin/inspection-types/${type}/questions`,
    );
    const prefilled = questions.body[2]!.id;
    const created = await as.companyAdmin.request<Inspection>('POST', '/api/admin/inspections', {
      hotel: f.solvik,
      inspectionType: type,
      startTime: '2026-11-25',
      startTimeHour: '19:00',
      user: f.demoAgent,
      prefilledQuestions: [{ questionId: prefilled, comment: 'Gå in via huvudentrén.' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const answer = created.body.modules
      .flatMap((m) => m.clusters.flatMap((c) => c.questions))
      .find((q) => q.id === prefilled)!.answer;
    expect(answer.comment).toBe('Gå in via huvudentrén.');
    const elsewhere = await as.companyAdmin.request('POST', '/api/admin/inspections', {
      hotel: f.solvik,
      inspectionType: type,
      startTime: '2026-11-25',
      startTimeHour: '19:00',
      user: f.nordicAgent,
    });
    expect(elsewhere.body).toMatchObject({ msg: 'inspections.userNotAtEntity' });
  });
  it('pages the lists newest first, with summary fields only and X-Next-Skip while more may follow', async () => {
    const all = await as.superUser.request<Array<Record<string, unknown>>>(
      'GET',
      '/api/admin/inspections?all=1',
    );
    expect(all.body.length).toBeGreaterThan(3);
    expect(all.body.every((i) => !('answers' in i) && !('modules' in i))).toBe(true);
    const first = await as.superUser.request<Array<{ id: string }>>(
      'GET',
      '/api/admin/inspections?all=1&limit=2',
    );
    expect(first.body.map((i) => i.id)).toEqual(all.body.slice(0, 2).map((i) => i.id));
    expect(first.headers.get('x-next-skip')).toBe('2');
    const second = await as.superUser.request<Array<{ id: string }>>(
      'GET',
      '/api/admin/inspections?all=1&skip=2&limit=2',
    );
    expect(second.body.map((i) => i.id)).toEqual(all.body.slice(2, 4).map((i) => i.id));
    const last = await as.superUser.request<Array<{ id: string }>>(
      'GET',
      `/api/admin/inspections?all=1&skip=${all.body.length - 1}&limit=2`,
    );
    expect(last.body).toHaveLength(1);
    expect(last.headers.get('x-next-skip')).toBeNull();
    const bad = await as.superUser.request('GET', '/api/admin/inspections?limit=501');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: 'errors.validation' });
  });

  it('has demo history at every entity: ten weeks in every state, recent worse answers with photos', async () => {
    const all = await as.superUser.request<
      Array<Inspection & { adminEndTime: string | null; startDate: string }>
    >('GET', '/api/admin/inspections?all=1');
    const solvik = all.body.filter(
      (i) =>
        i.hotel.name === 'Hotel Solvik' &&
        i.inspectionType.name === 'Mystery guest' &&
        i.user?.name === 'Anders Agent',
    );
    expect(new Set(solvik.map((i) => i.startDate)).size).toBeGreaterThanOrEqual(10);
    expect(solvik.some((i) => i.adminEndTime)).toBe(true);
    expect(solvik.some((i) => i.agentEndTime && !i.adminEndTime)).toBe(true);
    const open = solvik.filter((i) => !i.agentEndTime);
    const states = new Set<string>();
    const photos: Array<{ path: string; mimeType: string }> = [];
    for (const { id } of open.concat(solvik.filter((i) => i.agentEndTime && !i.adminEndTime))) {
      const state = (
        await as.superUser.request<{
          modules: Array<{ state: string }>;
          answers: Record<string, Record<string, { attachments: Array<{ path: string; mimeType: string }> }>>;
        }>('GET', `/api/inspections/${id}/state`)
      ).body;
      for (const m of state.modules) states.add(m.state);
      for (const byQuestion of Object.values(state.answers))
        for (const a of Object.values(byQuestion)) photos.push(...a.attachments);
    }
    expect([...states]).toEqual(expect.arrayContaining(['unanswered', 'started', 'answered']));
    expect(photos.length).toBeGreaterThan(0);
    const served = await fetch(`${server.url}/files/${photos[0]!.path}`, {
      headers: { cookie: as.superUser.sessionCookie },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    // Reviewed ones carry the reviewer's follow-up: on worse answers, and a module's own comment.
    const followUps: Array<{ followUpDeadline: string | null; followUpTip: boolean }> = [];
    const moduleComments: string[] = [];
    for (const { id } of solvik.filter((i) => i.agentEndTime)) {
      const state = (
        await as.superUser.request<{
          modules: Array<{ followUpComment: string }>;
          answers: Record<
            string,
            Record<string, { needsFollowUp: boolean; followUpDeadline: string | null; followUpTip: boolean }>
          >;
        }>('GET', `/api/inspections/${id}/state`)
      ).body;
      moduleComments.push(...state.modules.map((m) => m.followUpComment).filter(Boolean));
      for (const byQuestion of Object.values(state.answers))
        followUps.push(...Object.values(byQuestion).filter((a) => a.needsFollowUp));
    }
    expect(moduleComments.length).toBeGreaterThan(0);
    expect(followUps.some((f) => f.followUpDeadline !== null)).toBe(true);
    expect(followUps.some((f) => f.followUpTip)).toBe(true);
  });
});
