import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import type { AdminUser, Hotel, Organization } from '../../api/admin.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { useLive } from '../../realtime/use-live.ts';
import { hotelState, hotelWatch, loadHotel, setUserLinked } from '../../state/hotel.ts';
import { InspectionTypesPanel } from '../InspectionTypes/InspectionTypesPanel.tsx';
import { HotelFormDialog } from '../Hotels/HotelFormDialog.tsx';
import { HotelInspections } from './HotelInspections.tsx';
import { HotelDashboards } from '../Dashboard/HotelDashboards.tsx';
import { SafeQPanel } from '../SafeQ/SafeQPanel.tsx';
import { usePersonName } from '../../i18n/person-name.ts';

/** An entity's page: its details, its users (linked and linkable), its inspection types and its inspections. */
export function HotelScene({ user: me }: { user: SignedInUser }) {
  const { t } = useLingui();
  const personName = usePersonName();
  const { i18n } = useLinguiCore();
  const { hotelId } = useParams<{ hotelId: string }>();
  const view = useSnapshot(hotelState);
  useErrorsGoWithScreen(() => [hotelState.link]);
  const [editing, setEditing] = useState(false);
  const [managing, setManaging] = useState(false);
  const mayLink = me.role === 'superUser' || me.role === 'companyAdmin';

  useEffect(() => {
    void loadHotel(hotelId);
  }, [hotelId]);
  // The organization's room is known once the entity is: joined then, and loaded once more for what came
  // in between; kept current by its pushes after.
  const organizationId = view.hotel?.id === hotelId ? view.hotel.organizationId : null;
  useLive(
    organizationId && `${hotelId}|${organizationId}`,
    () => hotelWatch(hotelId, organizationId!),
    () => loadHotel(hotelId),
  );

  const entity = view.hotel?.id === hotelId ? (view.hotel as Hotel) : null;
  const linked = view.users.filter((u) => u.hotelIds.includes(hotelId));
  const name = view.hotel?.name ?? '';

  if (!entity) {
    return <LoadingOrError error={view.load.error} />;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{entity.name}</h1>
          <p className="text-slate-700">{entity.address}</p>
          <p className="mt-1 text-sm text-slate-700">
            {entity.inactive
              ? t({ id: 'entities.inactive', message: 'Inactive' })
              : t({ id: 'entities.active', message: 'Active' })}
          </p>
        </div>
        <Button variant="plain" onClick={() => setEditing(true)}>
          <Trans id="common.edit">Edit</Trans>
        </Button>
      </div>

      <section aria-labelledby="entity-users" className="rounded-lg border border-slate-200 bg-white p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="entity-users" className="text-lg font-semibold">
            <Trans id="entity.users">Users</Trans>
          </h2>
          <Button variant="plain" onClick={() => setManaging(true)}>
            {mayLink ? (
              <Trans id="entity.manageUsers">Manage users</Trans>
            ) : (
              <Trans id="entity.showUsers">Show users</Trans>
            )}
          </Button>
        </div>
        {linked.length === 0 ? (
          <p className="text-slate-600">
            <Trans id="entity.noUsers">No users are linked to this entity.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {linked.map((user) => (
              <li key={user.id} className="flex justify-between py-2 text-sm">
                <span className="font-medium text-slate-900">{personName(user.name)}</span>
                <span className="text-slate-700">{i18n._(ROLE_NAMES[user.role])}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <InspectionTypesPanel me={me} scope={{ hotelId }} organizationId={entity.organizationId} />
      </div>

      <HotelInspections hotelId={hotelId} />

      <SafeQPanel hotelId={hotelId} />

      {entity.dashboardEnabled && <HotelDashboards hotelId={hotelId} />}

      <HotelFormDialog
        open={editing}
        role={me.role}
        entity={entity}
        organizations={[] as Organization[]}
        scope={{ withOrganizations: false, organizationId: entity.organizationId }}
        // A save's answer is put into the document store, which the page follows: nothing to reload.
        onClose={() => setEditing(false)}
      />
      <Modal
        open={managing}
        onClose={() => setManaging(false)}
        title={t({ id: 'entity.usersOf', message: `Users of ${name}` })}
      >
        <div className="space-y-3">
          <ErrorBanner messageKey={view.link.error} />
          <div className="max-h-80 space-y-1 overflow-y-auto">
            {view.users.map((user) =>
              mayLink ? (
                <Checkbox
                  key={user.id}
                  label={`${personName(user.name)} (${i18n._(ROLE_NAMES[user.role])})`}
                  checked={user.hotelIds.includes(hotelId)}
                  disabled={
                    view.link.loading || (user.role === 'deactivated' && !user.hotelIds.includes(hotelId))
                  }
                  onChange={(e) => void setUserLinked(user as AdminUser, hotelId, e.target.checked)}
                />
              ) : user.hotelIds.includes(hotelId) ? (
                <p key={user.id} className="text-sm">
                  {personName(user.name)}
                </p>
              ) : null,
            )}
          </div>
          <div className="flex justify-end">
            <Button onClick={() => setManaging(false)}>
              <Trans id="shell.closeMenu">Close</Trans>
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
