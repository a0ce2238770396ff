import { LOCALES } from '../../src-domain/shared/locales.ts';
import { ApiClient, startTestServer } from '../support/test-server.ts';
import { workbook, type CellValue } from '../support/xlsx.ts';

const ROWS = 5000;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The question spreadsheet at its limit: a sheet of 5,000 questions with all ten languages, through the real
 * server. Reading (zip check, streaming worker, row checks), the first import (5,000 creates), the same
 * import again (5,000 updates that change nothing) and the export. One run each, whole-request times.
 */
export async function benchCatalogue(log: (line: string) => void): Promise<void> {
  const server = await startTestServer();
  try {
    const admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    const others = LOCALES.filter((l) => l !== 'sv_SE');
    const header = [
      'referenceNumber',
      'module',
      'cluster',
      'grade',
      'isMandatory',
      'content',
      'information',
      ...others.map((l) => `content::${l}`),
    ];
    const rows: CellValue[][] = [header];
    for (let i = 0; i < ROWS; i++)
      rows.push([
        `BENCH-${i}`,
        'Bench',
        `Cluster ${i % 25}`,
        'ABCDEFGH'[i % 8]!,
        i % 2 ? 'yes' : 'no',
        `Fråga nummer ${i} om rummets skick?`,
        'Titta noga.',
        ...others.map((l) => `${l} question ${i}`),
      ]);
    const file = await workbook({ Bench: rows });

    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: performance.now() - started };
    };
    const parse = await timed(async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
      const response = await fetch(`${server.url}/api/admin/questions/upload-xlsx`, {
        method: 'POST',
        body: form,
        headers: { cookie: admin.sessionCookie },
      });
      return response.json();
    });
    const first = await timed(() => admin.request('POST', '/api/admin/questions/upload', parse.result));
    const again = await timed(() => admin.request('POST', '/api/admin/questions/upload', parse.result));
    const exported = await timed(async () => {
      const response = await fetch(`${server.url}/api/admin/questions/export-xlsx`, {
        headers: { cookie: admin.sessionCookie },
      });
      return (await response.arrayBuffer()).byteLength;
    });
    if (first.result.status !== 200 || again.result.status !== 200) throw new Error('bench import failed');
    log(
      `Question spreadsheet: one sheet of ${fmt(ROWS)} questions in 10 languages (${fmt(file.length / 1024)} KB)`,
    );
    log('| step | time | questions/s |');
    log('|---|---:|---:|');
    for (const [name, ms] of [
      ['read and check (upload-xlsx)', parse.ms],
      ['import, all new', first.ms],
      ['import again, no change', again.ms],
      [`export (${fmt(exported.result / 1024)} KB, whole catalogue)`, exported.ms],
    ] as const)
      log(`| ${name} | ${(ms / 1000).toFixed(2)} s | ${fmt(ROWS / (ms / 1000))} |`);
  } finally {
    await server.close();
  }
}
