import { describe, expect, it } from 'vitest';
import { presentOverTime } from '../../src-projections/reports/over-time.ts';

const inspection = { _id: 'inspection-1', hotelId: 'solvik', startDate: '2026-11-27' };
const totalsWith = (averages: Array<[string, number]>) =>
  presentOverTime({ inspection, atHotel: [], averages: new Map(averages) }).totalOverTime;

describe('the report over time: the entity against the others of its family', () => {
  it('with no other entity, the highest and lowest averages are this entity\'s own, and "other entities" has none', () => {
    expect(totalsWith([['solvik', 92.6]])).toEqual({
      currentHotelAverage: 93,
      otherHotelsAverage: null,
      highestScores: 93,
      lowestScores: 93,
    });
  });

  it('with others, the highest and lowest are over every entity, this one included', () => {
    expect(
      totalsWith([
        ['solvik', 95],
        ['fjallbacka', 70],
        ['aarhus', 80],
      ]),
    ).toEqual({ currentHotelAverage: 95, otherHotelsAverage: 75, highestScores: 95, lowestScores: 70 });
    expect(
      totalsWith([
        ['solvik', 60],
        ['fjallbacka', 70],
      ]),
    ).toEqual({ currentHotelAverage: 60, otherHotelsAverage: 70, highestScores: 70, lowestScores: 60 });
  });

  it('with no approved inspection in the family at all, every figure is none', () => {
    expect(totalsWith([])).toEqual({
      currentHotelAverage: null,
      otherHotelsAverage: null,
      highestScores: null,
      lowestScores: null,
    });
  });
});
