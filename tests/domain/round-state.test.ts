import { describe, expect, it } from 'vitest';
import { overdueByOwner } from '../../src-domain/report/action-counts.ts';
import { furthestRound, roundCounts, roundStateOf } from '../../src-domain/statistics/round-state.ts';

describe("a Safe Q round's state", () => {
  it('is not started without a score, in progress with one, done once submitted', () => {
    expect(roundStateOf({ agentEndTime: null, scores: {} })).toBe('notStarted');
    expect(roundStateOf({ agentEndTime: null, scores: { m1: { q1: null } } })).toBe('notStarted');
    expect(roundStateOf({ agentEndTime: null, scores: { m1: { q1: null }, m2: { q2: 0 } } })).toBe(
      'inProgress',
    );
    expect(roundStateOf({ agentEndTime: '2026-11-27T10:00:00Z', scores: {} })).toBe('done');
  });

  it('counts each type once, by its furthest inspection; a type without one is not started', () => {
    expect(furthestRound(['notStarted', 'done', 'inProgress'])).toBe('done');
    expect(furthestRound([])).toBe('notStarted');
    expect(
      roundCounts({
        morning: {},
        evening: { i1: 'notStarted', i2: 'inProgress' },
        night: { i3: 'done', i4: 'notStarted' },
      }),
    ).toEqual({ notStarted: 1, inProgress: 1, done: 1 });
  });
});

describe("a plan's overdue actions per owner", () => {
  it('counts open actions past their deadline, all of them and per owner', () => {
    const today = '2026-11-27';
    const counted = overdueByOwner(
      [
        { state: 'open', deadline: '2026-11-26', ownerId: 'agent' },
        { state: 'open', deadline: '2026-11-20', ownerId: 'agent' },
        { state: 'open', deadline: '2026-11-20', ownerId: 'admin' },
        { state: 'open', deadline: '2026-11-20', ownerId: null },
        // Due today, done, or without a deadline: not overdue.
        { state: 'open', deadline: today, ownerId: 'agent' },
        { state: 'done', deadline: '2026-11-01', ownerId: 'agent' },
        { state: 'open', deadline: null, ownerId: 'agent' },
      ],
      today,
    );
    expect(counted).toEqual({ all: 4, owners: { agent: 2, admin: 1 } });
  });
});
