import { useLingui } from '@lingui/react/macro';
import { moduleAnswerCounts } from '../../src-domain/inspection/index.ts';
import { answersOf, snapshotOf, type InspectionModule } from '../api/inspections.ts';

/**
 * A module's progress as a bar and in words ("7 of 12 answered"), counted by the domain's one rule (an unticked
 * checkbox is answered, not-applicable questions are out of the total, best answers written at finish are
 * named apart: nobody gave them). A skipped module, or one with
 * nothing to answer, shows nothing.
 */
export function AnsweredProgress({ module }: { module: InspectionModule }) {
  const { t } = useLingui();
  const { answered, filled, total } = moduleAnswerCounts(snapshotOf(module), answersOf(module));
  if (total === 0 || module.skipped) return null;
  const held = answered + filled;
  const words =
    filled > 0
      ? t({
          id: 'module.answeredOfFilled',
          message: `${answered} of ${total} answered, ${filled} filled with the best answer at finish`,
        })
      : t({ id: 'module.answeredOf', message: `${answered} of ${total} answered` });
  return (
    <div className="space-y-1" data-testid="answered-progress">
      <div
        role="progressbar"
        aria-label={words}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={held}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${held === total ? 'bg-emerald-600' : 'bg-sky-700'}`}
          style={{ width: `${(100 * held) / total}%` }}
        />
      </div>
      <p className="text-xs text-slate-700" aria-hidden="true">
        {words}
      </p>
    </div>
  );
}
