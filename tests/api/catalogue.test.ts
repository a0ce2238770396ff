import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

interface Tree {
  id: string;
  name: string;
  clusters: Array<{
    id: string;
    name: string;
    questions: Array<{ id: string; content: string; contentTranslated: boolean; referenceNumber: string }>;
    contextQuestions: Array<{ id: string; content: string }>;
  }>;
}

describe('catalogue API (module types and questions)', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
  });
  afterAll(() => server.close());

  async function moduleTypeWithCluster(name: string) {
    const created = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
      name,
      classification: 'accommodation',
      area: 'room',
    });
    expect(created.status).toBe(201);
    const tree = await admin.request<Tree>('POST', `/api/admin/questions/${created.body.id}/clusters`, {
      name: 'Bathroom',
      ordinal: 1,
      commentPosition: 'top',
    });
    return { id: created.body.id, clusterId: tree.body.clusters[0]!.id };
  }
  const question = (clusterId: string, over: Record<string, unknown> = {}) => ({
    content: 'Är handfatet rent?',
    classification: 'hygiene',
    referenceNumber: `4099-${Math.random().toString(36).slice(2, 8)}`,
    questionClusterId: clusterId,
    type: 'radio',
    isMandatory: true,
    requiredCommentMinScore: 2,
    ...over,
  });

  it('builds a module type with a question in one language and translates it in another', async () => {
    const { id, clusterId } = await moduleTypeWithCluster('Guest Room');
    const added = await admin.request<Tree>(
      'POST',
      `/api/admin/questions/${id}?languageShortCode=sv_SE`,
      question(clusterId),
    );
    expect(added.status).toBe(201);
    const questionId = added.body.clusters[0]!.questions[0]!.id;
    await admin.request('PUT', `/api/admin/questions/${questionId}?languageShortCode=en_US`, {
      content: 'Is the washbasin clean?',
    });
    const inGerman = await admin.request<Tree>('GET', `/api/admin/questions/${id}?languageShortCode=de_DE`);
    expect(inGerman.body.clusters[0]!.questions[0]).toMatchObject({
      content: 'Är handfatet rent?',
      contentTranslated: false,
    });
    const inEnglish = await admin.request<Tree>('GET', `/api/admin/questions/${id}?languageShortCode=en_US`);
    expect(inEnglish.body.clusters[0]!.questions[0]).toMatchObject({
      content: 'Is the washbasin clean?',
      contentTranslated: true,
    });
    expect(await admin.request('GET', `/api/admin/questions/${id}?languageShortCode=xx_XX`)).toMatchObject({
      status: 400,
      body: { msg: 'catalogue.invalidLanguage' },
    });
  });

  it('keeps reference numbers unique across module types, and frees them on delete', async () => {
    const first = await moduleTypeWithCluster('Public Area');
    const second = await moduleTypeWithCluster('Breakfast');
    const body = question(first.clusterId, { referenceNumber: '899-100' });
    const added = await admin.request<Tree>('POST', `/api/admin/questions/${first.id}`, body);
    expect(added.status).toBe(201);
    expect(
      await admin.request(
        'POST',
        `/api/admin/questions/${second.id}`,
        question(second.clusterId, { referenceNumber: '899-100' }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        msg: 'questions.referenceNumberTaken',
        errors: { referenceNumber: 'questions.referenceNumberTaken' },
      },
    });
    const questionId = added.body.clusters[0]!.questions[0]!.id;
    expect((await admin.request('DELETE', `/api/admin/questions/${questionId}`)).status).toBe(200);
    expect(
      (
        await admin.request(
          'POST',
          `/api/admin/questions/${second.id}`,
          question(second.clusterId, { referenceNumber: '899-100' }),
        )
      ).status,
    ).toBe(201);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no text', { content: ' ' }, 'questions.contentRequired'],
    ['an unknown type', { type: 'slider' }, 'questions.invalidType'],
    ['a comment minimum of 5', { requiredCommentMinScore: 5 }, 'questions.invalidRequiredCommentMinScore'],
    [
      'an unknown cluster',
      { questionClusterId: '00000000-0000-4000-8000-000000000000' },
      'clusters.notFound',
    ],
    ['no reference number', { referenceNumber: '' }, 'questions.referenceNumberRequired'],
  ];
  for (const [what, over, key] of refusals) {
    it(`refuses a question with ${what}`, async () => {
      const { id, clusterId } = await moduleTypeWithCluster(`Refusal ${what}`);
      expect(
        await admin.request('POST', `/api/admin/questions/${id}`, question(clusterId, over)),
      ).toMatchObject({ status: 400, body: { msg: key } });
    });
  }

  it('copies a module type with its tree, new ids and suffixed reference numbers', async () => {
    const { id, clusterId } = await moduleTypeWithCluster('Reception');
    await admin.request(
      'POST',
      `/api/admin/questions/${id}`,
      question(clusterId, { referenceNumber: '5199-1' }),
    );
    await admin.request('POST', `/api/admin/questions/${id}/context-questions`, {
      content: 'Rumsnummer',
      questionClusterId: clusterId,
      orderInReportHeader: 0,
    });
    const copy = await admin.request<{ id: string; name: string }>(
      'POST',
      `/api/admin/inspection-module-types/${id}/copy`,
      { name: 'Reception (copy)' },
    );
    expect(copy.status).toBe(201);
    const tree = await admin.request<Tree>('GET', `/api/admin/questions/${copy.body.id}`);
    expect(tree.body.name).toBe('Reception (copy)');
    expect(tree.body.clusters[0]!.id).not.toBe(clusterId);
    expect(tree.body.clusters[0]!.questions[0]!.referenceNumber).toBe(`5199-1-${copy.body.id.slice(0, 8)}`);
    expect(tree.body.clusters[0]!.contextQuestions[0]!.content).toBe('Rumsnummer');
  });

  it('does not remove a cluster that holds questions', async () => {
    const { id, clusterId } = await moduleTypeWithCluster('Gym');
    await admin.request('POST', `/api/admin/questions/${id}`, question(clusterId));
    expect(await admin.request('DELETE', `/api/admin/questions/clusters/${clusterId}`)).toMatchObject({
      status: 400,
      body: { msg: 'clusters.notEmpty' },
    });
  });

  it('answers "default" with the first module type by name, and lists the question types', async () => {
    const first = await admin.request<Tree>('GET', '/api/admin/questions/default');
    const all = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      '/api/admin/inspection-module-types',
    );
    expect(first.body.id).toBe(all.body[0]!.id);
    expect((await admin.request<string[]>('GET', '/api/admin/questions/types')).body).toContain('gradeK');
  });

  it("is the superUser's only", async () => {
    const company = new ApiClient(server.url);
    await company.login('company@demo.test');
    expect(await company.request('GET', '/api/admin/inspection-module-types')).toMatchObject({
      status: 403,
      body: { msg: 'errors.noPermission' },
    });
  });
});
