import { useLingui } from '@lingui/react/macro';
import type { ImportOutcome } from '../../../src-domain/catalogue/import-rows.ts';

const TONE: Record<ImportOutcome, string> = {
  create: 'text-emerald-800',
  update: 'text-sky-900',
  unchanged: 'text-slate-600',
};

/** What importing a row does (or did): the same words in the preview and in the result. */
export function ImportOutcomeLabel({ outcome }: { outcome: ImportOutcome | undefined }) {
  const { t } = useLingui();
  if (!outcome) return <span className="text-slate-500">–</span>;
  const words: Record<ImportOutcome, string> = {
    create: t({ id: 'import.created', message: 'Created' }),
    update: t({ id: 'import.updated', message: 'Updated' }),
    unchanged: t({ id: 'import.unchanged', message: 'Unchanged' }),
  };
  return <span className={`whitespace-nowrap ${TONE[outcome]}`}>{words[outcome]}</span>;
}
