import { useLingui } from '@lingui/react/macro';
import type { InspectionStatus } from '../../src-domain/inspection/index.ts';

/** Each status its own colour; the word is always there too, so colour is never the only sign. */
const STYLE: Record<InspectionStatus, string> = {
  inProgress: 'bg-sky-100 text-sky-900 ring-sky-300',
  submitted: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  reverted: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** Where an inspection stands, in words and colour: the one badge of every list, card and overview. */
export function StatusBadge({ status }: { status: InspectionStatus }) {
  const { t } = useLingui();
  const names: Record<InspectionStatus, string> = {
    inProgress: t({ id: 'session.status.inProgress', message: 'In progress' }),
    submitted: t({ id: 'session.status.submitted', message: 'Submitted' }),
    approved: t({ id: 'session.status.approved', message: 'Approved' }),
    reverted: t({ id: 'session.status.reverted', message: 'Reverted' }),
  };
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLE[status]}`}
      data-status={status}
    >
      {names[status]}
    </span>
  );
}
