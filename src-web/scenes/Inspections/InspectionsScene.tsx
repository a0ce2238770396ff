import { useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { RequestFailed } from '../../api/http.ts';
import {
  inspectionsApi,
  newestFirst,
  summaryOf,
  type InspectionLiveState,
  type InspectionSummary,
} from '../../api/inspections.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { liveList } from '../../realtime/live-list.ts';
import { useLive } from '../../realtime/use-live.ts';
import { link, paths } from '../../routes.ts';
import { room } from '../../../src-domain/shared/rooms.ts';

/** /sessions: the inspections the user may work on; create shows only when self-serve types exist. */
export function InspectionsScene({ user }: { user: SignedInUser }) {
  const [items, setItems] = useState<InspectionSummary[] | null>(null);
  // The rows as last set, for pushes that come between two renders.
  const itemsRef = useRef<InspectionSummary[] | null>(null);
  const [selfServe, setSelfServe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    Promise.all([inspectionsApi.mine(), inspectionsApi.selfServeTypes()])
      .then(([list, types]) => {
        itemsRef.current = list;
        setItems(list);
        setSelfServe(types.length > 0);
        setError(null);
      })
      .catch((failure: unknown) =>
        setError(failure instanceof RequestFailed ? failure.msg : 'errors.server'),
      );
  // The inspections assigned to the user arrive in the user's room: a pushed one (its live state) is a row
  // while it is open, and leaves once an admin has ended it.
  useLive(
    user.id,
    () =>
      liveList<InspectionSummary>({
        rooms: [room('user', user.id)],
        collection: 'inspections',
        toRow: (doc) => {
          const row = summaryOf(doc as InspectionLiveState);
          return row.adminEndTime === null ? row : null;
        },
        compare: newestFirst,
        rows: () => itemsRef.current ?? [],
        setRows: (rows) => {
          itemsRef.current = rows;
          setItems(rows);
        },
        reload: load,
      }),
    load,
  );

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="sessions.title">My inspections</Trans>
        </h1>
        {selfServe && (
          <Link
            href={paths.inspectionCreate}
            className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
          >
            <Trans id="sessions.create">Start an inspection</Trans>
          </Link>
        )}
      </div>
      <ErrorBanner messageKey={error} />
      {items === null && !error ? (
        <p role="status">
          <Trans id="shell.loading">Loading…</Trans>
        </p>
      ) : items?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          <Trans id="sessions.empty">You have no inspections to do right now.</Trans>
        </p>
      ) : (
        <ul className="space-y-2">
          {items?.map((item) => (
            <li key={item.id}>
              <Link
                href={link.inspection(item.id)}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-sky-400"
              >
                <span>
                  <span className="block font-semibold text-slate-900">{item.hotel.name}</span>
                  <span className="text-sm text-slate-700">{item.inspectionType.name}</span>
                </span>
                <span className="flex items-center gap-2 text-sm text-slate-700">
                  <span className="whitespace-nowrap">
                    {item.startDate} {item.startHour}
                  </span>
                  <StatusBadge status={item.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
