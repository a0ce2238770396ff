import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReportOutline } from '../../../src-domain/report/outline.ts';
import type { AddedActionItem } from '../../../src-domain/report/added-actions.ts';
import { actionPlansApi } from '../../api/action-plans.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { DateField } from '../../components/DateField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useRequest } from './use-request.ts';

interface Props {
  inspectionId: string;
  /** null: closed; 'new': a new action; an item: that action, to edit. */
  editing: 'new' | AddedActionItem | null;
  outline: ReportOutline;
  owners: Array<{ id: string; name: string }>;
  onClose: () => void;
}

const EMPTY = { question: '', description: '', deadline: '', ownerId: '' };

/**
 * Adds an action to an approved inspection's plan, or edits one added before: what is to be done, about which
 * question (optional, fixed once added), by when and by whom. The server's rules answer; its keys show here.
 */
export function ActionItemDialog({ inspectionId, editing, outline, owners, onClose }: Props) {
  const { t } = useLingui();
  const request = useRequest();
  const [form, setForm] = useState(EMPTY);
  useEffect(() => {
    if (editing === 'new') setForm(EMPTY);
    else if (editing)
      setForm({
        question: editing.question ? `${editing.question.moduleId}/${editing.question.questionId}` : '',
        description: editing.description,
        deadline: editing.deadline ?? '',
        ownerId: editing.action.ownerId ?? '',
      });
  }, [editing]);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const fields = {
    description: form.description,
    deadline: form.deadline || null,
    ownerId: form.ownerId || null,
  };

  const save = async () => {
    const [moduleId, questionId] = form.question.split('/');
    const saved = await request.run(() =>
      editing === 'new'
        ? actionPlansApi.addItem(
            inspectionId,
            moduleId && questionId ? { moduleId, questionId } : null,
            fields,
          )
        : actionPlansApi.editItem(inspectionId, (editing as AddedActionItem).itemId, fields),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={editing !== null}
      title={
        editing === 'new'
          ? t({ id: 'actionPlan.addAction', message: 'Add an action' })
          : t({ id: 'actionPlan.editAction', message: 'Edit the action' })
      }
      error={request.error}
      saving={request.busy}
      onClose={onClose}
      onSubmit={save}
    >
      <SelectField
        label={t({ id: 'actionPlan.actionQuestion', message: 'About the question (optional)' })}
        value={form.question}
        disabled={editing !== 'new'}
        onChange={(e) => set('question')(e.target.value)}
      >
        <option value="">{t({ id: 'actionPlan.noQuestion', message: 'No particular question' })}</option>
        {outline.modules.map((module) => (
          <optgroup key={module.id} label={module.name}>
            {module.clusters
              .flatMap((c) => c.questions)
              .map((q) => (
                <option key={q.id} value={`${module.id}/${q.id}`}>
                  {q.referenceNumber} {q.content}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label={t({ id: 'actionPlan.actionDescription', message: 'What is to be done' })}
        value={form.description}
        maxLength={5000}
        onChange={(e) => set('description')(e.target.value)}
      />
      <DateField
        label={t({ id: 'actionPlan.actionDeadline', message: 'Deadline' })}
        value={form.deadline}
        onChange={set('deadline')}
      />
      <SelectField
        label={t({ id: 'actionPlan.owner', message: 'Owner' })}
        value={form.ownerId}
        onChange={(e) => set('ownerId')(e.target.value)}
      >
        <option value="">
          {t({ id: 'actionPlan.defaultOwner', message: 'The follow-up’s agent, else the entity’s admins' })}
        </option>
        {owners.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
