import { useLingui } from '@lingui/react/macro';
import { answeredCount } from '../../src-domain/inspection/index.ts';
import { answersOf, snapshotOf, type InspectionModule } from '../api/inspections.ts';

/**
 * A module's progress as a bar and in words ("7 of 12 answered"), counted by the domain's rule (an unticked
 * checkbox is answered, not-applicable questions are out of the total). A skipped module, or one with
 * nothing to answer, shows nothing.
 */
export function AnsweredProgress({ module }: { module: InspectionModule }) {
  const { t } = useLingui();
  const { answered, total } = answeredCount(snapshotOf(module), answersOf(module));
  if (total === 0 || module.skipped) return null;
  const words = t({ id: 'module.answeredOf', message: `${answered} of ${total} answered` });
  return (
    <div className="space-y-1" data-testid="answered-progress">
      <div
        role="progressbar"
        aria-label={words}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${answered === total ? 'bg-emerald-600' : 'bg-sky-700'}`}
          style={{ width: `${(100 * answered) / total}%` }}
        />
      </div>
      <p className="text-xs text-slate-700" aria-hidden="true">
        {words}
      </p>
    </div>
  );
}
