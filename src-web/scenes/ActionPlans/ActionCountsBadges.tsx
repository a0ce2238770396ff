import { Trans } from '@lingui/react/macro';
import type { ActionCounts } from '../../../src-domain/report/action-counts.ts';

/** A plan's actions by state, in words as well as colour; overdue stands out. */
export function ActionCountsBadges({ counts }: { counts: ActionCounts }) {
  const total = counts.open + counts.done + counts.verified;
  if (total === 0)
    return (
      <span className="text-slate-600">
        <Trans id="actionPlan.noActions">No actions</Trans>
      </span>
    );
  return (
    <ul className="flex flex-wrap gap-1 text-xs" data-testid="action-counts">
      <li className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">
        <Trans id="actionPlan.countOpen">{counts.open} open</Trans>
      </li>
      <li className="rounded bg-sky-100 px-2 py-0.5 text-sky-900">
        <Trans id="actionPlan.countDone">{counts.done} to verify</Trans>
      </li>
      <li className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-900">
        <Trans id="actionPlan.countVerified">{counts.verified} verified</Trans>
      </li>
      {counts.overdue > 0 && (
        <li className="rounded bg-red-700 px-2 py-0.5 font-semibold text-white">
          <Trans id="actionPlan.countOverdue">{counts.overdue} overdue</Trans>
        </li>
      )}
    </ul>
  );
}
