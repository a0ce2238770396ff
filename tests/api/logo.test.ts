import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsTaggedJpeg, photo, pixelFloodPng } from '../support/hostile-images.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

describe('organization logo', () => {
  let server: TestServer;
  let company: ApiClient;
  let agent: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    company = new ApiClient(server.url);
    agent = new ApiClient(server.url);
    await company.login('company@demo.test');
    await agent.login('agent@demo.test');
  });
  afterAll(() => server.close());

  async function upload(
    client: ApiClient,
    data: Buffer,
    name: string,
    type = 'application/octet-stream',
    field = 'image',
  ) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)], { type }), name);
    const response = await fetch(`${server.url}/api/admin/organizations/my/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.sessionCookie },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const storedFiles = () => {
    try {
      return readdirSync(join(server.dataDir, 'files'), { recursive: true }).filter((f) =>
        String(f).endsWith('.webp'),
      );
    } catch {
      return [];
    }
  };
  const organization = async () =>
    (await company.request<{ hasLogo: boolean }>('GET', '/api/admin/organizations/my')).body;

  it('answers "no logo" before one is uploaded', async () => {
    expect(await agent.request('GET', '/api/admin/organizations/my/logo')).toMatchObject({
      status: 404,
      body: { msg: 'organizations.noLogo' },
    });
  });

  const refusals: Array<[string, () => Promise<Buffer> | Buffer, string, number, string]> = [
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      400,
      'upload.unsupportedType',
    ],
    [
      'an HTML page',
      () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'logo.png',
      400,
      'upload.unsupportedType',
    ],
    ['a PNG with a .jpg name', () => photo(10, 10, 'png'), 'logo.jpg', 400, 'upload.wrongExtension'],
    ['a 20000 x 20000 pixel flood', () => pixelFloodPng(), 'flood.png', 400, 'upload.invalidImage'],
    [
      'a file over 5 MB',
      () =>
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(5 * 1024 * 1024 + 10),
        ]),
      'big.png',
      413,
      'upload.tooLarge',
    ],
  ];
  for (const [what, make, name, status, key] of refusals) {
    it(`refuses ${what} with ${key}, storing nothing`, async () => {
      const answer = await upload(company, await make(), name);
      expect(answer).toMatchObject({ status, body: { msg: key } });
      expect(storedFiles()).toEqual([]);
      expect((await organization()).hasLogo).toBe(false);
    });
  }

  it('refuses an upload without the image field', async () => {
    expect(await upload(company, await photo(10, 10), 'logo.png', 'image/png', 'file')).toMatchObject({
      status: 400,
      body: { msg: 'upload.missingFile' },
    });
  });

  it('refuses an upload by a hotelAdmin', async () => {
    const hotelAdmin = new ApiClient(server.url);
    await hotelAdmin.login('hotel@demo.test');
    expect((await upload(hotelAdmin, await photo(10, 10), 'logo.png')).status).toBe(403);
  });

  it('stores a GPS-tagged JPEG without its EXIF, at most 1024 px, and serves it to the organization with nosniff', async () => {
    const original = await gpsTaggedJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(await upload(company, original, 'photo.JPG')).toMatchObject({
      status: 200,
      body: { mimeType: 'image/webp', width: 640, height: 480 },
    });

    const big = await upload(company, await photo(3000, 1500, 'png'), 'wide.png');
    expect(big.body).toMatchObject({ width: 1024, height: 512 });
    // The answer is the organization as its GET presents it, with a logo version that is new for the new logo.
    const first = (await organization()) as { id: string; hasLogo: boolean; logoVersion: string | null };
    expect(big.body).toMatchObject({ id: first.id, hasLogo: true, logoVersion: first.logoVersion });
    expect(first.logoVersion).toMatch(/^[\w-]{16}$/);
    const session = (await company.request<{ organizationLogoVersion: string }>('GET', '/api/sessions/check'))
      .body;
    expect(session.organizationLogoVersion).toBe(first.logoVersion);
    expect(storedFiles()).toHaveLength(1); // the replaced logo's file is gone

    const response = await fetch(`${server.url}/api/admin/organizations/my/logo`, {
      headers: { cookie: agent.sessionCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // For the signed-in user who asked only, and kept by no cache.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const served = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    expect(metadata.exif).toBeUndefined();

    const gpsOnly = await upload(company, original, 'photo.jpeg');
    expect(gpsOnly.status).toBe(200);
    expect(gpsOnly.body.logoVersion).not.toBe(first.logoVersion);
    const again = Buffer.from(
      await (
        await fetch(`${server.url}/api/admin/organizations/my/logo`, {
          headers: { cookie: agent.sessionCookie },
        })
      ).arrayBuffer(),
    );
    expect((await sharp(again).metadata()).exif).toBeUndefined();
    expect(again.includes(Buffer.from('Tracker 3000'))).toBe(false);
  });

  it('is removed again', async () => {
    expect(await company.request('DELETE', '/api/admin/organizations/my/logo')).toMatchObject({
      status: 200,
      body: { hasLogo: false, logoVersion: null },
    });
    expect((await organization()).hasLogo).toBe(false);
    expect(storedFiles()).toEqual([]);
    expect((await agent.request('GET', '/api/admin/organizations/my/logo')).status).toBe(404);
  });

  it('is not served to another organization', async () => {
    const nordic = new ApiClient(server.url);
    await nordic.login('nordic-agent@demo.test');
    const mine = (await company.request<{ id: string }>('GET', '/api/admin/organizations/my')).body.id;
    expect((await nordic.request('GET', `/api/admin/organizations/${mine}/logo`)).status).toBe(404);
  });
});
