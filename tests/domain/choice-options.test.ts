import { describe, expect, it } from 'vitest';
import { CHOICE_ERRORS, choiceOptionsError, optionLabel } from '../../src-domain/catalogue/choice-options.ts';
import { choiceOptionsCell, parseChoiceOptions } from '../../src-domain/catalogue/import-rows.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import { highestScore, isValidScore } from '../../src-domain/shared/scales.ts';

const option = (sv: string, score: number) => ({ label: { sv_SE: sv }, score });

describe('a choice question', () => {
  it('is worth 3 minus the step of the option chosen, as a radio, and is filled with step 0', () => {
    expect([0, 1, 2, 3].map((s) => worthOf('choice', s))).toEqual(
      [3, 2, 1, 0].map((points) => ({ kind: 'scored', points, max: 3 })),
    );
    expect(worthOf('choice', -1)).toEqual({ kind: 'notApplicable' });
    expect(worthOf('choice', null)).toEqual({ kind: 'unanswered' });
    expect(highestScore('choice')).toBe(0);
    expect(isValidScore('choice', 4)).toBe(false);
  });

  it('needs 2 to 4 named options on distinct steps, step 0 among them', () => {
    expect(choiceOptionsError([option('Ja', 0), option('Nej', 3)])).toBeNull();
    expect(choiceOptionsError([option('Ja', 0)])).toBe(CHOICE_ERRORS.optionsRequired);
    expect(choiceOptionsError([0, 1, 2, 3, 3].map((s) => option(`${s}`, s)))).toBe(
      CHOICE_ERRORS.optionsRequired,
    );
    expect(choiceOptionsError([option('Ja', 0), option('Nej', 0)])).toBe(CHOICE_ERRORS.scoresDistinct);
    expect(choiceOptionsError([option('Ja', 1), option('Nej', 3)])).toBe(CHOICE_ERRORS.bestRequired);
    expect(choiceOptionsError([option('Ja', 0), option(' ', 3)])).toBe(CHOICE_ERRORS.labelRequired);
    expect(choiceOptionsError([option('Ja', 0), option('Nej', 4)])).toBe(CHOICE_ERRORS.invalidScore);
  });

  it("reads an option's words in a language, falling back to Swedish", () => {
    const both = { label: { sv_SE: 'Delvis', de_DE: 'Teilweise' }, score: 2 };
    expect(optionLabel(both, 'de_DE')).toBe('Teilweise');
    expect(optionLabel(both, 'fi_FI')).toBe('Delvis');
  });

  it('is written in a spreadsheet cell as words=step, and read back the same', () => {
    const options = [option('Nej', 3), option('Ja, = helt', 0)];
    const cell = choiceOptionsCell(options);
    expect(cell).toBe('Ja, = helt=0; Nej=3');
    expect(parseChoiceOptions(cell)).toEqual([option('Ja, = helt', 0), option('Nej', 3)]);
    expect(parseChoiceOptions('')).toEqual([]);
    expect(parseChoiceOptions('Ja; Nej')).toBeNull();
    expect(parseChoiceOptions('Ja=0; Nej=0')).toBeNull();
  });
});
