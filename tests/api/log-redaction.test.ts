import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src-api/http/error-handler.ts';
import { loadConfig } from '../../src-server/config.ts';
import { startRuntime, type Runtime } from '../../src-server/runtime.ts';
import { tempDir } from '../support/temp-dir.ts';

const TOKEN = 'q7Vd0fJ3xKpL2mN8sT4wY6zA1bC5eG9hI0jK3lM7nOp';

/**
 * No log line carries a share token (issue 27 item 5): the error handler's line for a failed shared-report
 * request, and every line written through the process's log sink (the API's, the projections', the jobs'),
 * are captured here as they leave.
 */
describe('share tokens in log lines', () => {
  it('are redacted from the error handler’s line for a failed request, path and message alike', async () => {
    const lines: string[] = [];
    const ctx = {
      method: 'GET',
      path: `/api/shared/reports/${TOKEN}/files/organization/inspection-1/a.png`,
      status: 200,
      body: undefined as unknown,
    };
    await errorHandler((line) => lines.push(line))(ctx as unknown as Context, async () => {
      throw new Error(`cannot read /shared/reports/${TOKEN}?languageShortCode=en_GB`);
    });
    expect(ctx.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).toBe(
      'GET /api/shared/reports/[redacted]/files/organization/inspection-1/a.png failed: ' +
        'Error: cannot read /shared/reports/[redacted]?languageShortCode=en_GB',
    );
  });

  describe('through the running server’s log sink', () => {
    const lines: string[] = [];
    let runtime: Runtime;
    const dir = tempDir('inspecta-log-');
    beforeAll(async () => {
      const config = loadConfig({ DATA_DIR: dir.path, PORT: '0' }, dir.path);
      runtime = await startRuntime(config, { log: (line) => lines.push(line) });
    });
    afterAll(async () => {
      await runtime.close();
      dir.remove();
    });

    it('redacts every line the API, projections and jobs write', () => {
      lines.length = 0;
      runtime.services.log(`http: Error: GET https://inspecta.test/shared/reports/${TOKEN} timed out`);
      runtime.services.log(
        `realtime push failed: "/api/shared/reports/${TOKEN}/pdf" and /shared/reports/x-y_z`,
      );
      runtime.services.log('nothing to hide: /api/inspections/42');
      expect(lines).toEqual([
        'http: Error: GET https://inspecta.test/shared/reports/[redacted] timed out',
        'realtime push failed: "/api/shared/reports/[redacted]/pdf" and /shared/reports/[redacted]',
        'nothing to hide: /api/inspections/42',
      ]);
    });
  });
});
