import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RequestFailed } from '../../api/http.ts';
import { inspectionTypesApi, type TypeQuestion } from '../../api/inspection-types.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { storedLocale } from '../../state/locale.ts';

type Prefilled = { questionId: string; comment: string };

/**
 * Comments filled in on every inspection of the type (administration §3 prefilledQuestions): a question of
 * the type's modules and its comment per row. Rows without a comment are dropped when saved.
 */
export function PrefilledQuestions({
  typeId,
  value,
  onChange,
}: {
  typeId: string;
  value: Prefilled[];
  onChange: (value: Prefilled[]) => void;
}) {
  const { t } = useLingui();
  const [questions, setQuestions] = useState<TypeQuestion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setQuestions(null);
    inspectionTypesApi
      .questions(typeId, storedLocale())
      .then(setQuestions)
      .catch((failure: unknown) => {
        setQuestions([]);
        setError(failure instanceof RequestFailed ? failure.msg : 'errors.server');
      });
  }, [typeId]);
  const change = (index: number, row: Partial<Prefilled>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...row } : item)));
  const legend = t({ id: 'inspectionTypes.prefilled', message: 'Prefilled comments' });

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <ErrorBanner messageKey={error} />
      {questions === null ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans id="shell.loading">Loading…</Trans>
        </p>
      ) : questions.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans id="inspectionTypes.noQuestions">The type's modules have no questions yet.</Trans>
        </p>
      ) : (
        <>
          {value.map((row, index) => (
            <div key={index} className="space-y-1 border-b border-slate-100 pb-3 last:border-0">
              <div className="flex gap-2">
                <select
                  aria-label={t({
                    id: 'inspectionTypes.prefilledQuestion',
                    message: `Question ${index + 1}`,
                  })}
                  value={row.questionId}
                  onChange={(e) => change(index, { questionId: e.target.value })}
                  className="block w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
                >
                  {questions.map((q) => (
                    <option key={q.id} value={q.id}>
                      {q.module.name} · {q.referenceNumber} {q.content.slice(0, 60)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  className="rounded-md border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100"
                  aria-label={t({
                    id: 'inspectionTypes.removePrefilled',
                    message: `Remove prefilled comment ${index + 1}`,
                  })}
                >
                  ✕
                </button>
              </div>
              <textarea
                aria-label={t({ id: 'inspectionTypes.prefilledComment', message: `Comment ${index + 1}` })}
                value={row.comment}
                rows={2}
                onChange={(e) => change(index, { comment: e.target.value })}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
          ))}
          <button
            type="button"
            onClick={() => onChange([...value, { questionId: questions[0]!.id, comment: '' }])}
            className="text-sm font-medium text-sky-800 underline"
          >
            <Trans id="inspectionTypes.addPrefilled">Add a prefilled comment</Trans>
          </button>
        </>
      )}
    </fieldset>
  );
}
