import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { linkUserInspectionType, userEditState } from '../../state/user-edit.ts';

/** The user page's inspection types: id, name and entity of each linked type; link and unlink. */
export function LinkedTypes({ userId, mayLink }: { userId: string; mayLink: boolean }) {
  const { t } = useLingui();
  const view = useSnapshot(userEditState);
  const [adding, setAdding] = useState('');
  const linkedIds = view.linkedTypes.map((type) => type.id);
  const linkable = view.linkableTypes.filter((type) => !linkedIds.includes(type.id));

  return (
    <section aria-labelledby="user-types" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="user-types" className="mb-3 text-lg font-semibold">
        <Trans id="user.linkedInspectionTypes">Linked inspection types</Trans>
      </h2>
      {view.linkedTypes.length === 0 ? (
        <p className="text-slate-600">
          <Trans id="user.noTypes">Not linked to any inspection type.</Trans>
        </p>
      ) : (
        <table className="min-w-full text-left text-sm">
          <thead className="text-xs text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2">
                <Trans id="user.typeId">Id</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans id="entities.name">Name</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans id="user.typeEntity">Entity</Trans>
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">
                  <Trans id="entities.actions">Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.linkedTypes.map((type) => (
              <tr key={type.id} className="border-t border-slate-100">
                <td className="py-2 font-mono text-xs text-slate-600">{type.id.slice(0, 8)}</td>
                <td className="py-2">{type.name}</td>
                <td className="py-2">{type.hotel?.name ?? '—'}</td>
                <td className="py-2 text-right">
                  {mayLink && (
                    <button
                      type="button"
                      onClick={() => void linkUserInspectionType(userId, type.id, false)}
                      className="font-medium text-red-700 underline"
                    >
                      <Trans id="user.unlink">Unlink</Trans>
                      <span className="sr-only"> {type.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayLink && linkable.length > 0 && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <SelectField
            label={t({ id: 'user.linkType', message: 'Link to inspection type' })}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">{t({ id: 'user.chooseType', message: 'Choose an inspection type' })}</option>
            {linkable.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </SelectField>
          <Button
            variant="plain"
            disabled={!adding}
            loading={view.link.loading}
            onClick={async () => {
              await linkUserInspectionType(userId, adding, true);
              setAdding('');
            }}
          >
            <Trans id="user.link">Link</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
