import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUESTION_FIELDS,
  QUESTION_FLAGS,
  flagsThatApply,
  type QuestionFlag,
} from '../../src-domain/catalogue/index.ts';
import { EMPTY_ANSWER, type Answer } from '../../src-domain/inspection/fields.ts';
import type { SnapshotQuestion } from '../../src-domain/inspection/snapshot.ts';
import { answerErrors } from '../../src-domain/inspection/validation.ts';
import { QUESTION_TYPES, scaleOf, type QuestionType } from '../../src-domain/shared/scales.ts';
import { allDemoQuestions } from '../../src-server/demo/seed-catalogue.ts';

const question = (type: QuestionType, flag: QuestionFlag | null): SnapshotQuestion => ({
  ...DEFAULT_QUESTION_FIELDS,
  id: 'q',
  referenceNumber: '1',
  content: { en_US: 'A question' },
  information: {},
  type,
  ...(flag ? { [flag]: true } : {}),
});

const answer = (score: number | null): Answer => ({ ...EMPTY_ANSWER, score });

/** Every answer a question of this type can be given, and none. */
function answersOf(type: QuestionType): Array<Answer | undefined> {
  const scale = scaleOf(type);
  const scores = Array.isArray(scale) ? scale : scale === 'number' ? [0, 4.5] : [];
  return [undefined, answer(null), ...scores.map(answer)];
}

describe('the question flags that apply to a type', () => {
  // What a flag does is read from the finish rule itself: a flag applies when some answer is refused with
  // it and accepted without it. The mail flag applies to every type (a follow-up mark mails too).
  for (const type of QUESTION_TYPES)
    it(`offers for ${type} exactly the flags its answers are checked for`, () => {
      const changesSomething = (flag: QuestionFlag) =>
        answersOf(type).some(
          (given) =>
            answerErrors(question(type, flag), given).length >
            answerErrors(question(type, null), given).length,
        );
      const checked = QUESTION_FLAGS.filter((flag) => flag !== 'notifyHotelResponsible').filter(
        changesSomething,
      );
      expect(flagsThatApply(type).filter((flag) => flag !== 'notifyHotelResponsible')).toEqual(checked);
      expect(flagsThatApply(type)).toContain('notifyHotelResponsible');
    });
});

describe("the demo catalogue's questions", () => {
  // The demo is what a newcomer learns the settings from: it sets none its question's type ignores.
  const FLAG_OF_OPTION: Record<string, QuestionFlag> = {
    mandatory: 'isMandatory',
    notify: 'notifyHotelResponsible',
    commentPos: 'isCommentMandatoryPos',
    commentNeg: 'isCommentMandatoryNeg',
    picturePos: 'isPictureMandatoryPos',
    pictureNeg: 'isPictureMandatoryNeg',
  };
  it('set only the settings their types are checked for', () => {
    const ignored = allDemoQuestions().flatMap(([reference, type, , , , options = {}]) =>
      Object.entries(FLAG_OF_OPTION)
        .filter(
          ([option, flag]) => options[option as keyof typeof options] && !flagsThatApply(type).includes(flag),
        )
        .map(([, flag]) => `${reference} (${type}): ${flag}`),
    );
    expect(ignored).toEqual([]);
  });
});
