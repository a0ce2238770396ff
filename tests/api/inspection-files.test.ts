import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { gpsTaggedJpeg, photo, pixelFloodPng } from '../support/hostile-images.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('attachments to answers', () => {
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

  const filesPath = () =>
    `/api/inspections/${f.solvikInspection.id}/modules/${f.solvikInspection.module}/questions/${f.solvikInspection.question}/files`;
  async function upload(data: Buffer, name: string, client = agent, isFollowUp = false) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    form.append('isFollowUp', String(isFollowUp));
    const response = await fetch(`${server.url}${filesPath()}`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.sessionCookie },
    });
    return { status: response.status, body: (await response.json()) as { msg?: string; path?: string } };
  }
  const stored = () => {
    try {
      return readdirSync(join(server.dataDir, 'files', 'org', f.demoOrg));
    } catch {
      return [];
    }
  };
  const get = (path: string, client = agent) =>
    fetch(`${server.url}/files/${path}`, { headers: { cookie: client.sessionCookie } });

  const refusals: Array<[string, () => Buffer | Promise<Buffer>, string, number, string]> = [
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      400,
      'upload.unsupportedType',
    ],
    [
      'an HTML page',
      () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      'a.pdf',
      400,
      'upload.unsupportedType',
    ],
    [
      'a program',
      () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]),
      'setup.exe',
      400,
      'upload.unsupportedType',
    ],
    ['a PNG named .pdf', () => photo(10, 10, 'png'), 'report.pdf', 400, 'upload.wrongExtension'],
    ['a PDF named .jpg', () => MINIMAL_PDF, 'photo.jpg', 400, 'upload.wrongExtension'],
    ['a 20000 x 20000 pixel flood', () => pixelFloodPng(), 'flood.png', 400, 'upload.invalidImage'],
    [
      'a file over 20 MB',
      () => Buffer.concat([MINIMAL_PDF, Buffer.alloc(20 * 1024 * 1024)]),
      'big.pdf',
      413,
      'upload.tooLarge',
    ],
  ];
  for (const [what, make, name, status, key] of refusals) {
    it(`refuses ${what} with ${key}, storing nothing`, async () => {
      const before = stored();
      expect(await upload(await make(), name)).toMatchObject({ status, body: { msg: key } });
      expect(stored()).toEqual(before);
    });
  }

  it('stores a photo re-encoded at most 1280 px without EXIF, and serves it only to those who may open the inspection', async () => {
    const big = await sharp(await gpsTaggedJpeg())
      .resize(3000, 2000)
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' } })
      .toBuffer();
    const answer = await upload(big, 'IMG_0001.jpg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const served = await get(answer.body.path!);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    // For the signed-in user who asked only, and kept by no cache.
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const image = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(image).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1280);
    expect(meta.exif).toBeUndefined();
    // Another organization's agent, and a hotelAdmin of another entity, get nothing.
    const nordic = new ApiClient(server.url);
    await nordic.login('nordic-agent@demo.test');
    expect((await get(answer.body.path!, nordic)).status).toBe(404);
    expect((await fetch(`${server.url}/files/${answer.body.path}`)).status).toBe(401);
  });

  it('keeps a PDF as it is, offered as a download', async () => {
    const answer = await upload(MINIMAL_PDF, 'Åtgärdsplan 2026.pdf');
    expect(answer.status).toBe(201);
    const served = await get(answer.body.path!);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
  });

  it('refuses paths that are not stored attachment names', async () => {
    // (A literal ../ is resolved by the client before it is sent: only encoded forms reach the server.)
    for (const path of [
      '..%2F..%2Fetc%2Fpasswd',
      'org%2F..%2F..%2Fconfig',
      `org/${f.demoOrg}/logo-x.webp`,
      'org/x/y',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('removes an attachment, and then it is gone from the answer and the disk', async () => {
    const answer = await upload(await photo(50, 50, 'png'), 'a.png');
    const loaded = await agent.request<{
      modules: Array<{
        id: string;
        clusters: Array<{
          questions: Array<{ id: string; answer: { attachments: Array<{ id: string; path: string }> } }>;
        }>;
      }>;
    }>('GET', `/api/inspections/${f.solvikInspection.id}`);
    const attachment = loaded.body.modules
      .find((m) => m.id === f.solvikInspection.module)!
      .clusters.flatMap((c) => c.questions)
      .find((q) => q.id === f.solvikInspection.question)!
      .answer.attachments.find((a) => a.path === answer.body.path)!;
    const before = stored().length;
    // Not signed in, and another organization's admin: refused before anything changes.
    expect(
      (await new ApiClient(server.url).request('DELETE', `${filesPath()}/${attachment.id}`)).status,
    ).toBe(401);
    const outsider = new ApiClient(server.url);
    await outsider.login('nordic-company@demo.test');
    expect((await outsider.request('DELETE', `${filesPath()}/${attachment.id}`)).status).toBe(404);
    expect(stored().length).toBe(before);

    // Like every change, it answers the live state: the answer without the file.
    const removed = await agent.request<{
      answers: Record<string, Record<string, { attachments: Array<{ id: string }> }>>;
    }>('DELETE', `${filesPath()}/${attachment.id}`);
    expect(removed.status).toBe(200);
    const left = removed.body.answers[f.solvikInspection.module]![f.solvikInspection.question]!.attachments;
    expect(left.map((a) => a.id)).not.toContain(attachment.id);
    expect(stored().length).toBe(before - 1);
    expect((await get(answer.body.path!)).status).toBe(404);
    // Gone is gone: a second removal names why.
    const again = await agent.request('DELETE', `${filesPath()}/${attachment.id}`);
    expect([again.status, (again.body as { msg: string }).msg]).toEqual([
      400,
      'inspections.attachmentNotFound',
    ]);
  });
});
