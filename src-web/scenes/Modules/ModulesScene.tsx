import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { nameInLanguage } from '../../../src-domain/catalogue/index.ts';
import type { InspectionModule } from '../../api/inspection-types.ts';
import { Button } from '../../components/Button.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';
import { storedLocale } from '../../state/locale.ts';
import {
  deleteModule,
  editOrdinal,
  loadModules,
  modulesState,
  modulesWatch,
  toggleModuleFlag,
  type RowStatus,
} from '../../state/modules.ts';
import { ModuleDialog } from './ModuleDialog.tsx';

const FLAGS = ['isMandatory', 'isDefaultNA', 'useTabs'] as const;

/** /admin/inspection-types/{id}/modules: the type's modules, ordinals edited in the grid (superUser). */
export function ModulesScene() {
  const { t, i18n } = useLingui();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const view = useSnapshot(modulesState);
  const [editing, setEditing] = useState<InspectionModule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InspectionModule | null>(null);
  // Loaded once the catalogue room is joined, then kept current by its pushes (no GET per change).
  const language = storedLocale();
  useLive(
    `${id}|${language}`,
    () => modulesWatch(id, language, () => loadModules(id)),
    () => loadModules(id),
  );

  const type = view.type?.id === id ? view.type : null;
  const flagNames = {
    isMandatory: t({ id: 'modules.isMandatory', message: 'Mandatory' }),
    isDefaultNA: t({ id: 'modules.isDefaultNA', message: 'Not applicable by default' }),
    useTabs: t({ id: 'modules.useTabs', message: 'Clusters as tabs' }),
  };
  const statusText: Record<RowStatus, string> = {
    updating: t({ id: 'modules.updating', message: 'Updating…' }),
    updated: t({ id: 'modules.updated', message: 'Updated' }),
    failed: t({ id: 'modules.updateFailed', message: 'Not saved' }),
  };
  // Back goes to the type's entity, or one step back when the type has none.
  const back = () => (type?.hotelId ? navigate(link.hotel(type.hotelId, null)) : window.history.back());
  const deletingName = deleting?.name ?? '';

  if (view.deleted === id) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <Trans id="modules.typeDeleted">This inspection type has been deleted.</Trans>
        </p>
        <Button variant="plain" onClick={() => window.history.back()}>
          <Trans id="common.back">Back</Trans>
        </Button>
      </div>
    );
  }
  if (!type) {
    return <LoadingOrError error={view.load.error} />;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-700">
            <Trans id="modules.title">Modules</Trans>
          </p>
          <h1 className="text-2xl font-bold text-slate-900">{type.name}</h1>
          {type.hotel && <p className="text-slate-700">{type.hotel.name}</p>}
        </div>
        <div className="flex gap-2">
          <Button variant="plain" onClick={back}>
            <Trans id="common.back">Back</Trans>
          </Button>
          <Button onClick={() => setEditing('new')} disabled={view.moduleTypes.length === 0}>
            <Trans id="modules.create">Create module</Trans>
          </Button>
        </div>
      </div>
      {view.moduleTypes.length === 0 && view.load.status === 'done' && (
        <p className="text-sm text-slate-700">
          <Trans id="modules.noModuleTypes">Create a module type on the questions screen first.</Trans>
        </p>
      )}
      <ErrorBanner messageKey={view.rowError} />
      <ListStatus
        load={view.load}
        count={view.modules.length}
        empty={<Trans id="modules.empty">This inspection type has no modules yet.</Trans>}
      >
        <Table
          columns={[
            { label: t({ id: 'modules.name', message: 'Name' }) },
            {
              label: t({ id: 'modules.moduleType', message: 'Module type' }),
              className: 'hidden tablet:table-cell',
            },
            { label: t({ id: 'modules.ordinal', message: 'Order' }) },
            ...FLAGS.map((flag) => ({
              label: flagNames[flag],
              className: 'hidden small-desktop:table-cell',
            })),
            { label: t({ id: 'common.actions', message: 'Actions' }), hidden: true },
          ]}
        >
          {view.modules.map((module) => {
            const status = view.rows[module.id];
            return (
              <tr
                key={module.id}
                className="border-b border-slate-100 last:border-0"
                data-testid="module-row"
              >
                <td className="px-3 py-2 font-medium text-slate-900">
                  {/* What agents read in this language; the module's own name (the reports') beneath it. */}
                  <span className="block">{nameInLanguage(module.name, module.names, i18n.locale)}</span>
                  {nameInLanguage(module.name, module.names, i18n.locale) !== module.name && (
                    <span className="block text-xs font-normal text-slate-600">{module.name}</span>
                  )}
                </td>
                <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                  {module.inspectionModuleType.name}
                </td>
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    <input
                      type="number"
                      step={1}
                      className="w-20 rounded-md border border-slate-300 px-2 py-1"
                      aria-label={t({ id: 'modules.ordinalOf', message: `Order of ${module.name}` })}
                      value={view.ordinalDrafts[module.id] ?? String(module.ordinal)}
                      onChange={(e) => editOrdinal(type.id, module.id, e.target.value)}
                    />
                    {status && (
                      <span
                        role="status"
                        className={`text-xs ${status === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
                      >
                        {statusText[status]}
                      </span>
                    )}
                  </div>
                </td>
                {FLAGS.map((flag) => (
                  <td
                    key={flag}
                    data-label={flagNames[flag]}
                    className="hidden px-3 py-2 small-desktop:table-cell"
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      aria-label={`${flagNames[flag]}: ${module.name}`}
                      checked={module[flag]}
                      onChange={() => void toggleModuleFlag(type.id, module as InspectionModule, flag)}
                    />
                  </td>
                ))}
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <RowActions
                      editLabel={t({ id: 'modules.editNamed', message: `Edit ${module.name}` })}
                      deleteLabel={t({ id: 'modules.deleteNamed', message: `Delete ${module.name}` })}
                      onEdit={() => setEditing(module as InspectionModule)}
                      onDelete={() => setDeleting(module as InspectionModule)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </Table>
      </ListStatus>
      <ModuleDialog
        open={editing !== null}
        typeId={type.id}
        module={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t({ id: 'modules.deleteTitle', message: 'Delete module' })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onConfirm={async () => {
          if (deleting && (await deleteModule(type.id, deleting.id))) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <Trans id="modules.deleteConfirm">
          Delete the module {deletingName}? Inspections already made keep their questions.
        </Trans>
      </ConfirmDialog>
    </div>
  );
}
