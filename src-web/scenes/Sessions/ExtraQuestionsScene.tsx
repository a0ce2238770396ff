import { Trans, useLingui as useMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useLocation, useParams } from 'wouter';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { Inspection } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { RADIO_NAMES } from '../../i18n/answer-names.ts';
import { link } from '../../routes.ts';
import { act } from '../../state/inspection.ts';
import { CommentField } from '../Module/CommentField.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { useInspection } from './use-inspection.ts';

/** Shows an answer made offline until the server has it. */
function setExtra(inspection: Inspection, id: string, change: { score?: number; comment?: string }) {
  for (const q of inspection.extraQuestions) if (q.id === id) Object.assign(q, change);
}

/** /sessions/{id}/extra-questions: the inspection's own questions, on the radio scale, with a back button. */
export function ExtraQuestionsScene() {
  const { i18n } = useLingui();
  const { t } = useMacro();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { view, inspection } = useInspection(id);
  if (!inspection) return <LoadingOrError error={view.load.error} />;
  const disabled = !!inspection.agentEndTime;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="sessions.extraQuestions">Extra questions</Trans>
      </h1>
      <ErrorBanner messageKey={view.action.error} />
      <OutboxStatus />
      <ul className="space-y-3">
        {inspection.extraQuestions.map((question) => (
          <li key={question.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-medium text-slate-900">{question.content}</p>
            <div role="group" className="flex flex-wrap gap-2">
              {[0, 1, 2, 3].map((value) => (
                <button
                  key={value}
                  type="button"
                  disabled={disabled}
                  aria-pressed={question.score === value}
                  onClick={() =>
                    void act(
                      (id) => inspectionChanges.extraQuestion(id, question.id, value, question.comment),
                      (inspection) => setExtra(inspection, question.id, { score: value }),
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
        ))}
      </ul>
      <Button variant="plain" onClick={() => navigate(link.session(inspection.id))}>
        <Trans id="common.back">Back</Trans>
      </Button>
    </div>
  );
}
