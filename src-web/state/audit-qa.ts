import { proxy } from 'valtio';
import {
  adminInspectionsApi,
  newestFirst,
  summaryOf,
  type InspectionLiveState,
  type InspectionSummary,
} from '../api/inspections.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { liveList } from '../realtime/live-list.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { idle, track } from './async.ts';
import { auditQaTabOf, type AuditQaTab } from '../../src-domain/inspection/audit-qa-tabs.ts';

export const auditQa = proxy({
  tab: 'ongoing' as AuditQaTab,
  items: [] as InspectionSummary[],
  load: idle(),
});

const list = (tab: AuditQaTab) => adminInspectionsApi.auditQa(tab);

export async function loadAuditQa(tab: AuditQaTab): Promise<void> {
  auditQa.tab = tab;
  auditQa.items = [];
  await track(auditQa.load, async () => {
    const items = await list(tab);
    if (auditQa.tab === tab) auditQa.items = items;
  });
}

/**
 * The tab kept current from the `inspections:<hotelId>` rooms of the entities this admin administers: an
 * audit inspection that is submitted or approved moves to its new tab as the push arrives.
 */
export function auditQaWatch(hotelIds: readonly string[]): LiveWatch {
  return liveList<InspectionSummary>({
    rooms: hotelIds.map((id) => room('inspections', id)),
    collection: 'inspections',
    toRow: (doc) => {
      const row = summaryOf(doc as InspectionLiveState);
      return row.inspectionType.reportType === 'auditQA' && auditQaTabOf(row) === auditQa.tab ? row : null;
    },
    compare: newestFirst,
    rows: () => auditQa.items,
    setRows: (rows) => (auditQa.items = rows),
    reload: async () => {
      try {
        auditQa.items = await list(auditQa.tab);
      } catch {
        /* the next push tries again */
      }
    },
  });
}
