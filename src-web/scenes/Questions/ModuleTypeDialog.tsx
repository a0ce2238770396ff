import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useSnapshot } from 'valtio';
import { MODULE_AREAS, MODULE_CLASSIFICATIONS } from '../../../src-domain/catalogue/index.ts';
import type { ModuleType, ModuleTypeInput } from '../../api/catalogue.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { MODULE_AREA_NAMES, MODULE_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { copyModuleType, questionsState, saveModuleType } from '../../state/questions.ts';
import { storedLocale } from '../../state/locale.ts';

interface Props {
  /** create, edit the given type, or copy it under a new name. */
  mode: { kind: 'create' } | { kind: 'edit' | 'copy'; moduleType: ModuleType } | null;
  onDone: (moduleType: ModuleType) => void;
  onClose: () => void;
}

export function ModuleTypeDialog({ mode, onDone, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const view = useSnapshot(questionsState);
  const [form, setForm] = useState<ModuleTypeInput>({
    name: '',
    classification: 'accommodation',
    area: 'room',
  });
  useEffect(() => {
    if (!mode) return;
    if (mode.kind === 'create') setForm({ name: '', classification: 'accommodation', area: 'room' });
    else
      setForm({
        name: mode.kind === 'copy' ? '' : mode.moduleType.name,
        classification: mode.moduleType.classification,
        area: mode.moduleType.area,
      });
  }, [mode]);

  const submit = async () => {
    if (!mode) return;
    const saved =
      mode.kind === 'copy'
        ? await copyModuleType(mode.moduleType.id, form.name)
        : await saveModuleType(
            mode.kind === 'edit' ? mode.moduleType.id : null,
            // The name edited is the one of the language the screen shows.
            questionsState.language ?? storedLocale(),
            form,
          );
    if (saved) onDone(saved);
  };
  const copiedName = mode && mode.kind !== 'create' ? mode.moduleType.name : '';
  const title = !mode
    ? ''
    : mode.kind === 'create'
      ? t({ id: 'moduleTypes.createTitle', message: 'Create module type' })
      : mode.kind === 'edit'
        ? t({ id: 'moduleTypes.editTitle', message: 'Edit module type' })
        : t({ id: 'moduleTypes.copyTitle', message: `Copy ${copiedName}` });

  return (
    <FormDialog
      open={!!mode}
      title={title}
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={
          mode?.kind === 'copy'
            ? t({ id: 'moduleTypes.copyName', message: 'Name of the copy' })
            : t({ id: 'moduleTypes.name', message: 'Name' })
        }
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        required
      />
      {mode?.kind !== 'copy' && (
        <>
          <SelectField
            label={t({ id: 'moduleTypes.classification', message: 'Classification' })}
            value={form.classification}
            onChange={(e) =>
              setForm({ ...form, classification: e.target.value as ModuleTypeInput['classification'] })
            }
          >
            {MODULE_CLASSIFICATIONS.map((value) => (
              <option key={value} value={value}>
                {i18n._(MODULE_CLASSIFICATION_NAMES[value])}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t({ id: 'moduleTypes.area', message: 'Area' })}
            value={form.area}
            onChange={(e) => setForm({ ...form, area: e.target.value as ModuleTypeInput['area'] })}
          >
            {MODULE_AREAS.map((value) => (
              <option key={value} value={value}>
                {i18n._(MODULE_AREA_NAMES[value])}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
