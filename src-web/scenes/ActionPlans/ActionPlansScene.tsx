import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { ACTION_STATES, type ActionState } from '../../../src-domain/inspection/fields.ts';
import type { ActionPlanFilters, ActionPlanRow } from '../../api/action-plans.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { ACTION_STATE_NAMES } from '../../i18n/action-state-names.ts';
import { Checkbox } from '../../components/Checkbox.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Table } from '../../components/Table.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link, paths } from '../../routes.ts';
import {
  actionPlans,
  actionPlansWatch,
  loadActionPlanHotels,
  loadActionPlans,
} from '../../state/action-plans.ts';
import { ActionCountsBadges } from './ActionCountsBadges.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';

/** The filters live in the query, so a filtered list can be bookmarked and shared. */
function filtersOf(search: string): ActionPlanFilters {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  return {
    ...(query.get('hotelId') ? { hotelId: query.get('hotelId')! } : {}),
    ...((ACTION_STATES as readonly string[]).includes(state ?? '') ? { state: state as ActionState } : {}),
    ...(query.get('overdue') === 'true' ? { overdue: true } : {}),
  };
}

/**
 * /action-plans (inspection-run §2 "Action plan list"): the plans sent in the viewer's scope, with the spec's
 * columns and each plan's actions by state; filtered by entity, state and overdue; kept current by push.
 */
export function ActionPlansScene({ user }: { user: SignedInUser }) {
  const { t, i18n } = useLingui();
  const personName = usePersonName();
  const view = useSnapshot(actionPlans);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersOf(search), [search]);
  const key = JSON.stringify(filters);
  useEffect(() => {
    void loadActionPlanHotels(user);
  }, [user.id]);
  const hotelIds = view.hotels.map((h) => h.id);
  useLive(
    view.hotels.length ? `${key}:${hotelIds.join(',')}` : null,
    () => actionPlansWatch(hotelIds),
    () => loadActionPlans(filters),
  );
  useEffect(() => {
    void loadActionPlans(filters);
  }, [key]);

  const setFilter = (change: Partial<Record<'hotelId' | 'state' | 'overdue', string>>) => {
    const query = new URLSearchParams(search);
    for (const [name, value] of Object.entries(change))
      if (value) query.set(name, value);
      else query.delete(name);
    const q = query.toString();
    navigate(`${paths.actionPlans}${q ? `?${q}` : ''}`);
  };
  const rows = view.items as ActionPlanRow[];
  // The columns' names, also on each value of a row shown as a card on a narrow screen (no header there).
  const labels = {
    startTime: t({ id: 'actionPlan.startTime', message: 'Start time' }),
    entity: t({ id: 'sessions.entity', message: 'Entity' }),
    lastEditedBy: t({ id: 'actionPlan.lastEditedBy', message: 'Last edited by' }),
    adminEndTime: t({ id: 'actionPlan.adminEndTime', message: 'Approved' }),
    adminEndTimeSetBy: t({ id: 'actionPlan.adminEndTimeSetBy', message: 'Approved by' }),
    inspectionType: t({ id: 'inspectionTypes.template', message: 'Inspection type' }),
    actions: t({ id: 'actionPlan.actions', message: 'Actions' }),
  };
  const totals = rows.reduce(
    (sum, row) => ({
      open: sum.open + row.counts.open,
      done: sum.done + row.counts.done,
      verified: sum.verified + row.counts.verified,
      overdue: sum.overdue + row.counts.overdue,
    }),
    { open: 0, done: 0, verified: 0, overdue: 0 },
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="menu.actionPlans">Action plans</Trans>
      </h1>
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 tablet:grid-cols-3 tablet:items-end">
        <SelectField
          label={t({ id: 'sessions.entity', message: 'Entity' })}
          value={filters.hotelId ?? ''}
          onChange={(e) => setFilter({ hotelId: e.target.value })}
        >
          <option value="">{t({ id: 'actionPlan.allEntities', message: 'All entities' })}</option>
          {view.hotels.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t({ id: 'actionPlan.state', message: 'State of an action' })}
          value={filters.state ?? ''}
          onChange={(e) => setFilter({ state: e.target.value })}
        >
          <option value="">{t({ id: 'actionPlan.anyState', message: 'Any state' })}</option>
          {ACTION_STATES.map((state) => (
            <option key={state} value={state}>
              {i18n._(ACTION_STATE_NAMES[state])}
            </option>
          ))}
        </SelectField>
        <Checkbox
          label={t({ id: 'actionPlan.onlyOverdue', message: 'Only plans with overdue actions' })}
          checked={!!filters.overdue}
          onChange={(e) => setFilter({ overdue: e.target.checked ? 'true' : '' })}
        />
      </div>
      {rows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700" aria-live="polite">
          <Trans id="actionPlan.totals">In this list:</Trans>
          <ActionCountsBadges counts={totals} />
        </div>
      )}
      <ListStatus
        load={view.load}
        count={rows.length}
        empty={<Trans id="actionPlan.empty">No action plan has been sent yet.</Trans>}
      >
        <Table
          columns={[
            { label: labels.startTime },
            { label: labels.entity },
            { label: labels.lastEditedBy, className: 'hidden tablet:table-cell' },
            { label: labels.adminEndTime, className: 'hidden tablet:table-cell' },
            { label: labels.adminEndTimeSetBy, className: 'hidden small-desktop:table-cell' },
            { label: labels.inspectionType, className: 'hidden small-desktop:table-cell' },
            { label: labels.actions },
          ]}
        >
          {rows.map((row) => (
            <tr
              key={row.id}
              className="cursor-pointer border-b border-slate-100 align-top last:border-0 hover:bg-slate-50"
              data-testid="action-plan-row"
              onClick={() => navigate(link.actionPlan(row.id))}
            >
              <td className="px-3 py-2 whitespace-nowrap" data-label={labels.startTime}>
                <Link
                  href={link.actionPlan(row.id)}
                  className="font-medium text-sky-800 underline"
                  onClick={(event) => event.stopPropagation()}
                >
                  {row.startTime} {row.startTimeHour}
                </Link>
              </td>
              <td className="px-3 py-2 text-slate-800" data-label={labels.entity}>
                {row.hotel.name}
              </td>
              <td
                className="hidden px-3 py-2 text-slate-700 tablet:table-cell"
                data-label={labels.lastEditedBy}
              >
                {personName(row.lastEditedBy.name) || '–'}
              </td>
              <td
                className="hidden px-3 py-2 whitespace-nowrap text-slate-700 tablet:table-cell"
                data-label={labels.adminEndTime}
              >
                {formatDate(row.adminEndTime)}
              </td>
              <td
                className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell"
                data-label={labels.adminEndTimeSetBy}
              >
                {row.adminEndTimeSetByUser?.name ?? '–'}
              </td>
              <td
                className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell"
                data-label={labels.inspectionType}
              >
                {row.inspectionType.name}
              </td>
              <td className="px-3 py-2" data-label={labels.actions}>
                <ActionCountsBadges counts={row.counts} />
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
    </div>
  );
}
