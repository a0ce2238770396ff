import { useState, type ReactNode } from 'react';
import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { InspectionSummary } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { Table } from '../../components/Table.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { link } from '../../routes.ts';
import {
  hotelInspectionsState,
  loadHotelInspections,
  hotelInspectionsWatch,
  revertToControl,
} from '../../state/hotel-inspections.ts';
import { usePersonName } from '../../i18n/person-name.ts';

const linkButton =
  'inline-flex rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100';
/** Reports pile up week after week: the newest show, the rest on demand. */
const REPORTS_SHOWN = 10;

function Group({
  title,
  items,
  total = items.length,
  empty,
  endLabel,
  end,
  actions,
  testId,
}: {
  title: ReactNode;
  items: InspectionSummary[];
  /** All of the group, where only some are shown. */
  total?: number;
  empty: ReactNode;
  /** The column after the start: when the agent submitted, or when it was approved. */
  endLabel?: string;
  end?: (item: InspectionSummary) => string;
  actions: (item: InspectionSummary) => ReactNode;
  testId: string;
}) {
  const { t } = useLingui();
  const personName = usePersonName();
  const view = useSnapshot(hotelInspectionsState);
  // The column headings, also each value's label on a phone, where a row is a card (styles.css .table-cards)
  // and the columns a wider screen hides show again.
  const typeLabel = t({ id: 'inspectionTypes.template', message: 'Inspection type' });
  const userLabel = t({ id: 'adminInspections.user', message: 'User' });
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({total})</span>
      </h3>
      <ListStatus load={view.load} count={items.length} empty={empty}>
        <Table
          columns={[
            { label: t({ id: 'sessions.date', message: 'Date' }) },
            { label: typeLabel, className: 'hidden small-tablet:table-cell' },
            { label: userLabel, className: 'hidden tablet:table-cell' },
            ...(endLabel ? [{ label: endLabel, className: 'hidden tablet:table-cell' }] : []),
            { label: t({ id: 'common.actions', message: 'Actions' }), hidden: true },
          ]}
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                {item.startDate} {item.startHour}
                {/* The groups say where the others stand; one taken back from its approval says so itself. */}
                {item.status === 'reverted' && (
                  <span className="ml-2">
                    <StatusBadge status={item.status} />
                  </span>
                )}
              </td>
              <td data-label={typeLabel} className="hidden px-3 py-2 text-slate-800 small-tablet:table-cell">
                {item.inspectionType.name}
              </td>
              <td data-label={userLabel} className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {item.user ? personName(item.user.name) : '–'}
              </td>
              {end && (
                <td data-label={endLabel} className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                  {end(item)}
                </td>
              )}
              <td className="px-3 py-2">
                <div className="flex flex-col items-end gap-2 tablet:flex-row tablet:justify-end">
                  {actions(item)}
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>
    </section>
  );
}

/**
 * The entity page's inspections (administration §2 "Entity-admin inspection lists"): pending approval with a
 * Control button, current ones with an open link, and reports with an open link and back-to-control. Live:
 * the entity's `inspections:<hotelId>` room.
 */
export function HotelInspections({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const view = useSnapshot(hotelInspectionsState);
  const [reverting, setReverting] = useState<InspectionSummary | null>(null);
  const [allReports, setAllReports] = useState(false);
  useLive(
    hotelId,
    () => hotelInspectionsWatch(hotelId),
    () => loadHotelInspections(hotelId),
  );
  const items = (view.hotelId === hotelId ? view.items : []) as InspectionSummary[];
  const pending = items.filter((i) => i.agentEndTime && !i.adminEndTime);
  const current = items.filter((i) => !i.agentEndTime);
  const reports = items.filter((i) => i.adminEndTime);
  const open = (item: InspectionSummary, to: string, label: string) => (
    <Link
      href={to}
      className={linkButton}
      aria-label={`${label}: ${item.inspectionType.name} ${item.startDate}`}
    >
      {label}
    </Link>
  );
  const openLabel = t({ id: 'entity.open', message: 'Open' });
  const reportLabel = t({ id: 'entity.report', message: 'Report' });
  const revertingName = reverting ? `${reverting.inspectionType.name} ${reverting.startDate}` : '';

  return (
    <section
      aria-labelledby="entity-inspections"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="entity-inspections" className="text-lg font-semibold">
        <Trans id="entity.inspections">Inspections</Trans>
      </h2>
      <Group
        testId="pending-approval"
        title={<Trans id="entity.pendingApproval">Pending approval</Trans>}
        items={pending}
        empty={<Trans id="entity.noPending">Nothing waits for approval.</Trans>}
        endLabel={t({ id: 'entity.submittedAt', message: 'Submitted' })}
        end={(item) => formatDateTime(item.agentEndTime)}
        actions={(item) => (
          <>
            {open(item, link.control(item.id), t({ id: 'entity.control', message: 'Control' }))}
            {open(item, link.report(item.id, item.inspectionType.reportType), reportLabel)}
          </>
        )}
      />
      <Group
        testId="current-inspections"
        title={<Trans id="entity.current">Current</Trans>}
        items={current}
        empty={<Trans id="entity.noCurrent">No inspection is under way.</Trans>}
        actions={(item) => open(item, link.inspection(item.id), openLabel)}
      />
      <Group
        testId="reports"
        title={<Trans id="entity.reports">Reports</Trans>}
        items={allReports ? reports : reports.slice(0, REPORTS_SHOWN)}
        total={reports.length}
        empty={<Trans id="entity.noReports">No report is approved yet.</Trans>}
        endLabel={t({ id: 'entity.approvedAt', message: 'Approved' })}
        end={(item) => formatDateTime(item.adminEndTime)}
        actions={(item) => (
          <>
            {open(item, link.control(item.id), openLabel)}
            {open(item, link.report(item.id, item.inspectionType.reportType), reportLabel)}
            <Button variant="plain" className="px-3" onClick={() => setReverting(item)}>
              <Trans id="entity.backToControl">Back to control</Trans>
            </Button>
          </>
        )}
      />
      {!allReports && reports.length > REPORTS_SHOWN && (
        <Button variant="plain" onClick={() => setAllReports(true)}>
          <Plural
            id="entity.allReports"
            value={reports.length}
            one="Show the # report"
            other="Show all # reports"
          />
        </Button>
      )}
      <ConfirmDialog
        open={!!reverting}
        title={t({ id: 'entity.backToControlTitle', message: `Take ${revertingName} back to control?` })}
        confirmLabel={<Trans id="entity.backToControl">Back to control</Trans>}
        loading={view.revert.loading}
        error={view.revert.error}
        onConfirm={async () => {
          if (reverting && (await revertToControl(reverting))) setReverting(null);
        }}
        onClose={() => setReverting(null)}
      >
        <Trans id="entity.backToControlBody">
          The report is no longer final: reviewers can change it again and approve it anew.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
