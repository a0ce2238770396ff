import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { InspectionModule } from '../../api/inspection-types.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { modulesState, saveModule } from '../../state/modules.ts';

interface Props {
  open: boolean;
  typeId: string;
  /** null: create (with a module type to choose); otherwise edit name, ordinal and the toggles. */
  module: InspectionModule | null;
  onClose: () => void;
}

export function ModuleDialog({ open, typeId, module, onClose }: Props) {
  const { t } = useLingui();
  const view = useSnapshot(modulesState);
  const [form, setForm] = useState({
    name: '',
    type: '',
    ordinal: '',
    isMandatory: false,
    isDefaultNA: false,
    useTabs: false,
  });
  useEffect(() => {
    if (!open) return;
    setForm({
      name: module?.name ?? '',
      type: module?.inspectionModuleType.id ?? view.moduleTypes[0]?.id ?? '',
      ordinal: module ? String(module.ordinal) : '',
      isMandatory: module?.isMandatory ?? false,
      isDefaultNA: module?.isDefaultNA ?? false,
      useTabs: module?.useTabs ?? false,
    });
  }, [open, module, view.moduleTypes]);
  const set = (key: keyof typeof form) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const flags = { isMandatory: form.isMandatory, isDefaultNA: form.isDefaultNA, useTabs: form.useTabs };
    // Ordinals are parsed as integers (administration §5); anything else goes as sent, for the server's key.
    const ordinal = form.ordinal.trim() === '' ? undefined : Number(form.ordinal);
    const saved = module
      ? await saveModule(typeId, module.id, { name: form.name, ordinal, ...flags })
      : await saveModule(typeId, null, { name: form.name, type: form.type, ordinal, ...flags });
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={
        module
          ? t({ id: 'modules.editTitle', message: 'Edit module' })
          : t({ id: 'modules.createTitle', message: 'Create module' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t({ id: 'modules.name', message: 'Name' })}
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
        required
      />
      {!module && (
        <SelectField
          label={t({ id: 'modules.moduleType', message: 'Module type' })}
          value={form.type}
          onChange={(e) => set('type')(e.target.value)}
        >
          {view.moduleTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        type="number"
        step={1}
        label={t({ id: 'modules.ordinal', message: 'Order' })}
        value={form.ordinal}
        onChange={(e) => set('ordinal')(e.target.value)}
      />
      <div className="space-y-2">
        <Checkbox
          label={t({ id: 'modules.isMandatory', message: 'Mandatory' })}
          checked={form.isMandatory}
          onChange={(e) => set('isMandatory')(e.target.checked)}
        />
        <Checkbox
          label={t({ id: 'modules.isDefaultNA', message: 'Not applicable by default' })}
          checked={form.isDefaultNA}
          onChange={(e) => set('isDefaultNA')(e.target.checked)}
        />
        <Checkbox
          label={t({ id: 'modules.useTabs', message: 'Clusters as tabs' })}
          checked={form.useTabs}
          onChange={(e) => set('useTabs')(e.target.checked)}
        />
      </div>
    </FormDialog>
  );
}
