import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { mayManageTypes } from '../../../src-domain/inspection-type/index.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import type { InspectionType } from '../../api/inspection-types.ts';
import { Button } from '../../components/Button.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';
import {
  deleteInspectionType,
  inspectionTypesState,
  inspectionTypesWatch,
  isShowing,
  loadInspectionTypes,
  type TypeScope,
} from '../../state/inspection-types.ts';
import { InspectionTypeDialog } from './InspectionTypeDialog.tsx';
import { LinkTemplateDialog } from './LinkTemplateDialog.tsx';
import { LinkToHotelsDialog } from './LinkToHotelsDialog.tsx';
import { REPORT_TYPE_NAMES } from './type-names.ts';

interface Props {
  me: SignedInUser;
  scope: TypeScope;
  /** The organization the types belong to (for live updates and linking). */
  organizationId: string;
}

/**
 * The inspection types of an entity, or an organization's own types, with create, edit and delete. A superUser
 * opens a type's modules by its row; the others get the edit action. An organization's type is linked to
 * entities from its row; an entity links one of its organization's types from the header.
 */
export function InspectionTypesPanel({ me, scope, organizationId }: Props) {
  const { t } = useLingui();
  const modulesLabel = t({ id: 'inspectionTypes.modules', message: 'Modules' });
  const view = useSnapshot(inspectionTypesState);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<InspectionType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InspectionType | null>(null);
  const [linking, setLinking] = useState<InspectionType | null>(null);
  const [linkingExisting, setLinkingExisting] = useState(false);
  const scopeKey = JSON.stringify(scope);
  // Loaded once the organization's room is joined; kept current by its pushes.
  useLive(
    `${scopeKey}|${organizationId}`,
    () => inspectionTypesWatch(scope, organizationId),
    () => loadInspectionTypes(scope),
  );

  const manager = mayManageTypes(me.role);
  const superUser = me.role === 'superUser';
  const forHotel = 'hotelId' in scope;
  const items = isShowing(scope) ? (view.items as InspectionType[]) : [];
  const deletingName = deleting?.name ?? '';

  return (
    <section aria-labelledby="inspection-types" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inspection-types" className="text-lg font-semibold text-slate-900">
          <Trans id="organization.tabInspectionTypes">Inspection types</Trans>
        </h2>
        {manager && (
          <div className="flex flex-wrap gap-2">
            {forHotel && (
              <Button variant="plain" onClick={() => setLinkingExisting(true)}>
                <Trans id="inspectionTypes.linkExisting">Link an inspection type</Trans>
              </Button>
            )}
            <Button onClick={() => setEditing('new')}>
              <Trans id="inspectionTypes.create">Create inspection type</Trans>
            </Button>
          </div>
        )}
      </div>
      <ListStatus
        load={view.load}
        count={items.length}
        empty={<Trans id="inspectionTypes.empty">There are no inspection types yet.</Trans>}
      >
        <Table
          columns={[
            { label: t({ id: 'inspectionTypes.name', message: 'Name' }) },
            {
              label: t({ id: 'inspectionTypes.reportType', message: 'Report type' }),
              className: 'hidden tablet:table-cell',
            },
            { label: modulesLabel, className: 'hidden tablet:table-cell' },
            { label: t({ id: 'common.actions', message: 'Actions' }), hidden: true },
          ]}
        >
          {items.map((type) => (
            <tr
              key={type.id}
              className={`border-b border-slate-100 last:border-0 ${superUser ? 'cursor-pointer hover:bg-sky-50' : ''}`}
              onClick={superUser ? () => navigate(link.inspectionTypeModules(type.id)) : undefined}
            >
              <td className="px-3 py-2 font-medium text-slate-900">
                {superUser ? (
                  <TextLink href={link.inspectionTypeModules(type.id)}>{type.name}</TextLink>
                ) : (
                  type.name
                )}
                {type.isSelfServe && (
                  <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-900">
                    <Trans id="inspectionTypes.selfServe">Self-serve</Trans>
                  </span>
                )}
              </td>
              <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {REPORT_TYPE_NAMES[type.reportType]}
              </td>
              <td data-label={modulesLabel} className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {type.moduleCount}
              </td>
              <td className="px-3 py-2" onClick={(e) => e.stopPropagation()}>
                <div className="flex flex-wrap justify-end gap-2">
                  {manager && !forHotel && (
                    <Button variant="plain" onClick={() => setLinking(type)}>
                      <Trans id="inspectionTypes.linkToEntities">Link to entities</Trans>
                    </Button>
                  )}
                  <RowActions
                    editLabel={t({ id: 'inspectionTypes.editNamed', message: `Edit ${type.name}` })}
                    deleteLabel={t({ id: 'inspectionTypes.deleteNamed', message: `Delete ${type.name}` })}
                    onEdit={() => setEditing(type)}
                    onDelete={manager ? () => setDeleting(type) : undefined}
                  />
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>

      <InspectionTypeDialog
        open={editing !== null}
        role={me.role}
        type={editing === 'new' ? null : editing}
        scope={scope}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t({ id: 'inspectionTypes.deleteTitle', message: `Delete ${deletingName}` })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onConfirm={async () => {
          if (deleting && (await deleteInspectionType(deleting.id))) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <Trans id="inspectionTypes.deleteConfirm">
          Delete the inspection type {deletingName} and its modules? Inspections already made keep their
          questions.
        </Trans>
      </ConfirmDialog>
      <LinkToHotelsDialog template={linking} onClose={() => setLinking(null)} />
      {forHotel && (
        <LinkTemplateDialog
          open={linkingExisting}
          hotelId={scope.hotelId}
          organizationId={organizationId}
          onClose={() => setLinkingExisting(false)}
        />
      )}
    </section>
  );
}
