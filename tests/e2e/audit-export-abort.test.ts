import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors } from '../support/actors.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/** Comments long enough that the export is far more than the connection buffers: it cannot finish unread. */
const COMMENTS = 400;
const COMMENT_LENGTH = 10_000;

interface ExportRecord {
  exportId: string;
  status: string;
  count: number;
  bytes: number;
  abortReason?: string;
  format: string;
  filters: Record<string, string>;
  by: string;
}

/**
 * Starts an export over a real socket and takes its headers, reads none of the body for a moment (the server
 * fills the connection's buffers and waits), then drops the connection as a browser does when its download
 * is cancelled. Resolves with the export's id.
 */
function downloadAndDrop(url: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
      response.pause();
      setTimeout(() => {
        req.destroy();
        resolve(String(response.headers['x-audit-export-id']));
      }, 500);
    });
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}

describe('an audit-trail export whose client drops the connection', () => {
  let server: TestServer;
  let superUser: ApiClient;
  let inspectionId: string;
  const manifest = (exportId: string) =>
    superUser.request<ExportRecord>('GET', `/api/admin/audit-trail/exports/${exportId}/manifest`);

  beforeAll(async () => {
    server = await startTestServer();
    superUser = new ApiClient(server.url);
    expect((await superUser.login('super@demo.test')).status).toBe(200);
    const { id, module, question } = (await demoFixtures(server)).solvikInspection;
    inspectionId = id;
    const agent = (await signInActors(server)).user;
    for (let i = 0; i < COMMENTS; i++) {
      const comment = `${i} `.padEnd(COMMENT_LENGTH, 'abcdefghij');
      const path = `/api/inspections/${id}/modules/${module}/questions/${question}/comment`;
      expect((await agent.request('POST', path, { comment })).status).toBe(200);
    }
  }, 600_000);
  afterAll(() => server?.close());

  it('is recorded when it starts and then as aborted, with how far it got, in its record and the trail', async () => {
    // A whole export first: how many entries and bytes the full file has.
    const full = await fetch(
      `${server.url}/api/admin/audit-trail/export?format=jsonl&inspectionId=${inspectionId}&languageShortCode=en_US`,
      {
        headers: { cookie: superUser.sessionCookie },
      },
    );
    const fullBytes = (await full.arrayBuffer()).byteLength;
    const fullRecord = (await manifest(full.headers.get('x-audit-export-id')!)).body;
    expect(fullRecord).toMatchObject({ status: 'completed', bytes: fullBytes });
    expect(fullRecord.count).toBeGreaterThan(COMMENTS);
    expect(fullBytes).toBeGreaterThan(COMMENTS * COMMENT_LENGTH * 2);

    const droppedId = await downloadAndDrop(
      `${server.url}/api/admin/audit-trail/export?format=jsonl&inspectionId=${inspectionId}&languageShortCode=en_US`,
      superUser.sessionCookie,
    );
    await expect
      .poll(async () => (await manifest(droppedId)).body.status, { timeout: 30_000 })
      .toBe('aborted');
    const aborted = (await manifest(droppedId)).body;
    expect(aborted).toMatchObject({
      exportId: droppedId,
      format: 'jsonl',
      filters: { inspectionId, languageShortCode: 'en_US' },
      abortReason: 'clientDisconnected',
    });
    expect(aborted.by).toBe(fullRecord.by);
    // It stopped part way: some entries and bytes left, fewer than the whole file.
    expect(aborted.count).toBeGreaterThan(0);
    expect(aborted.count).toBeLessThan(fullRecord.count);
    expect(aborted.bytes).toBeGreaterThan(0);
    expect(aborted.bytes).toBeLessThan(fullBytes);

    // The audit trail shows its start and its abort.
    const trail = await superUser.request<{
      items: Array<{ subjectId: string; changes: Array<{ field: string; to: unknown }> }>;
    }>('GET', '/api/admin/audit-trail?kind=export&limit=50');
    const fields = trail.body.items
      .filter((item) => item.subjectId === droppedId)
      .flatMap((item) => item.changes.map((change) => [change.field, change.to]));
    expect(fields).toEqual(
      expect.arrayContaining([
        // Its figures as values, never one text: the screen words them.
        ['exportStarted', { format: 'jsonl', filters: { inspectionId, languageShortCode: 'en_US' } }],
        [
          'exportAborted',
          { format: 'jsonl', count: aborted.count, bytes: aborted.bytes, reason: 'clientDisconnected' },
        ],
      ]),
    );
  });
});
