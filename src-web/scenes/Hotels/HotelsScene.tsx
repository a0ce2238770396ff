import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Hotel, Organization } from '../../api/admin.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';
import {
  deleteHotel,
  hotelsState,
  hotelsWatch,
  loadHotels,
  resetHotelErrors,
  type ListScope,
} from '../../state/hotels.ts';
import { HotelFormDialog } from './HotelFormDialog.tsx';

/** /admin/entities, /organization/entities and the organization page's tab: entities in scope, kept live. */
export function HotelsScene({ user, organizationId }: { user: SignedInUser; organizationId?: string }) {
  const { t } = useLingui();
  const view = useSnapshot(hotelsState);
  const superUser = user.role === 'superUser';
  // Inside the organization page the list is a section under its heading.
  const Heading = organizationId ? 'h2' : 'h1';
  const [editing, setEditing] = useState<Hotel | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Hotel | null>(null);
  const scope: ListScope = useMemo(
    () => ({ withOrganizations: superUser && !organizationId, organizationId }),
    [superUser, organizationId],
  );

  const organizationIds = organizationId
    ? [organizationId]
    : superUser
      ? view.organizations.map((o) => o.id)
      : [user.organizationId].filter((id): id is string => !!id);
  // Loaded once its rooms are joined, kept current by their pushes. A superUser's rooms come with the
  // organizations the first load brings: joined then, and loaded once more for what came in between.
  useLive(
    `${organizationId ?? ''}|${superUser}|${organizationIds.join(',')}`,
    () => hotelsWatch(scope, organizationIds),
    () => loadHotels(scope),
  );

  const open = (entity: Hotel | 'new') => {
    resetHotelErrors();
    setEditing(entity);
  };
  const confirmDelete = (entity: Hotel) => {
    resetHotelErrors();
    setEditing(null); // a delete dialog replaces an open form
    setDeleting(entity);
  };
  const name = deleting?.name ?? '';
  const showOrganization = superUser && !organizationId;
  const organizationName = (id: string) => view.organizations.find((o) => o.id === id)?.name ?? '';

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-2xl font-bold text-slate-900">
          <Trans id="entities.title">Entities</Trans>
        </Heading>
        {(superUser || user.role === 'companyAdmin') && (
          <Button onClick={() => open('new')}>
            <Trans id="entities.create">Create entity</Trans>
          </Button>
        )}
      </div>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="entities.empty">No entities yet.</Trans>}
      >
        <Table
          columns={[
            { label: <Trans id="entities.status">Status</Trans> },
            { label: <Trans id="entities.name">Name</Trans> },
            { label: <Trans id="entities.address">Address</Trans>, className: 'hidden tablet:table-cell' },
            ...(showOrganization
              ? [
                  {
                    label: <Trans id="entities.organization">Organization</Trans>,
                    className: 'hidden small-desktop:table-cell',
                  },
                ]
              : []),
            { label: <Trans id="entities.actions">Actions</Trans>, hidden: true },
          ]}
        >
          {view.items.map((entity) => (
            <tr key={entity.id} className="border-b border-slate-100 last:border-0">
              <td className="card-corner px-3 py-2">
                <span
                  className={`inline-block h-3 w-3 rounded-full ${entity.inactive ? 'bg-slate-400' : 'bg-emerald-600'}`}
                  aria-hidden="true"
                />
                <span className="sr-only">
                  {entity.inactive
                    ? t({ id: 'entities.inactive', message: 'Inactive' })
                    : t({ id: 'entities.active', message: 'Active' })}
                </span>
              </td>
              <td className="px-3 py-2 font-medium text-slate-900">{entity.name}</td>
              <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">{entity.address}</td>
              {showOrganization && (
                <td className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell">
                  {organizationName(entity.organizationId)}
                </td>
              )}
              <td className="px-3 py-2">
                <div className="flex justify-end gap-3 whitespace-nowrap">
                  <button
                    type="button"
                    onClick={() => open(entity as Hotel)}
                    className="font-medium text-sky-800 underline"
                  >
                    <Trans id="common.edit">Edit</Trans>
                    <span className="sr-only"> {entity.name}</span>
                  </button>
                  {superUser && (
                    <button
                      type="button"
                      onClick={() => confirmDelete(entity as Hotel)}
                      className="font-medium text-red-700 underline"
                    >
                      <Trans id="common.delete">Delete</Trans>
                      <span className="sr-only"> {entity.name}</span>
                    </button>
                  )}
                  <TextLink href={link.hotel(entity.id, superUser ? null : entity.organizationId)}>
                    <Trans id="common.open">Open</Trans>
                    <span className="sr-only"> {entity.name}</span>
                  </TextLink>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>

      <HotelFormDialog
        open={editing !== null}
        role={user.role}
        entity={editing === 'new' ? null : editing}
        organizations={view.organizations as Organization[]}
        scope={scope}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t({ id: 'entities.deleteTitle', message: 'Delete entity' })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await deleteHotel(deleting.id))) setDeleting(null);
        }}
      >
        <Trans id="entities.deleteConfirm">Delete {name}? This cannot be undone.</Trans>
      </ConfirmDialog>
    </div>
  );
}
