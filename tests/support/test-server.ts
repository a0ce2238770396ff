import { loadConfig } from '../../src-server/config.ts';
import { TOKENS } from '../../src-server/container.ts';
import { startRuntime, type Runtime, type RuntimeOptions } from '../../src-server/runtime.ts';
import { tempDir } from './temp-dir.ts';

export interface TestServer {
  url: string;
  dataDir: string;
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * The whole application on a free port over a fresh DATA_DIR, demo data seeded: a real server. A test that
 * checks a time-dependent rule passes a ManualClock (tests/support/manual-clock.ts) and moves it.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<RuntimeOptions, 'clock' | 'wrapEvents'> = {},
): Promise<TestServer> {
  const dir = tempDir('inspecta-api-');
  // In-process test servers run their projections on the test's thread (quicker to start, and a test's
  // wrapped log is the one they read) unless PROJECTIONS_THREAD says otherwise.
  const thread = process.env.PROJECTIONS_THREAD ?? 'inline';
  const config = loadConfig({ DATA_DIR: dir.path, PORT: '0', PROJECTIONS_THREAD: thread, ...env }, dir.path);
  const runtime = await startRuntime(
    { ...config, publicUrl: config.publicUrl },
    { log: () => {}, ...options },
  );
  return {
    url: runtime.url!,
    dataDir: dir.path,
    runtime,
    async close() {
      await runtime.close();
      dir.remove();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps its session cookie, sends JSON. */
export class ApiClient {
  private cookie = '';

  constructor(readonly base: string) {}

  get sessionCookie(): string {
    return this.cookie;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a page or an image)
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  login(email: string, password = 'demo-password-2026') {
    return this.request('POST', '/api/sessions/login', { email, password });
  }
}

export function readModelsOf(server: TestServer) {
  return server.runtime.container.get(TOKENS.readModels);
}
