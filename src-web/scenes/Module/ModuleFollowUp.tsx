import { useLingui } from '@lingui/react/macro';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { InspectionModule } from '../../api/inspections.ts';
import { act } from '../../state/inspection.ts';
import { CommentField } from './CommentField.tsx';

/** The reviewers' follow-up comment on a whole module, beside each question's own (administration §7). */
export function ModuleFollowUp({ module, disabled }: { module: InspectionModule; disabled: boolean }) {
  const { t } = useLingui();
  const name = module.name;
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3" data-testid="module-follow-up">
      <CommentField
        label={t({ id: 'module.followUpComment', message: `Follow-up on ${name}` })}
        value={module.followUpComment}
        disabled={disabled}
        onSave={(text) =>
          act(
            (id) => inspectionChanges.moduleFollowUp(id, module.id, text),
            (inspection) => {
              for (const m of inspection.modules) if (m.id === module.id) m.followUpComment = text;
            },
          )
        }
      />
    </div>
  );
}
