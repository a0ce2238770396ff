/**
 * Capped exponential backoff with jitter: a runner that lost its log or read store, or a live subscription
 * that broke, retries soon at first, then ever less often, and several runners (or processes) that failed
 * together do not retry in step.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
