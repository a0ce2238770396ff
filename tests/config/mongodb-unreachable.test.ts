import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MongoReadStore } from '../../src-projections/store/mongodb.ts';
import { ReadStoreUnavailableError } from '../../src-projections/store/types.ts';
import { tempDir } from '../support/temp-dir.ts';

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));
const TIMEOUT_MS = 2000;

/** A local port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start`'s process with the environment given: its exit code, output and how long it ran. */
function run(env: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH!, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, output, ms: performance.now() - started })),
  );
}

describe('a start whose MONGODB_URL answers nothing', () => {
  const dir = tempDir('inspecta-mongo-down-');
  afterAll(() => dir.remove());

  it('the read store gives up after MONGODB_TIMEOUT_MS, not before and not much after', async () => {
    const port = await closedPort();
    const started = performance.now();
    const attempt = await MongoReadStore.connect(
      `mongodb://127.0.0.1:${port}/inspecta?directConnection=true`,
      undefined,
      TIMEOUT_MS,
    ).catch((error: unknown) => error);
    const waited = performance.now() - started;
    expect(attempt).toBeInstanceOf(ReadStoreUnavailableError);
    expect((attempt as Error).message).toBe(
      `MongoDB did not answer within ${TIMEOUT_MS} ms (MONGODB_TIMEOUT_MS)`,
    );
    console.log(`unreachable MongoDB: the read store gave up after ${Math.round(waited)} ms`);
    // Server selection retries a refused connection until the timeout; the default would wait 10 s.
    expect(waited).toBeGreaterThan(TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('the process stops with exit 1 and that one line', { timeout: 90_000 }, async () => {
    const port = await closedPort();
    const down = await run({
      DATA_DIR: dir.path,
      PORT: '0',
      TOKEN_SECRET: 'the-mongo-down-test-secret-of-32-characters',
      MONGODB_URL: `mongodb://127.0.0.1:${port}/inspecta?directConnection=true`,
      MONGODB_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    expect(down.code, down.output).toBe(1);
    expect(down.output.trim()).toBe(
      `Cannot reach MongoDB at mongodb://127.0.0.1:${port}/inspecta?directConnection=true: MongoDB did not answer within ${TIMEOUT_MS} ms (MONGODB_TIMEOUT_MS)`,
    );
    console.log(`unreachable MongoDB: the process exited 1 after ${Math.round(down.ms)} ms`);
  });
});
