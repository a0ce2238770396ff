import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  AUDIT_QA_TABS,
  isAuditQaTab,
  type AuditQaTab,
} from '../../../src-domain/inspection/audit-qa-tabs.ts';
import type { InspectionSummary } from '../../api/inspections.ts';
import { ListStatus } from '../../components/ListStatus.tsx';
import { TabButton, TabPanel, TabPanels, TabRow, Tabs } from '../../components/Tabs.tsx';
import { Table } from '../../components/Table.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link, paths } from '../../routes.ts';
import { administeredHotelIds } from '../../state/admin-inspections.ts';
import { auditQa, auditQaWatch, loadAuditQa } from '../../state/audit-qa.ts';
import { usePersonName } from '../../i18n/person-name.ts';

type SortKey = 'hotel' | 'type' | 'user' | 'date';
const VALUE: Record<SortKey, (row: InspectionSummary) => string> = {
  hotel: (row) => row.hotel.name,
  type: (row) => row.inspectionType.name,
  user: (row) => row.user?.name ?? '',
  date: (row) => `${row.startDate} ${row.startHour}`,
};

/**
 * Where a row leads (administration §2): an inspection not yet submitted opens at its start page, one the
 * agent submitted at its control page, an approved one at its report.
 */
function rowLink(row: InspectionSummary): string {
  if (row.adminEndTime) return link.report(row.id, row.inspectionType.reportType);
  return row.agentEndTime ? link.control(row.id) : link.inspection(row.id);
}

/** /admin/auditQA/list?tab=: the audit inspections by stage, sortable by each column, kept current by push. */
export function AuditQaListScene() {
  const { t } = useLingui();
  const personName = usePersonName();
  const view = useSnapshot(auditQa);
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab: AuditQaTab = isAuditQaTab(asked) ? asked : 'ongoing';
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'date', descending: true });
  const [hotelIds, setHotelIds] = useState<string[] | null>(null);
  useEffect(() => {
    administeredHotelIds().then(setHotelIds, () => setHotelIds([]));
  }, []);
  useLive(
    hotelIds && `${tab}:${hotelIds.join(',')}`,
    () => auditQaWatch(hotelIds ?? []),
    () => loadAuditQa(tab),
  );

  const rows = useMemo(() => {
    const value = VALUE[sort.key];
    const sorted = [...(view.items as InspectionSummary[])].sort(
      (a, b) => value(a).localeCompare(value(b)) || a.id.localeCompare(b.id),
    );
    return sort.descending ? sorted.reverse() : sorted;
  }, [view.items, sort]);

  const header = (key: SortKey, label: ReactNode, className = '') => ({
    className,
    sort: sort.key === key ? (sort.descending ? ('descending' as const) : ('ascending' as const)) : undefined,
    label: (
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold uppercase hover:text-slate-900"
        onClick={() =>
          setSort((now) => ({ key, descending: now.key === key ? !now.descending : key === 'date' }))
        }
      >
        {label}
        <span aria-hidden="true">{sort.key === key ? (sort.descending ? '▼' : '▲') : '↕'}</span>
      </button>
    ),
  });

  const tabLabel: Record<AuditQaTab, ReactNode> = {
    ongoing: <Trans id="auditQa.ongoing">Ongoing</Trans>,
    forReview: <Trans id="auditQa.forReview">For review</Trans>,
    reports: <Trans id="auditQa.reports">Reports</Trans>,
  };
  const empty: Record<AuditQaTab, ReactNode> = {
    ongoing: <Trans id="auditQa.emptyOngoing">No audit is under way.</Trans>,
    forReview: <Trans id="auditQa.emptyForReview">No audit is waiting for review.</Trans>,
    reports: <Trans id="auditQa.emptyReports">No audit has been approved yet.</Trans>,
  };

  const list = (
    <ListStatus load={view.load} count={view.items.length} empty={empty[tab]}>
      <Table
        columns={[
          header('hotel', t({ id: 'sessions.entity', message: 'Entity' })),
          header(
            'type',
            t({ id: 'inspectionTypes.template', message: 'Inspection type' }),
            'hidden tablet:table-cell',
          ),
          header('user', t({ id: 'adminInspections.user', message: 'User' }), 'hidden tablet:table-cell'),
          header('date', t({ id: 'sessions.date', message: 'Date' })),
        ]}
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-slate-50"
            data-testid="audit-qa-row"
            onClick={() => navigate(rowLink(row))}
          >
            <td className="px-3 py-2">
              <Link
                href={rowLink(row)}
                className="font-medium text-sky-800 underline"
                onClick={(event) => event.stopPropagation()}
              >
                {row.hotel.name}
              </Link>
            </td>
            <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">{row.inspectionType.name}</td>
            <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
              {row.user ? personName(row.user.name) : '–'}
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">
              {row.startDate} {row.startHour}
            </td>
          </tr>
        ))}
      </Table>
    </ListStatus>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="menu.auditQa">Audit QA</Trans>
      </h1>
      <Tabs
        selectedIndex={AUDIT_QA_TABS.indexOf(tab)}
        onChange={(index) => navigate(`${paths.auditQa}?tab=${AUDIT_QA_TABS[index]}`)}
      >
        <TabRow>
          {AUDIT_QA_TABS.map((name) => (
            <TabButton key={name}>{tabLabel[name]}</TabButton>
          ))}
        </TabRow>
        {/* One list for every tab, mounted in the selected tab's panel. */}
        <TabPanels className="pt-4">
          {AUDIT_QA_TABS.map((name) => (
            <TabPanel key={name}>{list}</TabPanel>
          ))}
        </TabPanels>
      </Tabs>
    </div>
  );
}
