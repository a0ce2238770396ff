import { useLingui } from '@lingui/react/macro';
import type { ImportOutcome } from '../../../src-domain/catalogue/import-rows.ts';

const TONE: Record<ImportOutcome, string> = {
  create: 'text-emerald-800',
  update: 'text-sky-900',
  unchanged: 'text-slate-600',
};

/**
 * What importing a row does: in the preview what it will do (new, changed, unchanged), in the result what it
 * did (created, updated, unchanged). Both come from the same plan on the server.
 */
export function ImportOutcomeLabel({
  outcome,
  planned = false,
}: {
  outcome: ImportOutcome | undefined;
  planned?: boolean;
}) {
  const { t } = useLingui();
  if (!outcome) return <span className="text-slate-500">–</span>;
  const words: Record<ImportOutcome, string> = planned
    ? {
        create: t({ id: 'import.willCreate', message: 'New' }),
        update: t({ id: 'import.willUpdate', message: 'Changed' }),
        unchanged: t({ id: 'import.unchanged', message: 'Unchanged' }),
      }
    : {
        create: t({ id: 'import.created', message: 'Created' }),
        update: t({ id: 'import.updated', message: 'Updated' }),
        unchanged: t({ id: 'import.unchanged', message: 'Unchanged' }),
      };
  return <span className={`whitespace-nowrap ${TONE[outcome]}`}>{words[outcome]}</span>;
}
