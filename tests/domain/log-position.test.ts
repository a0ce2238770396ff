import { describe, expect, it } from 'vitest';
import {
  allPositionOf,
  compareAllPositions,
  isAfter,
  toReadPosition,
} from '../../src-domain/eventstore/log-position.ts';

// In $all an append of several events shares one commit: its events' prepare positions lie before that
// commit, and may lie before an earlier single-event append's commit (which is its own prepare).
const single = { commit: '1000', prepare: '1000' };
const ofAppend = [
  { commit: '1400', prepare: '900' },
  { commit: '1400', prepare: '1100' },
];

describe("EventStoreDB's $all positions", () => {
  it('order by commit first, then by prepare within one commit', () => {
    expect(compareAllPositions(single, ofAppend[0]!)).toBe(-1);
    expect(compareAllPositions(ofAppend[0]!, single)).toBe(1);
    expect(compareAllPositions(ofAppend[0]!, ofAppend[1]!)).toBe(-1);
    expect(compareAllPositions(ofAppend[1]!, ofAppend[1]!)).toBe(0);
    const sorted = [ofAppend[1]!, single, ofAppend[0]!].sort(compareAllPositions);
    expect(sorted).toEqual([single, ofAppend[0], ofAppend[1]]);
  });

  it('compare exactly past 2^53', () => {
    const big = { commit: '18446744073709551000', prepare: '18446744073709550999' };
    const next = { commit: '18446744073709551000', prepare: '18446744073709551000' };
    expect(Number(big.prepare)).toBe(Number(next.prepare)); // a number cannot tell them apart
    expect(compareAllPositions(big, next)).toBe(-1);
    expect(allPositionOf(toReadPosition(big))).toEqual(big);
  });

  it('a place is after another by its pair where both have one, by the number otherwise', () => {
    // By prepare alone the append's first event (900) would read as before the single one (1000).
    expect(
      isAfter({ position: 900, allPosition: ofAppend[0] }, { position: 1000, allPosition: single }),
    ).toBe(true);
    expect(
      isAfter({ position: 1000, allPosition: single }, { position: 900, allPosition: ofAppend[0] }),
    ).toBe(false);
    expect(isAfter({ position: 5 }, { position: 4, allPosition: single })).toBe(true);
    expect(isAfter({ position: 4 }, { position: 4 })).toBe(false);
  });
});
