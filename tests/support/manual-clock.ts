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

/**
 * A clock that runs at the machine's pace from the moment it is set: time-dependent rules are checked at a
 * chosen date while what sorts by time (mail files, events) still comes in order.
 */
export class RunningClock implements Clock {
  private offset: number;

  constructor(start: Date | string) {
    this.offset = new Date(start).getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offset);
  }

  set(at: Date | string): void {
    this.offset = new Date(at).getTime() - Date.now();
  }
}
