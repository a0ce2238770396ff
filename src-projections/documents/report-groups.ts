import type { Figure } from '../../src-domain/report/inspection-report.ts';
import type { ModuleSection } from '../../src-domain/report/question-groups.ts';
import type { SheetTexts } from './sheet-texts.ts';

/**
 * The report's sections and reference-number groups (administration §9) as named rows for the PDF and the
 * workbook: only those that hold questions of modules not skipped, as on the screen.
 */
export function reportGroups(
  report: {
    sections: Array<{ section: ModuleSection; score: Figure }>;
    keyRoom: Figure;
    supplemental: Figure;
  },
  t: SheetTexts,
): Array<{ name: string; score: Figure }> {
  return [
    ...report.sections.map(({ section, score }) => ({ name: t.sections[section], score })),
    { name: t.keyRoomQuestions, score: report.keyRoom },
    { name: t.supplementalQuestions, score: report.supplemental },
  ].filter(({ score }) => score.answered + score.filled + score.notApplicable + score.unanswered > 0);
}
