import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportEntries } from '../../src-api/audit-trail/export-read.ts';
import type { AuditExportManifest } from '../../src-domain/audit-export/index.ts';
import { logLookupOf } from '../../src-domain/audit-export/log-lookup.ts';
import { sha256Of, verifyAuditExport } from '../../src-domain/audit-export/verify-export.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { tempDir } from '../support/temp-dir.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run verify-log -- --export … --manifest …` over the server's data directory. */
function verifyLog(
  dataDir: string,
  file: string,
  manifest: string,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'verify-log.ts'), '--export', file, '--manifest', manifest],
      { cwd: ROOT, env: { PATH: process.env.PATH!, DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/**
 * An audit-trail export as a user downloads it (each format), with the manifest the app serves, checked
 * against the log it came from: by the function the command line runs, and by the command itself.
 */
describe('verifying an audit-trail export against its manifest and the log', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  const files = tempDir('audit-export-');

  const download = async (query: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/admin/audit-trail/export?${new URLSearchParams(query)}`, {
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const manifest = await as.companyAdmin.request<AuditExportManifest>(
      'GET',
      response.headers.get('x-audit-export-manifest')!,
    );
    expect(manifest.status).toBe(200);
    return { bytes, manifest: manifest.body };
  };
  const verify = async (bytes: Buffer, manifest: AuditExportManifest) =>
    verifyAuditExport(
      bytes,
      await readExportEntries(bytes, manifest.format),
      manifest,
      logLookupOf(server.runtime.container.get(TOKENS.events)),
    );

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const { id, module, question } = f.solvikInspection;
    const path = `/api/inspections/${id}/modules/${module}/questions/${question}`;
    for (const body of [{ score: 1 }, { score: 3 }, { score: 2, comment: 'Dammigt, "hörn" och\nlister' }])
      expect((await as.user.request('POST', `${path}/score`, body)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    files.remove();
  });

  it('passes each format as downloaded, by the function and by npm run verify-log', async () => {
    for (const format of ['jsonl', 'csv', 'xlsx'] as const) {
      const { bytes, manifest } = await download({ inspectionId: f.solvikInspection.id, format });
      expect(manifest.count).toBeGreaterThanOrEqual(3);
      expect(await verify(bytes, manifest)).toEqual({ ok: true, count: manifest.count });
      const file = join(files.path, `export.${format}`);
      writeFileSync(file, bytes);
      writeFileSync(`${file}.json`, JSON.stringify(manifest));
      const cli = await verifyLog(server.dataDir, file, `${file}.json`);
      expect(cli.output).toContain(`Export intact: ${manifest.count} entries`);
      expect(cli.code).toBe(0);
    }
  });

  it('finds an edited file, and a manifest rewritten to match it, by the manifest the log recorded', async () => {
    const { bytes, manifest } = await download({ inspectionId: f.solvikInspection.id, format: 'jsonl' });
    const lines = bytes.toString('utf8').trim().split('\n');
    const shorter = Buffer.from(`${lines.slice(1).join('\n')}\n`);
    expect(await verify(shorter, manifest)).toEqual({ ok: false, problem: { kind: 'sha256' } });
    const rewritten = {
      ...manifest,
      sha256: sha256Of(shorter),
      bytes: shorter.length,
      count: lines.length - 1,
    };
    expect(await verify(shorter, rewritten)).toMatchObject({
      ok: false,
      problem: { kind: 'manifestChanged' },
    });
    expect(await verify(bytes, { ...manifest, exportId: crypto.randomUUID() })).toEqual({
      ok: false,
      problem: { kind: 'notRecorded' },
    });

    const file = join(files.path, 'shorter.jsonl');
    writeFileSync(file, shorter);
    writeFileSync(`${file}.json`, JSON.stringify(rewritten));
    const cli = await verifyLog(server.dataDir, file, `${file}.json`);
    expect(cli.output).toContain('Export TAMPERED');
    expect(cli.code).toBe(1);
  });

  it('checks an uploaded export in the app: intact, changed, unreadable for anyone but a superUser', async () => {
    const { bytes, manifest } = await download({ inspectionId: f.solvikInspection.id, format: 'csv' });
    const check = async (client: ApiClient, file: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'audit-trail.csv');
      const response = await fetch(`${server.url}/api/admin/audit-trail/exports/verify`, {
        method: 'POST',
        headers: client.sessionCookie ? { cookie: client.sessionCookie } : {},
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    // The same query exported earlier gave the same bytes: whichever recorded export has them answers.
    const intact = await check(as.superUser, bytes);
    expect(intact).toMatchObject({
      status: 200,
      body: { ok: true, msg: 'auditTrail.exportIntact', count: manifest.count, problem: null },
    });
    const which = intact.body.export as { exportId: string; format: string };
    expect(which.format).toBe('csv');
    const recorded = await as.superUser.request<AuditExportManifest>(
      'GET',
      `/api/admin/audit-trail/exports/${which.exportId}/manifest`,
    );
    expect(recorded.body.sha256).toBe(manifest.sha256);
    const edited = Buffer.from(bytes.toString('utf8').replace(/\r\n[^\r]*\r\n$/, '\r\n'));
    expect(edited.length).toBeLessThan(bytes.length);
    expect((await check(as.superUser, edited)).body).toMatchObject({
      ok: false,
      msg: 'auditTrail.exportUnknown',
    });
    expect((await check(as.companyAdmin, bytes)).status).toBe(403);
    expect((await check(new ApiClient(server.url), bytes)).status).toBe(401);
  });

  it('finds an export made from an altered read model: its entry is not that event of the log', async () => {
    const trail = readModelsOf(server).collection<{ _id: string; inspectionId?: string; hash: string }>(
      'auditTrail',
    );
    const entry = (await trail.find({ inspectionId: f.solvikInspection.id }))[0]!;
    await trail.updateOne({ _id: entry._id }, { $set: { hash: '0'.repeat(64) } });
    for (const format of ['jsonl', 'csv', 'xlsx'] as const) {
      const { bytes, manifest } = await download({ inspectionId: f.solvikInspection.id, format });
      expect(await verify(bytes, manifest)).toMatchObject({ ok: false, problem: { kind: 'notInLog' } });
    }
  });
});
