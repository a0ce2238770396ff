import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../src-api/web/routes.ts';
import { readManifest, staticClosure } from '../support/web-bundle.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would decompress it and hide what went over the wire). */
function rawGet(url: string, acceptEncoding?: string, cookie?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(cookie ? { cookie } : {}),
    };
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

// The build the global setup makes (npx vite build) is what this server serves from dist/web.
describe('the web app served compressed', () => {
  let server: TestServer;
  let entry: string;
  beforeAll(async () => {
    server = await startTestServer();
    // The app's page; the wall dashboard's page (dashboard-view.html) is the build's other entry.
    entry = readManifest()['index.html']!.file;
  });
  afterAll(() => server.close());

  it("sends the page's scripts as brotli, gzip or plain by Accept-Encoding, cached for a year", async () => {
    // The largest: the entry itself only imports the start chunks (scripts/vite-shared-chunk.ts), too small to
    // be worth a compressed copy.
    const script = staticClosure(readManifest(), ['index.html'])
      .map((file) => ({ file, size: readFileSync(join(WEB_DIST, file)).length }))
      .sort((a, b) => b.size - a.size)[0]!.file;
    const plain = readFileSync(join(WEB_DIST, script));
    const br = await rawGet(`${server.url}/${script}`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('max-age=31536000,immutable');
    expect(br.body.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);

    const gz = await rawGet(`${server.url}/${script}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);

    const identity = await rawGet(`${server.url}/${script}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  it('sends the page compressed and never cached without asking again', async () => {
    const page = await rawGet(`${server.url}/sessions`, 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(page.body).toString()).toContain(entry);
  });

  // Else the screen's chunk is asked for only once the app's scripts have run: a round trip later on a phone.
  it("names the chunks of an agent's screen in its page, and none of another screen's", async () => {
    const manifest = readManifest();
    const start = manifest['scenes/Start/StartScene.tsx']!.file;
    const module = manifest['scenes/Module/ModuleScene.tsx']!.file;
    const startPage = await rawGet(`${server.url}/start`, 'gzip');
    expect(startPage.headers['content-encoding']).toBe('gzip');
    expect(startPage.headers['cache-control']).toBe('no-cache');
    const html = gunzipSync(startPage.body).toString();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${start}">`);
    expect(html).not.toContain(module);
    expect(html).toContain(entry);

    const modulePage = (await rawGet(`${server.url}/sessions/s1/modules/m1`)).body.toString();
    expect(modulePage).toContain(`<link rel="modulepreload" crossorigin href="/${module}">`);
    const adminPage = (await rawGet(`${server.url}/admin/audit-trail`)).body.toString();
    expect(adminPage).not.toContain(start);
    expect(adminPage).toBe(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));
  });

  // The first render waits for the session and the texts: the page asks for them while it is still read.
  it("preloads the session check, the kept language's texts and, signed in, the inspection a page shows", async () => {
    const manifest = readManifest();
    const texts = (locale: string) => manifest[`locales/${locale}/messages.po?part=agent`]!.file;
    const id = '0b8f3c1e-5d2a-4f6b-9c7d-1e2f3a4b5c6d';
    const signedOut = await rawGet(`${server.url}/sessions/${id}/modules/m1`);
    const html = signedOut.body.toString();
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/sessions/check">');
    // No language kept yet: the default's texts.
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${texts('sv_SE')}">`);
    expect(html).not.toContain(texts('de_DE'));
    expect(signedOut.headers.vary).toMatch(/Cookie/i);
    // Without a session the inspection would be a 401 the app never reads: not asked for.
    expect(signedOut.headers.link).toBeUndefined();

    const german = await rawGet(
      `${server.url}/sessions/${id}/modules/m1`,
      undefined,
      'inspecta_locale=de_DE; inspecta_session=any',
    );
    expect(german.body.toString()).toContain(
      `<link rel="modulepreload" crossorigin href="/${texts('de_DE')}">`,
    );
    expect(german.body.toString()).not.toContain(texts('sv_SE'));
    expect(german.headers.link).toBe(
      `</api/inspections/${id}?languageShortCode=de_DE>; rel=preload; as=fetch; crossorigin`,
    );
    // An unknown language is the default; an id that is not one is never written into the header.
    const odd = await rawGet(
      `${server.url}/sessions/${id}%3E%3Bx/modules/m1`,
      undefined,
      'inspecta_locale=xx_XX; inspecta_session=any',
    );
    expect(odd.body.toString()).toContain(texts('sv_SE'));
    expect(odd.headers.link).toBeUndefined();
    const start = await rawGet(`${server.url}/start`, undefined, 'inspecta_session=any');
    expect(start.headers.link).toBeUndefined();
  });

  it('serves no source maps and not the build manifest', async () => {
    expect(readFileSync(join(WEB_DIST, entry), 'utf8')).not.toContain('sourceMappingURL');
    expect((await rawGet(`${server.url}/${entry}.map`)).status).toBe(404);
    const manifest = await rawGet(`${server.url}/.vite/manifest.json`);
    expect(manifest.body.toString()).not.toContain('"isEntry"');
  });
});
