import { describe, expect, it } from 'vitest';
import type { Translated } from '../../src-domain/catalogue/index.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import type { DemoQuestion } from '../../src-server/demo/catalogue-data.ts';
import {
  CONTEXT_TRANSLATIONS,
  INFORMATION_TRANSLATIONS,
  QUESTION_TRANSLATIONS,
} from '../../src-server/demo/question-translations.ts';
import {
  allDemoContextQuestions,
  allDemoQuestions,
  demoContextQuestionText,
  demoQuestionTexts,
} from '../../src-server/demo/seed-catalogue.ts';

/** Languages whose words are never the Swedish or English ones (Norwegian and Danish may share Swedish's). */
const OWN_WORDS = ['fi_FI', 'es_ES', 'de_DE', 'fr_FR', 'it_IT'] as const;

/** Every demo text as the seeding writes it, named for the failure message, with its Swedish and English. */
function demoTexts(): Array<{ what: string; sv: string; en: string; text: Translated }> {
  return [
    ...allDemoQuestions().flatMap((question) => {
      const [ref, , , sv, en, options] = question;
      const { content, information } = demoQuestionTexts(question);
      return [
        { what: ref, sv, en, text: content },
        ...(options?.info
          ? [{ what: `${ref} information`, sv: options.info[0], en: options.info[1], text: information }]
          : []),
      ];
    }),
    ...allDemoContextQuestions().map((context) => ({
      what: `context ${context[0]}`,
      sv: context[0],
      en: context[1],
      text: demoContextQuestionText(context),
    })),
  ];
}

/** The end of a text that every language keeps: its question mark or full stop, its unit, its figures. */
const shape = (text: string) => ({
  ending: /[?.]$/.exec(text)?.[0] ?? '',
  unit: text.includes('(°C)'),
  figures: text.match(/\d+/g) ?? [],
});

describe('the demo catalogue in every language', () => {
  it('has every question, part, information text and context question in all ten languages', () => {
    const texts = demoTexts();
    // Never a loop over nothing: today 122 questions with their parts, 3 information texts, 6 context questions.
    expect(texts.length).toBeGreaterThanOrEqual(131);
    for (const { what, sv, en, text } of texts) {
      expect(Object.keys(text).sort(), what).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${what} ${locale}`).toBeTruthy();
      expect([text.sv_SE, text.en_US, text.en_GB], what).toEqual([sv, en, en]);
      for (const locale of OWN_WORDS) {
        expect(text[locale], `${what} ${locale} is the Swedish text`).not.toBe(sv);
        expect(text[locale], `${what} ${locale} is the English text`).not.toBe(en);
      }
      for (const locale of ['nb_NO', 'da_DK'] as const)
        expect(text[locale], `${what} ${locale} is the English text`).not.toBe(en);
      for (const locale of LOCALES) {
        // French sets its question mark off with a space, Spanish opens its question with ¿.
        expect(shape(text[locale]!.replace(/ \?$/, '?')), `${what} ${locale}`).toEqual(shape(sv));
        if (locale === 'es_ES' && sv.endsWith('?')) expect(text[locale], what).toMatch(/^¿/);
      }
    }
  });

  it('keys each translation to one text: reference numbers and Swedish context texts are unique', () => {
    const refs = allDemoQuestions().map(([ref]) => ref);
    expect(new Set(refs).size).toBe(refs.length);
    const contexts = allDemoContextQuestions();
    for (const [sv, en] of contexts)
      expect(
        contexts.filter((c) => c[0] === sv).map((c) => c[1]),
        sv,
      ).toEqual(contexts.filter((c) => c[0] === sv).map(() => en));
  });

  it('holds no translation for a text the demo no longer has', () => {
    const questions = allDemoQuestions();
    expect(Object.keys(QUESTION_TRANSLATIONS).sort()).toEqual(questions.map(([ref]) => ref).sort());
    expect(Object.keys(INFORMATION_TRANSLATIONS).sort()).toEqual(
      questions
        .filter((q) => q[5]?.info)
        .map(([ref]) => ref)
        .sort(),
    );
    expect(Object.keys(CONTEXT_TRANSLATIONS).sort()).toEqual(
      [...new Set(allDemoContextQuestions().map(([sv]) => sv))].sort(),
    );
  });

  it('refuses to seed a question, information text or context question without its translations', () => {
    const newQuestion: DemoQuestion = ['9999-01', 'radio', 'quality', 'Ny fråga?', 'New question?'];
    expect(() => demoQuestionTexts(newQuestion)).toThrow(/question 9999-01 has no translations/);
    // A reference number that is also the name of what every object has.
    expect(() => demoQuestionTexts(['constructor', 'radio', 'quality', 'A?', 'A?'])).toThrow(/constructor/);
    // A translated question whose information text is new.
    const [ref, type, classification, sv, en] = allDemoQuestions().find(([r]) => r === '3099-01')!;
    expect(() =>
      demoQuestionTexts([ref, type, classification, sv, en, { info: ['Ny hjälptext.', 'New help.'] }]),
    ).toThrow(/information text of question 3099-01 has no translations/);
    expect(() => demoContextQuestionText(['Våning', 'Floor', false])).toThrow(
      /context question "Våning" has no translations/,
    );
  });
});
