import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { inspectionTypesApi, type InspectionType } from '../../api/inspection-types.ts';
import { RequestFailed } from '../../api/http.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { inspectionTypesState, linkToHotels } from '../../state/inspection-types.ts';

interface Props {
  open: boolean;
  hotelId: string;
  organizationId: string;
  onClose: () => void;
}

/** Gives an entity one of its organization's types: the entity gets its own copy, modules included. */
export function LinkTemplateDialog({ open, hotelId, organizationId, onClose }: Props) {
  const { t } = useLingui();
  const view = useSnapshot(inspectionTypesState);
  const [templates, setTemplates] = useState<InspectionType[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setChosen('');
    setError(null);
    setTemplates(null);
    inspectionTypesApi
      .ofOrganization(organizationId)
      .then(setTemplates)
      .catch((failure: unknown) => {
        setTemplates([]);
        setError(failure instanceof RequestFailed ? failure.msg : 'errors.server');
      });
  }, [open, organizationId]);

  const submit = async () => {
    // A chosen type is required when linking (administration §5).
    if (!chosen) return setError('inspectionTypes.typeRequired');
    if (await linkToHotels(chosen, [hotelId])) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t({ id: 'inspectionTypes.linkExisting', message: 'Link an inspection type' })}
      error={error ?? view.link.error}
      saving={view.link.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      {templates === null ? (
        <p role="status">{t({ id: 'shell.loading', message: 'Loading…' })}</p>
      ) : templates.length === 0 ? (
        <p className="text-slate-700">
          {t({
            id: 'inspectionTypes.noTemplates',
            message: 'The organization has no inspection types to link.',
          })}
        </p>
      ) : (
        <SelectField
          label={t({ id: 'inspectionTypes.template', message: 'Inspection type' })}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{t({ id: 'inspectionTypes.choose', message: 'Choose…' })}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
      )}
    </FormDialog>
  );
}
