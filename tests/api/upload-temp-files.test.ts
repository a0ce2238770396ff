import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { photo } from '../support/hostile-images.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** Formidable names its temporary files with 25 hex digits (hexoid(25)), without an extension. */
const FORMIDABLE_NAME = /^[0-9a-f]{25}$/;

/** Every file (not directory) under `dir`, at any depth; none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true })
      .map((name) => join(dir, String(name)))
      .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  } catch {
    return [];
  }
}
const formidableFilesInTmp = () => readdirSync(tmpdir()).filter((name) => FORMIDABLE_NAME.test(name));

interface Part {
  field: string;
  data?: Buffer;
  name?: string;
  value?: string;
}

/**
 * Unauthenticated, cross-tenant and malformed uploads: each is refused with its key, and no byte of any of them
 * stays on disk — neither in DATA_DIR/uploads nor in the system's temporary directory.
 */
describe('upload temporary files', () => {
  let server: TestServer;
  let f: Fixtures;
  const as = {} as Record<'agent' | 'company' | 'nordicCompany' | 'super', ApiClient>;
  let tmpBefore: Set<string>;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    for (const [who, email] of [
      ['agent', 'agent@demo.test'],
      ['company', 'company@demo.test'],
      ['nordicCompany', 'nordic-company@demo.test'],
      ['super', 'super@demo.test'],
    ] as const) {
      as[who] = new ApiClient(server.url);
      expect((await as[who].login(email)).status).toBe(200);
    }
    tmpBefore = new Set(formidableFilesInTmp());
  });
  afterAll(() => server.close());

  const logo = (organizationId = 'my') => `/api/admin/organizations/${organizationId}/logo`;
  const attachment = (inspection: { id: string; module: string; question: string }) =>
    `/api/inspections/${inspection.id}/modules/${inspection.module}/questions/${inspection.question}/files`;
  const spreadsheet = '/api/admin/questions/upload-xlsx';

  async function post(path: string, parts: Part[], client?: ApiClient) {
    const form = new FormData();
    for (const part of parts)
      if (part.data) form.append(part.field, new Blob([new Uint8Array(part.data)]), part.name ?? 'a.png');
      else form.append(part.field, part.value ?? '');
    const response = await fetch(server.url + path, {
      method: 'POST',
      body: form,
      headers: client ? { cookie: client.sessionCookie } : {},
    });
    return { status: response.status, msg: ((await response.json()) as { msg: string }).msg };
  }

  /** A multipart body cut off before its closing boundary, declared as complete. */
  async function truncated(path: string, client: ApiClient, field: string) {
    const boundary = 'hostile-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(256 * 1024, 7),
    ]);
    const response = await fetch(server.url + path, {
      method: 'POST',
      body,
      headers: { cookie: client.sessionCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: response.status, msg: ((await response.json()) as { msg: string }).msg };
  }

  it('leaves no temporary file after 50 hostile posts, and answers each with its key', async () => {
    const fourMegabytes = Buffer.alloc(4 * 1024 * 1024, 1);
    const png = await photo(32, 32);
    const hostile: Array<[string, () => Promise<{ status: number; msg: string }>, number, string]> = [];
    const add = (
      what: string,
      times: number,
      send: () => ReturnType<typeof post>,
      status: number,
      key: string,
    ) => {
      for (let i = 0; i < times; i++) hostile.push([`${what} #${i + 1}`, send, status, key]);
    };
    // No cookie: nothing of the body is read.
    add(
      'no cookie, logo',
      5,
      () => post(logo(f.demoOrg), [{ field: 'image', data: fourMegabytes }]),
      401,
      'errors.invalidSession',
    );
    add(
      'no cookie, attachment',
      4,
      () => post(attachment(f.solvikInspection), [{ field: 'file', data: fourMegabytes }]),
      401,
      'errors.invalidSession',
    );
    add(
      'no cookie, spreadsheet',
      4,
      () => post(spreadsheet, [{ field: 'file', data: fourMegabytes }]),
      401,
      'errors.invalidSession',
    );
    // A role or an organization that may not.
    add(
      'an agent, logo',
      4,
      () => post(logo(), [{ field: 'image', data: fourMegabytes }], as.agent),
      403,
      'errors.noPermission',
    );
    add(
      'another organization, logo',
      4,
      () => post(logo(f.demoOrg), [{ field: 'image', data: fourMegabytes }], as.nordicCompany),
      404,
      'errors.notFound',
    );
    add(
      'another organization, attachment',
      4,
      () => post(attachment(f.bryggenInspection), [{ field: 'file', data: fourMegabytes }], as.agent),
      404,
      'errors.notFound',
    );
    add(
      'an admin, spreadsheet',
      3,
      () => post(spreadsheet, [{ field: 'file', data: fourMegabytes }], as.company),
      403,
      'errors.noPermission',
    );
    // Allowed, but hostile in shape.
    add(
      'wrong field, logo',
      4,
      () => post(logo(), [{ field: 'file', data: png }], as.company),
      400,
      'upload.missingFile',
    );
    add(
      'wrong field, attachment',
      3,
      () => post(attachment(f.solvikInspection), [{ field: 'image', data: png, name: 'a.png' }], as.agent),
      400,
      'upload.missingFile',
    );
    add(
      'two files, logo',
      3,
      () =>
        post(
          logo(),
          [
            { field: 'image', data: png },
            { field: 'image', data: png },
          ],
          as.company,
        ),
      400,
      'upload.missingFile',
    );
    add(
      'two files, attachment',
      3,
      () =>
        post(
          attachment(f.solvikInspection),
          [
            { field: 'file', data: png },
            { field: 'file', data: png },
          ],
          as.agent,
        ),
      400,
      'upload.missingFile',
    );
    add(
      'a file beside the right one, logo',
      2,
      () =>
        post(
          logo(),
          [
            { field: 'other', data: fourMegabytes },
            { field: 'image', data: Buffer.from('not an image'), name: 'a.png' },
          ],
          as.company,
        ),
      400,
      'upload.unsupportedType',
    );
    add(
      'too many fields, attachment',
      2,
      () =>
        post(
          attachment(f.solvikInspection),
          [
            ...Array.from({ length: 8 }, (_, i) => ({ field: `f${i}`, value: 'x' })),
            { field: 'file', data: png },
          ],
          as.agent,
        ),
      400,
      'upload.missingFile',
    );
    add(
      'over 5 MB, logo',
      2,
      () => post(logo(), [{ field: 'image', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }], as.company),
      413,
      'upload.tooLarge',
    );
    add(
      'over 10 MB, spreadsheet',
      1,
      () =>
        post(
          spreadsheet,
          [{ field: 'file', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1), name: 'a.xlsx' }],
          as.super,
        ),
      413,
      'import.fileTooLarge',
    );
    add(
      'cut off, attachment',
      1,
      () => truncated(attachment(f.solvikInspection), as.agent, 'file'),
      400,
      'upload.missingFile',
    );
    add('cut off, logo', 1, () => truncated(logo(), as.company, 'image'), 400, 'upload.missingFile');
    expect(hostile).toHaveLength(50);
    const storedBefore = filesUnder(join(server.dataDir, 'files'));

    const answers: Array<[string, { status: number; msg: string }]> = [];
    for (const [what, send] of hostile) answers.push([what, await send()]);

    expect(filesUnder(join(server.dataDir, 'uploads'))).toEqual([]);
    expect(formidableFilesInTmp().filter((name) => !tmpBefore.has(name))).toEqual([]);
    // Nothing was stored either.
    expect(filesUnder(join(server.dataDir, 'files'))).toEqual(storedBefore);
    expect(answers).toEqual(hostile.map(([what, , status, key]) => [what, { status, msg: key }]));
  }, 120_000);

  it('still takes a good upload through DATA_DIR/uploads, and leaves nothing there', async () => {
    expect(
      await post(logo(), [{ field: 'image', data: await photo(64, 64), name: 'logo.png' }], as.company),
    ).toMatchObject({ status: 200 });
    expect(filesUnder(join(server.dataDir, 'uploads'))).toEqual([]);
    expect((statSync(join(server.dataDir, 'uploads')).mode & 0o777).toString(8)).toBe('700');
  });
});
