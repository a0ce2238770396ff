import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { Report } from '../../api/reports.ts';
import { RADIO_NAMES } from '../../i18n/answer-names.ts';
import { CommentText, ReportSection } from './ReportSection.tsx';

/** The inspection's own questions (on the radio scale) and their answers. */
export function ExtraQuestions({ questions }: { questions: Report['extraQuestions'] }) {
  const { i18n } = useLingui();
  if (questions.length === 0) return null;
  return (
    <ReportSection title={<Trans id="sessions.extraQuestions">Extra questions</Trans>}>
      <ul className="divide-y divide-slate-100">
        {questions.map((q) => (
          <li key={q.id} className="report-keep space-y-1 py-2">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 break-words text-slate-900">{q.content}</p>
              <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
                {q.score === null || !RADIO_NAMES[q.score] ? (
                  <Trans id="report.unanswered">Not answered</Trans>
                ) : (
                  i18n._(RADIO_NAMES[q.score]!)
                )}
              </span>
            </div>
            <CommentText text={q.comment} />
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
