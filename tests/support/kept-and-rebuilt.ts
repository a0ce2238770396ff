import { TOKENS } from '../../src-server/container.ts';
import type { TestServer } from './test-server.ts';

/**
 * What `read` gives from read models kept up event by event, and again after rebuilding `projections` from
 * the log, both at one head of the log. The demo's jobs and reactors append on their own (an automatic start
 * once the test clock passes a morning), so when the head moved in between, both are taken again: a rebuild
 * that read more of the log than the kept-up models had seen would differ for that reason alone.
 */
export async function keptAndRebuilt<T>(
  server: TestServer,
  projections: string[],
  read: () => Promise<T>,
): Promise<{ kept: T; rebuilt: T }> {
  const { container } = server.runtime;
  const events = container.get(TOKENS.events);
  const engine = container.get(TOKENS.engine);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const head = await events.headPosition();
    await engine.waitFor(head, 30_000);
    const kept = await read();
    for (const name of projections) await engine.rebuild(name);
    const rebuilt = await read();
    if ((await events.headPosition()) === head) return { kept, rebuilt };
  }
  throw new Error('the log kept growing through five rebuilds');
}
