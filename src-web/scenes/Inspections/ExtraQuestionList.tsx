import { useId } from 'react';
import { Trans, useLingui as useMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { Inspection } from '../../api/inspections.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useRefusal } from '../../components/use-refusal.ts';
import { RADIO_NAMES } from '../../i18n/answer-names.ts';
import { act } from '../../state/inspection.ts';
import { CommentField } from '../Module/CommentField.tsx';

/** Shows an answer made offline until the server has it. */
function setExtra(inspection: Inspection, id: string, change: { score?: number; comment?: string }) {
  for (const q of inspection.extraQuestions) if (q.id === id) Object.assign(q, change);
}

/** The inspection's own questions on the radio scale, each with a comment: on their page and at control. */
export function ExtraQuestionList({ inspection, disabled }: { inspection: Inspection; disabled: boolean }) {
  if (inspection.extraQuestions.length === 0)
    return (
      <p className="text-slate-700">
        <Trans id="sessions.noExtraQuestions">This inspection has no extra questions.</Trans>
      </p>
    );
  return (
    <ul className="space-y-3">
      {inspection.extraQuestions.map((question) => (
        <ExtraQuestion key={question.id} question={question} disabled={disabled} />
      ))}
    </ul>
  );
}

/** One extra question: its score's refusal shows under its buttons, its comment's under the comment. */
function ExtraQuestion({
  question,
  disabled,
}: {
  question: Inspection['extraQuestions'][number];
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const { t } = useMacro();
  const errorId = useId();
  const { refusal, watch } = useRefusal();
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-medium text-slate-900">{question.content}</p>
      <div role="group" aria-describedby={refusal ? errorId : undefined} className="flex flex-wrap gap-2">
        {[0, 1, 2, 3].map((value) => (
          <button
            key={value}
            type="button"
            disabled={disabled}
            aria-pressed={question.score === value}
            onClick={() =>
              void watch(
                act(
                  (id) => inspectionChanges.extraQuestion(id, question.id, value, question.comment),
                  (inspection) => setExtra(inspection, question.id, { score: value }),
                ),
              )
            }
            className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
              question.score === value
                ? 'border-sky-700 bg-sky-700 text-white'
                : 'border-slate-300 bg-white text-slate-800'
            }`}
          >
            {i18n._(RADIO_NAMES[value]!)}
          </button>
        ))}
      </div>
      <FieldError id={errorId} messageKey={refusal?.key} />
      <CommentField
        label={t({ id: 'question.comment', message: 'Comment' })}
        value={question.comment}
        disabled={disabled}
        onSave={(text) =>
          act(
            (id) => inspectionChanges.extraQuestion(id, question.id, question.score, text),
            (inspection) => setExtra(inspection, question.id, { comment: text }),
          )
        }
      />
    </li>
  );
}
