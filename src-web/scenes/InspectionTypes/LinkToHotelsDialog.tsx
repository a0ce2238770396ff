import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { adminApi, type Hotel } from '../../api/admin.ts';
import { RequestFailed } from '../../api/http.ts';
import type { InspectionType } from '../../api/inspection-types.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { TextField } from '../../components/TextField.tsx';
import { inspectionTypesState, linkToHotels } from '../../state/inspection-types.ts';

interface Props {
  template: InspectionType | null;
  onClose: () => void;
}

/** Links an organization's type to entities: a searchable checklist with select-all; each gets a copy. */
export function LinkToHotelsDialog({ template, onClose }: Props) {
  const { t } = useLingui();
  const view = useSnapshot(inspectionTypesState);
  const [hotels, setHotels] = useState<Hotel[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (!template) return;
    setSearch('');
    setChosen([]);
    setLoadError(null);
    adminApi
      .hotels(template.organizationId)
      .then(setHotels)
      .catch((failure: unknown) => {
        setHotels([]);
        setLoadError(failure instanceof RequestFailed ? failure.msg : 'errors.server');
      });
  }, [template]);

  const needle = search.trim().toLocaleLowerCase();
  const shown = hotels.filter((hotel) => hotel.name.toLocaleLowerCase().includes(needle));
  const allShownChosen = shown.length > 0 && shown.every((hotel) => chosen.includes(hotel.id));
  const name = template?.name ?? '';
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    setMissing(chosen.length === 0);
    if (!template || chosen.length === 0) return;
    if (await linkToHotels(template.id, chosen)) onClose();
  };

  return (
    <FormDialog
      open={!!template}
      title={t({ id: 'inspectionTypes.linkTitle', message: `Link ${name} to entities` })}
      error={missing ? 'inspectionTypes.hotelsRequired' : (view.link.error ?? loadError)}
      saving={view.link.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        type="search"
        label={t({ id: 'inspectionTypes.searchEntities', message: 'Search entities' })}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Checkbox
        label={t({ id: 'inspectionTypes.selectAll', message: 'Select all' })}
        checked={allShownChosen}
        disabled={shown.length === 0}
        onChange={(e) =>
          setChosen((current) =>
            e.target.checked
              ? [...new Set([...current, ...shown.map((hotel) => hotel.id)])]
              : current.filter((id) => !shown.some((hotel) => hotel.id === id)),
          )
        }
      />
      <div className="max-h-72 space-y-1 overflow-y-auto border-t border-slate-100 pt-2">
        {shown.length === 0 && (
          <p className="text-sm text-slate-600">
            {t({ id: 'inspectionTypes.noEntitiesFound', message: 'No entities match the search.' })}
          </p>
        )}
        {shown.map((hotel) => (
          <Checkbox
            key={hotel.id}
            label={hotel.name}
            checked={chosen.includes(hotel.id)}
            onChange={(e) =>
              setChosen((current) =>
                e.target.checked ? [...current, hotel.id] : current.filter((id) => id !== hotel.id),
              )
            }
          />
        ))}
      </div>
    </FormDialog>
  );
}
