import { describe, expect, it } from 'vitest';
import { ProgressWaiters } from '../../src-projections/progress-waiters.ts';

/** Read-your-writes waiters (src-projections/progress-waiters.ts): woken by notices, rechecked on their own. */
describe('ProgressWaiters', () => {
  it('settles at once when the check already holds, and on the notice after which it holds', async () => {
    const waiters = new ProgressWaiters();
    expect(await waiters.until(() => true, 1000)).toBe(true);
    let position = 0;
    const waiting = waiters.until(() => (position >= 3 ? true : undefined), 5000);
    const started = performance.now();
    for (position = 1; position <= 3; position++) waiters.notify();
    expect(await waiting).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('answers false once the time is up, and the check is given the time left', async () => {
    const waiters = new ProgressWaiters();
    const left: number[] = [];
    const verdict = await waiters.until((ms) => {
      left.push(ms);
      return undefined;
    }, 120);
    expect(verdict).toBe(false);
    expect(left[0]).toBeGreaterThan(100);
    expect(left.at(-1)).toBe(0);
  });

  it('checks again without a notice (a missed notice costs at most 250 ms)', async () => {
    const waiters = new ProgressWaiters();
    let reached = false;
    setTimeout(() => (reached = true), 30);
    const started = performance.now();
    expect(await waiters.until(() => (reached ? true : undefined), 2000)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('adopts a verdict given as a promise, and passes on a check that throws', async () => {
    const waiters = new ProgressWaiters();
    expect(await waiters.until(() => Promise.resolve(false), 1000)).toBe(false);
    await expect(
      waiters.until(() => {
        throw new Error('store down');
      }, 1000),
    ).rejects.toThrow('store down');
    // Settled waiters are not checked again by later notices.
    let checks = 0;
    await waiters.until(() => (++checks ? true : undefined), 1000);
    waiters.notify();
    expect(checks).toBe(1);
  });
});
