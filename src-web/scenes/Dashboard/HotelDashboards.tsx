import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { proxy, useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { room } from '../../../src-domain/shared/rooms.ts';
import { dashboardsApi, type Dashboard } from '../../api/dashboards.ts';
import { RequestFailed } from '../../api/http.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { liveList } from '../../realtime/live-list.ts';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';

/** The list GET's order: oldest first. */
const oldestFirst = (a: Dashboard, b: Dashboard) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The entity page's dashboards: each with its editor and its public link, and "new dashboard" (which opens
 * the create route: the dashboard is made there). Shown to the entity's admins while its dashboards are on.
 * Kept current from the entity's room: another admin's new, changed, regenerated or removed dashboard shows
 * without a GET.
 */
export function HotelDashboards({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const [list] = useState(() =>
    proxy({ dashboards: null as Dashboard[] | null, error: null as string | null }),
  );
  const { dashboards, error } = useSnapshot(list);
  const load = async () => {
    list.error = null;
    try {
      const answer = await dashboardsApi.ofHotel(hotelId);
      list.dashboards = answer;
    } catch (failure) {
      list.error = failure instanceof RequestFailed ? failure.msg : 'errors.server';
    }
  };
  useLive(
    hotelId,
    () =>
      liveList<Dashboard>({
        rooms: [room('hotel', hotelId)],
        collection: 'dashboards',
        toRow: (doc) => ((doc as Dashboard).hotelId === hotelId ? (doc as Dashboard) : null),
        compare: oldestFirst,
        rows: () => list.dashboards ?? [],
        setRows: (rows) => void (list.dashboards = rows),
        reload: load,
      }),
    load,
  );

  return (
    <section aria-labelledby="entity-dashboards" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="entity-dashboards" className="text-lg font-semibold">
          <Trans id="entity.dashboards">Wall dashboards</Trans>
        </h2>
        <Link
          href={link.dashboardCreate(hotelId)}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          <Trans id="entity.newDashboard">New dashboard</Trans>
        </Link>
      </div>
      <ErrorBanner messageKey={error} />
      {!error && dashboards === null && (
        <p role="status">
          <Trans id="shell.loading">Loading…</Trans>
        </p>
      )}
      {dashboards?.length === 0 && (
        <p className="text-slate-600">
          <Trans id="entity.noDashboards">This entity has no dashboards yet.</Trans>
        </p>
      )}
      {!!dashboards?.length && (
        <ul className="divide-y divide-slate-100">
          {dashboards.map((dashboard) => {
            const name =
              dashboard.friendlyName ||
              dashboard.name ||
              t({ id: 'dashboardEditor.untitled', message: 'Dashboard' });
            return (
              <li
                key={dashboard.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <Link href={link.dashboardEdit(dashboard.id)} className="font-medium text-sky-800 underline">
                  {name}
                </Link>
                <a
                  href={link.dashboardView(dashboard.uuid)}
                  target="_blank"
                  rel="noopener"
                  className="break-all text-sky-800 underline"
                >
                  <Trans id="entity.dashboardPublicLink">Public link of {name}</Trans>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
