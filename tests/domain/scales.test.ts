import { describe, expect, it } from 'vitest';
import {
  QUESTION_TYPES,
  highestScore,
  isPositive,
  isScored,
  isValidScore,
} from '../../src-domain/shared/scales.ts';

describe('score scales', () => {
  const accepted: Array<[string, number[], number[]]> = [
    ['radio', [0, 1, 2, 3, -1], [4, 0.5, -2]],
    ['gradeA', [0, 1, -1], [2]],
    ['gradeB', [0, 1, 2, 3, 4, 5], [6]],
    ['gradeC', [0, 4], [5]],
    ['gradeD', [0, 1, 3], [2, 4]],
    ['gradeE', [0, 1, 3], [2, 4, 5]],
    ['gradeF', [0, 1], [2]],
    ['gradeG', [0, 12.75, -1, 1e6], [Number.NaN, Number.POSITIVE_INFINITY]],
    ['gradeH', [0, 1], [2]],
    ['gradeK', [0, 2, 3, 4], [1, 5]],
  ];
  for (const [type, ok, refused] of accepted) {
    it(`${type} accepts ${ok.join(', ')} and refuses ${refused.join(', ')}`, () => {
      for (const score of ok) expect(isValidScore(type as never, score), `${score}`).toBe(true);
      for (const score of refused) expect(isValidScore(type as never, score), `${score}`).toBe(false);
    });
  }

  it('takes no score for information, comment-only and free-text questions', () => {
    for (const type of ['none', 'gradeI', 'gradeJ'] as const) {
      expect(isScored(type)).toBe(false);
      expect(isValidScore(type, 0)).toBe(false);
      expect(highestScore(type)).toBeNull();
    }
  });

  it('reads "positive" as the spec does', () => {
    expect(isPositive('gradeA', 1)).toBe(true);
    expect(isPositive('gradeA', 0)).toBe(false);
    expect(isPositive('gradeB', 0)).toBe(true);
    expect(isPositive('gradeB', 2)).toBe(false);
    expect(isPositive('gradeK', 0)).toBe(true);
    expect(isPositive('gradeG', 3.5)).toBe(true);
    expect(isPositive('gradeG', 0)).toBe(false);
    expect(isPositive('radio', 0)).toBe(false);
  });

  it('gives every scored type with a list a best score that is on its scale', () => {
    for (const type of QUESTION_TYPES) {
      const best = highestScore(type);
      if (best !== null) expect(isValidScore(type, best)).toBe(true);
    }
  });
});
