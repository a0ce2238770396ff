import { DEFAULT_LOCALE, type Locale } from '../shared/locales.ts';
import type { QuestionType } from '../shared/scales.ts';
import type { Translated } from './fields.ts';

/**
 * One answer a `choice` question offers: its words (in the catalogue's languages) and the step of the
 * radio scale it stands for (0 the best, as "always", to 3 the worst, as "never"). The step is what is
 * stored as the answer's score, so a choice is scored and filled exactly as a radio is (docs/scoring.md),
 * and its words are found again from the score.
 */
export interface ChoiceOption {
  label: Translated;
  score: number;
}

/** An option in one reader's language: what the screens and documents show. */
export interface OptionWords {
  score: number;
  label: string;
}

/** 2 to 4 options, one per step of the radio scale, so the stored score names the option. */
export const CHOICE_LIMITS = { min: 2, max: 4 } as const;
export const CHOICE_STEPS = [0, 1, 2, 3] as const;
export const CHOICE_LABEL_MAX = 200;

export const CHOICE_ERRORS = {
  optionsRequired: 'questions.choice.optionsRequired',
  labelRequired: 'questions.choice.labelRequired',
  scoresDistinct: 'questions.choice.scoresDistinct',
  bestRequired: 'questions.choice.bestRequired',
  invalidScore: 'questions.choice.invalidScore',
} as const;

/**
 * What is wrong with a choice question's options, or null. Every option needs words in at least one language;
 * steps 0 to 3, each used once, and step 0 among them: finishing a module fills an unanswered question with
 * its best answer, which must be one of its own options.
 */
export function choiceOptionsError(options: readonly ChoiceOption[]): string | null {
  if (options.length < CHOICE_LIMITS.min || options.length > CHOICE_LIMITS.max)
    return CHOICE_ERRORS.optionsRequired;
  if (options.some((o) => !(CHOICE_STEPS as readonly number[]).includes(o.score)))
    return CHOICE_ERRORS.invalidScore;
  if (options.some((o) => !Object.values(o.label).some((text) => text?.trim())))
    return CHOICE_ERRORS.labelRequired;
  if (new Set(options.map((o) => o.score)).size !== options.length) return CHOICE_ERRORS.scoresDistinct;
  if (!options.some((o) => o.score === 0)) return CHOICE_ERRORS.bestRequired;
  return null;
}

/** The options a question of this type keeps: a choice its own, best first; any other type none. */
export const optionsFor = (type: QuestionType, options: readonly ChoiceOption[] | undefined) =>
  type === 'choice' ? [...(options ?? [])].sort((a, b) => a.score - b.score) : [];

/** The option an answer's score names, if the question offers one. */
export const optionOf = <T extends { score: number }>(
  options: readonly T[] | undefined,
  score: number | null,
) => (score === null ? undefined : options?.find((o) => o.score === score));

/** An option's words in a language: its translation, else the default language's, else any it has. */
export const optionLabel = (option: ChoiceOption, language: string) =>
  option.label[language as Locale]?.trim() ||
  option.label[DEFAULT_LOCALE]?.trim() ||
  Object.values(option.label).find((text) => text?.trim()) ||
  '';

/** A choice's options as the question dialog sends them: words in the query's language (trimmed). */
export const optionsInLanguage = (options: Array<{ label: string; score: number }>, language: Locale) =>
  options.map((option) => ({ score: option.score, label: { [language]: option.label.trim() } }));

/**
 * A choice's options in a reader's language, best first: their words (the default language's where an option
 * has none in it, marked so the admin sees it is missing) and the step each stands for.
 */
export const optionsForReader = (options: readonly ChoiceOption[] | undefined, language: Locale) =>
  [...(options ?? [])]
    .sort((a, b) => a.score - b.score)
    .map((option) => ({
      score: option.score,
      label: optionLabel(option, language),
      labelTranslated: !!option.label[language]?.trim(),
    }));
