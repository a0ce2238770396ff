import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';
import type { Question } from '../../src-web/api/catalogue.ts';
import type { Report } from '../../src-web/api/reports.ts';
import { inspectionAtSolvik } from '../support/every-type-inspection.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { readWorkbook } from '../support/xlsx.ts';

interface Tree {
  clusters: Array<{ id: string; questions: Question[] }>;
}
interface Loaded {
  modules: Array<{
    id: string;
    clusters: Array<{ questions: Array<{ id: string; type: string; options: unknown }> }>;
  }>;
}

const SWEDISH = [
  { label: 'Ja, hela vägen', score: 0 },
  { label: 'Delvis', score: 2 },
  { label: 'Nej', score: 3 },
];
const GERMAN = [
  { label: 'Ja, durchgehend', score: 0 },
  { label: 'Teilweise', score: 2 },
  { label: 'Nein', score: 3 },
];

/**
 * The `choice` question type (inspection-run §2): its options are made and translated in the catalogue,
 * imported and exported, offered to the agent in the inspection's language, scored as the step each stands
 * for, and read back in people's words in the report and the audit trail.
 */
describe('choice questions', () => {
  let server: TestServer;
  let admin: ApiClient;
  let moduleTypeId: string;
  let clusterId: string;
  let questionId: string;

  const question = async (language = 'sv_SE') =>
    (
      await admin.request<Tree>('GET', `/api/admin/questions/${moduleTypeId}?languageShortCode=${language}`)
    ).body.clusters[0]!.questions.find((q) => q.id === questionId)!;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    moduleTypeId = (
      await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
        name: 'Val',
        classification: 'accommodation',
        area: 'room',
      })
    ).body.id;
    clusterId = (
      await admin.request<Tree>('POST', `/api/admin/questions/${moduleTypeId}/clusters`, { name: 'Entré' })
    ).body.clusters[0]!.id;
  });
  afterAll(() => server?.close());

  const create = (body: Record<string, unknown>) =>
    admin.request<Tree & { msg?: string; errors?: Record<string, string> }>(
      'POST',
      `/api/admin/questions/${moduleTypeId}?languageShortCode=sv_SE`,
      {
        content: 'Var entrén städad?',
        classification: 'quality',
        questionClusterId: clusterId,
        type: 'choice',
        ...body,
      },
    );

  it('refuses a choice whose options break the rules, each with its key at the options field', async () => {
    const cases: Array<[unknown, string]> = [
      [[], 'questions.choice.optionsRequired'],
      [[{ label: 'Ja', score: 0 }], 'questions.choice.optionsRequired'],
      [
        [
          { label: 'Ja', score: 0 },
          { label: 'Nej', score: 0 },
        ],
        'questions.choice.scoresDistinct',
      ],
      [
        [
          { label: 'Delvis', score: 1 },
          { label: 'Nej', score: 3 },
        ],
        'questions.choice.bestRequired',
      ],
      [
        [
          { label: 'Ja', score: 0 },
          { label: '  ', score: 3 },
        ],
        'questions.choice.labelRequired',
      ],
      [
        [
          { label: 'Ja', score: 0 },
          { label: 'Nej', score: 7 },
        ],
        'questions.choice.invalidScore',
      ],
    ];
    for (const [options, key] of cases) {
      const answer = await create({ referenceNumber: `VAL-bad-${key}`, options });
      expect(answer.status, JSON.stringify(options)).toBe(400);
      expect(answer.body.msg).toBe(key);
      expect(answer.body.errors).toEqual({ options: key });
    }
  });

  it('is created with its options, translated per language, and keeps them out of other types', async () => {
    const created = await create({ referenceNumber: 'VAL-1', options: SWEDISH });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    questionId = created.body.clusters[0]!.questions.find((q) => q.referenceNumber === 'VAL-1')!.id;
    expect((await question()).options).toEqual(SWEDISH.map((o) => ({ ...o, labelTranslated: true })));
    // Not yet in German: the Swedish words, marked as such.
    expect((await question('de_DE')).options.map((o) => [o.label, o.labelTranslated])).toEqual(
      SWEDISH.map((o) => [o.label, false]),
    );
    const translated = await admin.request(
      'PUT',
      `/api/admin/questions/${questionId}?languageShortCode=de_DE`,
      {
        options: GERMAN,
      },
    );
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect((await question('de_DE')).options.map((o) => o.label)).toEqual(GERMAN.map((o) => o.label));
    expect((await question()).options.map((o) => o.label)).toEqual(SWEDISH.map((o) => o.label));

    // Another type has no options, whatever is sent.
    const radio = await create({ referenceNumber: 'VAL-radio', type: 'radio', options: SWEDISH });
    expect(radio.status).toBe(201);
    expect(radio.body.clusters[0]!.questions.find((q) => q.referenceNumber === 'VAL-radio')!.options).toEqual(
      [],
    );
  });

  it('is exported with an options cell, and importing the export changes nothing', async () => {
    const response = await fetch(`${server.url}/api/admin/questions/export-xlsx`, {
      headers: { cookie: admin.sessionCookie },
    });
    expect(response.status).toBe(200);
    const rows = (await readWorkbook(Buffer.from(await response.arrayBuffer())))['Val']!;
    const column = rows[0]!.indexOf('options');
    expect(column).toBeGreaterThan(-1);
    const row = rows.find((r) => r[0] === 'VAL-1')!;
    expect(row[column]).toBe('Ja, hela vägen=0; Delvis=2; Nej=3');
    // An empty cell is not written at all.
    expect(row[rows[0]!.indexOf('grade')] ?? '').toBe('');
    expect(rows.find((r) => r[0] === 'VAL-radio')![column] ?? '').toBe('');

    const imported = await admin.request<Array<{ referenceNumber: string; import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      [{ name: 'Val', questions: [importRow('VAL-1', 'Ja, hela vägen=0; Delvis=2; Nej=3')] }],
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual([{ referenceNumber: 'VAL-1', import: 'unchanged' }]);
    // The German words stay: a sheet's cell is the default language's.
    expect((await question('de_DE')).options.map((o) => o.label)).toEqual(GERMAN.map((o) => o.label));
  });

  it('is imported from a row with options, and a row with unreadable options is refused', async () => {
    const imported = await admin.request<Array<{ referenceNumber: string; import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      [{ name: 'Val', questions: [importRow('VAL-2', 'Bra=0; Dålig=3')] }],
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const tree = await admin.request<Tree>(
      'GET',
      `/api/admin/questions/${moduleTypeId}?languageShortCode=sv_SE`,
    );
    expect(tree.body.clusters[0]!.questions.find((q) => q.referenceNumber === 'VAL-2')).toMatchObject({
      type: 'choice',
      options: [
        { label: 'Bra', score: 0 },
        { label: 'Dålig', score: 3 },
      ],
    });
    for (const [options, grade] of [
      ['Bra=0; Dålig=0', ''],
      ['Bra; Dålig', ''],
      ['Bra=0; Dålig=3', 'A'],
    ] as const) {
      const refused = await admin.request<{ msg: string }>('POST', '/api/admin/questions/upload', [
        { name: 'Val', questions: [{ ...importRow('VAL-3', options), grade }] },
      ]);
      expect(refused.status, options).toBe(400);
      expect(refused.body.msg).toBe('import.rowsHaveErrors');
    }
    const preview = await admin.request<Array<{ questions: Array<{ errors: unknown[] }> }>>(
      'POST',
      '/api/admin/questions/upload',
      [{ name: 'Val', questions: [{ ...importRow('VAL-3', 'Bra=0; Dålig=3'), grade: 'A' }] }],
    );
    expect(JSON.stringify(preview.body)).toContain('withGrade');
  });

  describe('in an inspection', () => {
    let inspectionId: string;
    let moduleId: string;
    let agent: ApiClient;
    const scorePath = () =>
      `/api/inspections/${inspectionId}/modules/${moduleId}/questions/${questionId}/score`;

    beforeAll(async () => {
      inspectionId = await inspectionAtSolvik(server, admin, {
        moduleTypeId,
        typeName: 'Val vid entrén',
        moduleName: 'Entré',
      });
      agent = new ApiClient(server.url);
      await agent.login('agent@demo.test');
    });

    it("offers the options in the inspection's language, best first", async () => {
      const loaded = await agent.request<Loaded>(
        'GET',
        `/api/inspections/${inspectionId}?languageShortCode=de_DE`,
      );
      expect(loaded.status).toBe(200);
      moduleId = loaded.body.modules[0]!.id;
      const asked = loaded.body.modules[0]!.clusters[0]!.questions.find((q) => q.id === questionId)!;
      expect(asked).toMatchObject({ type: 'choice', options: GERMAN });
    });

    it('takes only the steps of its own options (and not applicable)', async () => {
      const refused = await agent.request<{ msg: string }>('POST', scorePath(), { score: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('inspections.invalidScore');
      expect((await agent.request('POST', scorePath(), { score: -1 })).status).toBe(200);
      expect((await agent.request('POST', scorePath(), { score: 2 })).status).toBe(200);
    });

    it("is reported with the chosen option's words and its points, and the audit trail says the words", async () => {
      // Finished and submitted: the other choice (VAL-2) is filled with its best option.
      expect(
        (await agent.request('POST', `/api/inspections/${inspectionId}/modules/${moduleId}/done`, {})).status,
      ).toBe(200);
      expect((await agent.request('POST', `/api/inspections/${inspectionId}/endTime`, {})).status).toBe(200);
      const report = await admin.request<Report>(
        'GET',
        `/api/admin/inspections/${inspectionId}/report?languageShortCode=de_DE`,
      );
      expect(report.status).toBe(200);
      const observations = report.body.modules[0]!.observations;
      expect(observations.find((o) => o.id === questionId)).toMatchObject({
        score: 2,
        chosenOption: 'Teilweise',
        points: 1,
        max: 3,
      });
      expect(observations.find((o) => o.referenceNumber === 'VAL-2')).toMatchObject({
        score: 0,
        chosenOption: 'Bra',
        points: 3,
        filledAtFinish: true,
      });
      expect(observations.find((o) => o.referenceNumber === 'VAL-radio')!.chosenOption).toBeNull();

      const trail = await admin.request<{ items: AuditItem[] }>(
        'GET',
        `/api/admin/audit-trail?inspectionId=${inspectionId}&questionId=${questionId}&languageShortCode=de_DE`,
      );
      expect(trail.status, JSON.stringify(trail.body)).toBe(200);
      const scored = trail.body.items.find((item) =>
        item.changes.some((c) => c.field === 'score' && c.to === 2),
      )!;
      // The entry's values in words and points (the reader's language), never the stored step alone.
      expect(scored.answerWords?.[questionId]?.['2']).toBe('Teilweise (1 von 3 Punkten)');
    });
  });
});

function importRow(referenceNumber: string, options: string) {
  return {
    row: 2,
    referenceNumber,
    partNumber: '',
    comfortZone: 'quality',
    module: 'Val',
    cluster: 'Entré',
    grade: '',
    isMandatory: 'no',
    isCommentMandatoryPos: 'no',
    isCommentMandatoryNeg: 'no',
    isPictureMandatoryPos: 'no',
    isPictureMandatoryNeg: 'no',
    information: '',
    content: referenceNumber === 'VAL-1' ? 'Var entrén städad?' : 'Hur var skylten?',
    options,
    translations: { content: {}, information: {} },
  };
}
