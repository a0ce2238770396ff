import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../src-domain/shared/decimal.ts';

describe('a decimal as people type it', () => {
  it('reads a point or a comma as the decimal separator, and a sign', () => {
    expect(readDecimal('21,5')).toBe(21.5);
    expect(readDecimal('21.5')).toBe(21.5);
    expect(readDecimal(' 7 ')).toBe(7);
    expect(readDecimal(',5')).toBe(0.5);
    expect(readDecimal('3,')).toBe(3);
    expect(readDecimal('-273,5')).toBe(-273.5);
    // The minus sign Swedish and others format numbers with.
    expect(readDecimal('\u22124,25')).toBe(-4.25);
  });

  it('says when nothing is typed, and when what is typed is not a number', () => {
    expect(readDecimal('')).toBeNull();
    expect(readDecimal('   ')).toBeNull();
    for (const typed of ['abc', '1e3', '0x10', '1,000.5', '2,5,1', '1 000', '-', ',', 'Infinity', '5°'])
      expect(readDecimal(typed), typed).toBeUndefined();
  });
});
