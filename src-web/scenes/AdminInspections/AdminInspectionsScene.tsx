import { adminInspectionsApi } from '../../api/inspections.ts';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { InspectionSummary } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { Table } from '../../components/Table.tsx';
import { link, paths } from '../../routes.ts';
import { useSnapshot } from 'valtio';
import { idle, track } from '../../state/async.ts';
import {
  adminInspectionsState,
  administeredHotelIds,
  loadAdminInspections,
  loadMoreAdminInspections,
  adminInspectionsWatch,
} from '../../state/admin-inspections.ts';
import { useLive } from '../../realtime/use-live.ts';
import { StartFields } from '../Inspections/StartFields.tsx';
import { usePersonName } from '../../i18n/person-name.ts';

/** /admin/sessions: current inspections (no admin end time), all with Load older; edit date and time, delete. */
export function AdminInspectionsScene() {
  const { t } = useLingui();
  const personName = usePersonName();
  const view = useSnapshot(adminInspectionsState);
  const [editing, setEditing] = useState<InspectionSummary | null>(null);
  const [deleting, setDeleting] = useState<InspectionSummary | null>(null);
  const [when, setWhen] = useState({ startTime: '', startTimeHour: '' });
  const [hotelIds, setHotelIds] = useState<string[] | null>(null);
  useEffect(() => {
    administeredHotelIds().then(setHotelIds, () => setHotelIds([]));
  }, []);
  // Answers, submits and approvals at any entity this admin administers show as they are pushed; the list
  // loads once those rooms are joined, so nothing falls between.
  useLive(
    hotelIds && hotelIds.join(','),
    () => adminInspectionsWatch(hotelIds ?? []),
    () => loadAdminInspections(false),
  );
  useEffect(() => {
    if (editing) setWhen({ startTime: editing.startDate, startTimeHour: editing.startHour });
  }, [editing]);
  const deletingWhen = deleting ? `${deleting.startDate} ${deleting.startHour}` : '';
  const deletingUser = deleting?.user?.name ?? '–';

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="menu.adminInspections">Inspections</Trans>
        </h1>
        <Link
          href={paths.adminInspectionCreate}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          <Trans id="adminInspections.create">Create inspection</Trans>
        </Link>
      </div>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="adminInspections.empty">There are no current inspections.</Trans>}
      >
        <Table
          columns={[
            { label: t({ id: 'sessions.entity', message: 'Entity' }) },
            {
              label: t({ id: 'inspectionTypes.template', message: 'Inspection type' }),
              className: 'hidden tablet:table-cell',
            },
            {
              label: t({ id: 'adminInspections.user', message: 'User' }),
              className: 'hidden tablet:table-cell',
            },
            { label: t({ id: 'sessions.date', message: 'Date' }) },
            { label: t({ id: 'common.actions', message: 'Actions' }), hidden: true },
          ]}
        >
          {(view.items as InspectionSummary[]).map((item) => (
            <tr
              key={item.id}
              className="border-b border-slate-100 last:border-0"
              data-testid="admin-session-row"
            >
              <td className="px-3 py-2">
                <a
                  href={link.inspection(item.id)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-sky-800 underline"
                >
                  {item.hotel.name}
                </a>
                <span className="ml-2">
                  <StatusBadge status={item.status} />
                </span>
              </td>
              <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {item.inspectionType.name}
              </td>
              <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {item.user ? personName(item.user.name) : '–'}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {item.startDate} {item.startHour}
              </td>
              <td className="px-3 py-2">
                <div className="flex items-center justify-end gap-2">
                  {item.agentEndTime && (
                    <Link
                      href={link.report(item.id, item.inspectionType.reportType)}
                      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100"
                      aria-label={t({
                        id: 'adminInspections.reportNamed',
                        message: `Report ${item.hotel.name} ${item.startDate}`,
                      })}
                    >
                      <Trans id="entity.report">Report</Trans>
                    </Link>
                  )}
                  <RowActions
                    editLabel={t({
                      id: 'adminInspections.editNamed',
                      message: `Edit ${item.hotel.name} ${item.startDate}`,
                    })}
                    deleteLabel={t({
                      id: 'adminInspections.deleteNamed',
                      message: `Delete ${item.hotel.name} ${item.startDate}`,
                    })}
                    onEdit={() => {
                      // The dialog opens without the field errors of an earlier opening.
                      adminInspectionsState.save = idle();
                      setEditing(item);
                    }}
                    onDelete={() => setDeleting(item)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
      {view.nextSkip !== null && (
        <Button variant="plain" disabled={view.more.loading} onClick={() => void loadMoreAdminInspections()}>
          {view.more.loading ? (
            <Trans id="shell.loading">Loading…</Trans>
          ) : (
            <Trans id="adminInspections.showMore">Show more</Trans>
          )}
        </Button>
      )}
      <ErrorBanner messageKey={view.more.error} />
      {!view.all && (
        <Button variant="plain" onClick={() => void loadAdminInspections(true)}>
          <Trans id="adminInspections.loadOlder">Load older</Trans>
        </Button>
      )}
      <FormDialog
        open={!!editing}
        title={t({ id: 'adminInspections.editTitle', message: 'Change date and time' })}
        error={view.save.error}
        saving={view.save.loading}
        onSubmit={async () => {
          if (!editing) return;
          const saved = await track(adminInspectionsState.save, () =>
            adminInspectionsApi.reschedule(editing.id, when),
          );
          // The answer carries no row: the inspection's push moves it in the list.
          if (saved) setEditing(null);
        }}
        onClose={() => setEditing(null)}
      >
        <StartFields value={when} onChange={setWhen} errors={view.save.errors} />
      </FormDialog>
      <ConfirmDialog
        open={!!deleting}
        title={t({ id: 'adminInspections.deleteTitle', message: 'Delete inspection' })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await track(adminInspectionsState.remove, () =>
            adminInspectionsApi.remove(deleting.id),
          );
          // The removal's push takes the row out of the list.
          if (done) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <Trans id="adminInspections.deleteConfirm">
          Delete the inspection of {deletingWhen} by {deletingUser}?
        </Trans>
      </ConfirmDialog>
    </div>
  );
}
