import type { Clock } from '../../src-domain/shared/clock.ts';

/** A clock the test sets and moves: time-dependent rules are checked without waiting. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-03-02T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
