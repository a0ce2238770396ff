import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import type { ImportGroup } from '../../src-domain/catalogue/import-rows.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';
import { readWorkbook, workbook, zipOf, type CellValue } from '../support/xlsx.ts';

const HEADER = [
  'referenceNumber',
  'module',
  'cluster',
  'content',
  'grade',
  'isMandatory',
  'comfortZone',
  'partNumber',
];

describe('question import and export', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
  });
  afterAll(() => server.close());

  async function upload(data: Buffer, name = 'questions.xlsx') {
    const send = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), name);
      return fetch(`${server.url}/api/admin/questions/upload-xlsx`, {
        method: 'POST',
        body: form,
        headers: { cookie: admin.sessionCookie },
      });
    };
    // Building the hostile archives blocks this process, server included, for seconds on a loaded machine;
    // a pooled keep-alive connection the server timed out meanwhile resets once. A second reset fails.
    const response = await send().catch((error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code === 'ECONNRESET') return send();
      throw error;
    });
    return { status: response.status, body: (await response.json()) as ImportGroup[] & { msg?: string } };
  }
  const headPosition = () => server.runtime.container.get(TOKENS.events).headPosition();
  const errorsOf = (group: ImportGroup) =>
    group.questions.flatMap((q) =>
      q.errors.map((e) => `${q.referenceNumber || q.row}:${e.field}.${e.error}`),
    );

  it('reads a spreadsheet written by LibreOffice, imports it, and a second import changes nothing', async () => {
    const file = readFileSync(new URL('../fixtures/import/libreoffice-questions.xlsx', import.meta.url));
    const parsed = await upload(file);
    expect(parsed.status, JSON.stringify(parsed.body)).toBe(200);
    const [group] = parsed.body;
    expect(group!.name).toBe('Bathroom checks');
    expect(group!.errors).toEqual([]);
    expect(errorsOf(group!)).toEqual([]);
    expect(group!.questions.map((q) => q.referenceNumber)).toEqual([
      'LO-4099-1',
      'LO-4099-2',
      'LO-4099-2a',
      'LO-4099-3',
    ]);
    // The preview tells what the import will do: every row is new.
    expect(group!.questions.map((q) => q.import)).toEqual(['create', 'create', 'create', 'create']);
    expect(group!.questions[0]).toMatchObject({
      content: 'Är handfatet fritt från kalkfläckar?',
      comfortZone: 'hygiene',
      translations: { content: { en_US: 'Is the washbasin free of limescale?' } },
    });

    const first = await admin.request<Array<{ referenceNumber: string; import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      parsed.body,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.map((r) => r.import)).toEqual(['create', 'create', 'create', 'create']);
    const beforeAgain = await headPosition();
    const again = await admin.request<Array<{ import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      parsed.body,
    );
    expect(again.body.map((r) => r.import)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(await headPosition()).toBe(beforeAgain);
    // Uploaded again, the preview says the same before anything is imported.
    const previewAgain = await upload(file);
    expect(previewAgain.body[0]!.questions.map((q) => q.import)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);

    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      '/api/admin/inspection-module-types',
    );
    const bathroom = types.body.find((t) => t.name === 'Bathroom checks')!;
    const tree = await admin.request<{
      clusters: Array<{ name: string; questions: Array<Record<string, unknown>> }>;
    }>('GET', `/api/admin/questions/${bathroom.id}?languageShortCode=en_US`);
    expect(tree.body.clusters.map((c) => c.name)).toEqual(['Handfat', 'Dusch']);
    const [basin, fitting, part] = tree.body.clusters[0]!.questions;
    expect(basin).toMatchObject({
      content: 'Is the washbasin free of limescale?',
      information: 'Look under the tap as well.',
      type: 'circle',
      isMandatory: true,
      // The sheet's TRUE, for a circle question (no grade given), which is not checked for it: recorded off.
      isCommentMandatoryNeg: false,
      isPictureMandatoryPos: false,
    });
    expect(fitting).toMatchObject({ type: 'gradeA', classification: 'functionSafety', isMandatory: true });
    expect(part).toMatchObject({
      referenceNumber: 'LO-4099-2a',
      parentId: fitting!.id,
      type: 'gradeF',
      partNumber: 'a',
    });
  });

  it('exports every language in the import format, and importing the export changes nothing', async () => {
    const response = await fetch(`${server.url}/api/admin/questions/export-xlsx`, {
      headers: { cookie: admin.sessionCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="inspecta-questions-/);
    const data = Buffer.from(await response.arrayBuffer());
    const sheets = await readWorkbook(data);
    const rows = sheets['Bathroom checks']!;
    expect(rows[0]).toEqual(
      expect.arrayContaining(['referenceNumber', 'content::en_US', 'information::it_IT']),
    );
    expect(rows).toHaveLength(5);

    const parsed = await upload(data, 'export.xlsx');
    expect(parsed.status).toBe(200);
    expect(parsed.body.flatMap(errorsOf)).toEqual([]);
    const rowsInPreview = parsed.body.flatMap((g) => g.questions);
    expect(rowsInPreview.length).toBeGreaterThan(4);
    expect(rowsInPreview.filter((q) => q.import !== 'unchanged')).toEqual([]);
    const before = await headPosition();
    const imported = await admin.request<Array<{ import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      parsed.body,
    );
    expect(imported.status).toBe(200);
    expect(imported.body).toHaveLength(rowsInPreview.length);
    expect(imported.body.filter((r) => r.import !== 'unchanged')).toEqual([]);
    expect(await headPosition()).toBe(before);
  });

  it('flags each row rule with its key and imports nothing while any row is wrong', async () => {
    const rows: CellValue[][] = [
      HEADER,
      ['R-1', 'Lobby', '', 'Utan kluster', '', '', '', ''],
      ['R-2', '', 'Entré', 'Utan modul', '', '', '', ''],
      ['', 'Lobby', 'Entré', 'Utan referensnummer', '', '', '', ''],
      ['R-4', 'Lobby', 'Entré', 'Dubblett ett', '', '', '', ''],
      ['R-4', 'Lobby', 'Entré', 'Dubblett två', '', '', '', ''],
      ['R-6', 'Lobby', 'Entré', 'Fel betyg', 'Z', '', '', ''],
      ['R-7', 'Lobby', 'Entré', 'Fel flagga', '', 'maybe', '', ''],
      ['R-8', 'Lobby', 'Entré', 'Fel komfortzon', '', '', 'cosy', ''],
      ['R-9', 'Other sheet', 'Entré', 'Fel modul', '', '', '', ''],
      ['R-10', 'Lobby', 'Reception', 'Del utan fråga', '', '', '', 'b'],
      ['R-11', 'Lobby', 'Entré', { formula: 'UPPER("x")', result: 'X' }, '', '', '', ''],
      ['R-12', 'Lobby', 'Entré', '', '', '', '', ''],
      ['R-13', 'Lobby', 'Entré', 'En bra fråga', 'h', 'X', 'Hygiene', ''],
    ];
    const parsed = await upload(await workbook({ Lobby: rows }));
    expect(parsed.status).toBe(200);
    expect(errorsOf(parsed.body[0]!)).toEqual([
      'R-1:cluster.required',
      'R-2:module.required',
      '4:referenceNumber.required',
      'R-4:referenceNumber.notUnique',
      'R-4:referenceNumber.notUnique',
      'R-6:grade.invalid',
      'R-7:isMandatory.invalid',
      'R-8:comfortZone.invalid',
      'R-10:partNumber.noParent',
      'R-11:content.formula',
      'R-12:content.required',
    ]);
    // A row naming another module goes to that module's group, whatever sheet it is on.
    expect(parsed.body.map((g) => g.name)).toEqual(['Lobby', 'Other sheet']);
    expect(parsed.body[1]!.questions.map((q) => q.referenceNumber)).toEqual(['R-9']);
    expect(errorsOf(parsed.body[1]!)).toEqual([]);
    const before = await headPosition();
    const refused = await admin.request<{ msg: string; errors: Record<string, string> }>(
      'POST',
      '/api/admin/questions/upload',
      parsed.body,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('import.rowsHaveErrors');
    expect(refused.body.errors['Lobby:7:grade']).toBe('import.grade.invalid');
    expect(await headPosition()).toBe(before);

    // Fixed rows (as the preview sends them after editing) import; the server checks again itself.
    const fixed = parsed.body.map((group) => ({
      ...group,
      questions: group.questions.filter((q) => q.referenceNumber === 'R-13'),
    }));
    const done = await admin.request<Array<{ referenceNumber: string; import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      fixed,
    );
    expect(done.body).toEqual([{ referenceNumber: 'R-13', import: 'create' }]);
    // A client that claims a bad row is fine is not believed.
    const lying = [{ ...parsed.body[0]!, questions: [{ ...parsed.body[0]!.questions[5]!, errors: [] }] }];
    expect((await admin.request('POST', '/api/admin/questions/upload', lying)).status).toBe(400);
  });

  it('groups rows by their module column whatever the sheets are called', async () => {
    const parsed = await upload(
      await workbook({
        Import: [
          HEADER,
          ['GR-IMP-1', 'Guest Room', 'Importerat', 'Fråga ett', '', '', '', ''],
          ['LB-IMP-1', 'Lobby imports', 'Entré', 'Fråga två', '', '', '', ''],
          ['GR-IMP-2', ' guest room ', 'Importerat', 'Fråga tre', '', '', '', ''],
        ],
        Blad2: [HEADER, ['GR-IMP-3', 'Guest Room', 'Importerat', 'Fråga fyra', '', '', '', '']],
      }),
    );
    expect(parsed.status, JSON.stringify(parsed.body)).toBe(200);
    expect(parsed.body.map((g) => [g.name, g.questions.map((q) => q.referenceNumber)])).toEqual([
      ['Guest Room', ['GR-IMP-1', 'GR-IMP-2', 'GR-IMP-3']],
      ['Lobby imports', ['LB-IMP-1']],
    ]);
    expect(parsed.body.flatMap(errorsOf)).toEqual([]);

    const imported = await admin.request<Array<{ referenceNumber: string; import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      parsed.body,
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.map((r) => r.import)).toEqual(['create', 'create', 'create', 'create']);
    // Module types answer their names in the language asked (the demo's have all ten): the sheet's are English.
    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      '/api/admin/inspection-module-types?languageShortCode=en_US',
    );
    const names = types.body.map((t) => t.name);
    expect(names).not.toContain('Import');
    expect(names).not.toContain('Blad2');
    // Into the existing Guest Room type, not a new one spelled like the row.
    expect(names.filter((n) => n.toLowerCase() === 'guest room')).toEqual(['Guest Room']);
    const guestRoom = types.body.find((t) => t.name === 'Guest Room')!;
    const tree = await admin.request<{
      clusters: Array<{ name: string; questions: Array<{ referenceNumber: string }> }>;
    }>('GET', `/api/admin/questions/${guestRoom.id}?languageShortCode=sv_SE`);
    const imports = tree.body.clusters.find((c) => c.name === 'Importerat')!;
    expect(imports.questions.map((q) => q.referenceNumber)).toEqual(['GR-IMP-1', 'GR-IMP-2', 'GR-IMP-3']);

    // A group sent under another name (an older client) still goes where its rows say.
    // A sheet naming the type in another of its languages imports into it too (German here).
    const german = await upload(
      await workbook({
        Blatt: [HEADER, ['GR-IMP-4', 'Gästezimmer', 'Importerat', 'Fråga fem', '', '', '', '']],
      }),
    );
    expect(german.body.flatMap(errorsOf)).toEqual([]);
    expect(german.body[0]!.questions.map((q) => q.import)).toEqual(['create']);
    await admin.request('POST', '/api/admin/questions/upload', german.body);
    const withGerman = await admin.request<typeof tree.body>(
      'GET',
      `/api/admin/questions/${guestRoom.id}?languageShortCode=sv_SE`,
    );
    expect(withGerman.body.clusters.find((c) => c.name === 'Importerat')!.questions.at(-1)).toMatchObject({
      referenceNumber: 'GR-IMP-4',
    });
    const typeCount = (await admin.request<unknown[]>('GET', '/api/admin/inspection-module-types')).body
      .length;
    expect(typeCount).toBe(types.body.length);
    // And a number of that type named under its other name is no "other module type".
    const moved = await upload(
      await workbook({ Blatt: [HEADER, ['GR-IMP-1', 'Gästrum', 'Importerat', 'Fråga ett', '', '', '', '']] }),
    );
    expect(moved.body.flatMap(errorsOf)).toEqual([]);

    const renamed = [{ ...parsed.body[1]!, name: 'Sheet1' }];
    const again = await admin.request<Array<{ import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      renamed,
    );
    expect(again.body).toEqual([{ referenceNumber: 'LB-IMP-1', import: 'unchanged' }]);
    const after = await admin.request<Array<{ name: string }>>('GET', '/api/admin/inspection-module-types');
    expect(after.body.map((t) => t.name)).not.toContain('Sheet1');
  });

  it('refuses a reference number that belongs to another module type', async () => {
    const parsed = await upload(
      await workbook({ Spa: [HEADER, ['LO-4099-1', 'Spa', 'Bastu', 'Flyttad fråga', '', '', '', '']] }),
    );
    expect(errorsOf(parsed.body[0]!)).toEqual(['LO-4099-1:referenceNumber.otherModuleType']);
  });

  it('refuses what is not a spreadsheet, a zip bomb, too many rows and an unknown column language', async () => {
    // The archives are built first: compressing them blocks this process (and the server in it) for seconds,
    // and a keep-alive connection the server closes meanwhile would reset the next upload.
    // 200 MB of zeros in a few hundred kilobytes.
    const bomb = zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(200 * 1024 * 1024) },
    ]);
    // A million rows: refused before or while reading, never parsed whole.
    const million = [
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ];
    for (let r = 1; r <= 1_000_000; r++) million.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
    million.push('</sheetData></worksheet>');
    const huge = zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(million.join('')) },
    ]);
    expect((await upload(Buffer.from('name;content\nx;y\n'), 'questions.xlsx')).body.msg).toBe(
      'import.notSpreadsheet',
    );
    expect((await upload(Buffer.from('%PDF-1.7\n'), 'questions.xlsx')).body.msg).toBe(
      'import.notSpreadsheet',
    );
    const zipWithoutWorkbook = zipOf([{ name: 'hello.txt', data: Buffer.from('hello') }]);
    expect((await upload(zipWithoutWorkbook)).body.msg).toBe('import.notSpreadsheet');

    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload(bomb);
    expect(refused).toMatchObject({ status: 400, body: { msg: 'import.unsafeArchive' } });

    const answer = await upload(huge);
    expect(answer.status).toBe(400);
    expect(['import.unsafeArchive', 'import.tooManyRows']).toContain(answer.body.msg);

    const manyRows: CellValue[][] = [HEADER];
    for (let r = 0; r < 5001; r++) manyRows.push([`M-${r}`, 'Many', 'C', 'Fråga', '', '', '', '']);
    expect((await upload(await workbook({ Many: manyRows }))).body.msg).toBe('import.tooManyRows');

    const header = await upload(
      await workbook({
        Lobby: [
          [...HEADER, 'content::xx_XX'],
          ['X-1', 'Lobby', 'C', 'Fråga'],
        ],
      }),
    );
    expect(header.body[0]!.errors).toEqual([{ field: 'header', error: 'unknownLanguage' }]);
    // The server is still answering.
    expect((await admin.request('GET', '/api/health')).status).toBe(200);
  });

  it('reports a 1 MB cell per row and keeps none of it', async () => {
    const big = randomBytes(800 * 1024).toString('base64');
    const parsed = await upload(
      await workbook({ Lobby: [HEADER, ['B-1', 'Lobby', 'Entré', big, '', '', '', '']] }),
    );
    expect(parsed.status).toBe(200);
    expect(errorsOf(parsed.body[0]!)).toEqual(['B-1:content.tooLong']);
    expect(parsed.body[0]!.questions[0]!.content).toBe('');
  });

  it('imports a sheet over 1 MiB of changes in appends that each fit the event log limit', async () => {
    // 600 questions of 2,500 characters: about 1.5 MB of ImportQuestions events for one module type, which
    // one append could not hold (both event stores refuse an append over 1 MiB).
    const text = (i: number) => `${i} `.padEnd(2500, 'Är handfatet fritt från kalkfläckar? ');
    const rows = Array.from({ length: 600 }, (_, i) => [
      `BIG-${i}`,
      'Big',
      `Kluster ${i % 7}`,
      text(i),
      'C',
      '',
      '',
      '',
    ]);
    const parsed = await upload(await workbook({ Big: [HEADER, ...rows] }));
    expect(parsed.status).toBe(200);
    expect(errorsOf(parsed.body[0]!)).toEqual([]);
    const imported = await admin.request<Array<{ import: string }>>(
      'POST',
      '/api/admin/questions/upload',
      parsed.body,
    );
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200);
    expect(imported.body).toHaveLength(600);
    expect(imported.body.every((r) => r.import === 'create')).toBe(true);
    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      '/api/admin/inspection-module-types',
    );
    const big = types.body.find((t) => t.name === 'Big')!;
    const tree = await admin.request<{ clusters: Array<{ questions: unknown[] }> }>(
      'GET',
      `/api/admin/questions/${big.id}?languageShortCode=sv_SE`,
    );
    expect(tree.body.clusters.reduce((n, c) => n + c.questions.length, 0)).toBe(600);
  });

  it('refuses a file over 10 MB and anything from a non-superUser', async () => {
    const over = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    expect((await upload(over)).status).toBe(413);
    const agent = new ApiClient(server.url);
    await agent.login('company@demo.test');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('x'))]), 'x.xlsx');
    const response = await fetch(`${server.url}/api/admin/questions/upload-xlsx`, {
      method: 'POST',
      body: form,
      headers: { cookie: agent.sessionCookie },
    });
    expect(response.status).toBe(403);
  });
});
