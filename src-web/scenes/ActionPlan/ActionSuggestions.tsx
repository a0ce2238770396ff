import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionSuggestion } from '../../../src-domain/report/added-actions.ts';
import { actionPlansApi } from '../../api/action-plans.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { QuestionLine } from '../Report/QuestionLine.tsx';
import { useRequest } from './use-request.ts';

/**
 * The answers that fell short of the pass line and are no action yet (`actionSuggestionsOf`), each added as
 * an action with one click; its deadline and owner are set afterwards by editing it.
 */
export function ActionSuggestions({
  inspectionId,
  suggestions,
}: {
  inspectionId: string;
  suggestions: ActionSuggestion[];
}) {
  const { t, i18n } = useLingui();
  const request = useRequest();
  if (suggestions.length === 0) return null;
  return (
    <section
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 print:hidden"
      data-testid="action-suggestions"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans id="actionPlan.suggestions">Suggested actions</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans id="actionPlan.suggestionsHint">
          These answers did not get full points and are not an action yet.
        </Trans>
      </p>
      <ErrorBanner messageKey={request.error} />
      <ul className="divide-y divide-amber-200">
        {suggestions.map((s) => {
          const points = i18n.number(s.points, { maximumFractionDigits: 1 });
          const max = i18n.number(s.max);
          return (
            <li
              key={`${s.moduleId}-${s.questionId}`}
              className="flex flex-col gap-2 py-3 small-tablet:flex-row small-tablet:items-center small-tablet:justify-between"
              data-testid="action-suggestion"
            >
              <div className="min-w-0 space-y-1">
                <p className="text-xs text-slate-600">{s.moduleName}</p>
                <QuestionLine referenceNumber={s.referenceNumber} content={s.content} />
                <p className="text-sm text-slate-700">
                  {t({
                    id: 'actionPlan.suggestionPoints',
                    message: `${points} of ${max} points`,
                  })}
                  {s.comment ? ` · ${s.comment}` : ''}
                </p>
              </div>
              <Button
                type="button"
                variant="plain"
                className="shrink-0"
                loading={request.busy}
                onClick={() =>
                  void request.run(() =>
                    actionPlansApi.addItem(
                      inspectionId,
                      { moduleId: s.moduleId, questionId: s.questionId },
                      {},
                    ),
                  )
                }
              >
                <Trans id="actionPlan.addAsAction">Add as action</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
