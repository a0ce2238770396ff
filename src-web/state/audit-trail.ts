import { proxy } from 'valtio';
import { auditTrailApi, type AuditItem, type AuditTrailFilters } from '../api/audit-trail.ts';
import { auditEntryId } from '../../src-domain/shared/audit-kinds.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { liveList } from '../realtime/live-list.ts';
import { idle, track } from './async.ts';

/** A line of the trail with the id its pushes carry (its document's, from its log position). */
export type AuditLine = AuditItem & { id: string };
const lineOf = (item: AuditItem): AuditLine => ({ ...item, id: auditEntryId(item.position) });

/** The audit trail as the screen holds it: the pages read so far and where the next one starts. */
export const auditTrail = proxy({
  /** The filters and language the items were read with; a newer load replaces what an older one brings. */
  asked: '',
  items: [] as AuditLine[],
  nextCursor: null as string | null,
  load: idle(),
  more: idle(),
});

let current: { filters: AuditTrailFilters; language: Locale } = { filters: {}, language: 'en_US' };

export async function loadAuditTrail(filters: AuditTrailFilters, language: Locale): Promise<void> {
  const asked = JSON.stringify([filters, language]);
  current = { filters, language };
  auditTrail.asked = asked;
  auditTrail.items = [];
  auditTrail.nextCursor = null;
  await track(auditTrail.load, async () => {
    const page = await auditTrailApi.page(filters, language, null);
    if (auditTrail.asked !== asked) return;
    auditTrail.items = page.items.map(lineOf);
    auditTrail.nextCursor = page.nextCursor;
  });
}

/** The next page after the last one read, appended. */
export async function loadMoreAuditTrail(): Promise<void> {
  const cursor = auditTrail.nextCursor;
  if (!cursor || auditTrail.more.loading) return;
  const asked = auditTrail.asked;
  await track(auditTrail.more, async () => {
    const page = await auditTrailApi.page(current.filters, current.language, cursor);
    if (auditTrail.asked !== asked) return;
    auditTrail.items = [...auditTrail.items, ...page.items.map(lineOf)];
    auditTrail.nextCursor = page.nextCursor;
  });
}

/** Whether an entry belongs on the screen by the page GET's own filters (the server scoped it already). */
export function matchesAuditFilters(item: AuditItem, filters: AuditTrailFilters): boolean {
  // `to` is exclusive and `from` inclusive, as the GET reads them (instants compared as ISO strings).
  if (filters.from && item.occurredAt < filters.from) return false;
  if (filters.to && item.occurredAt >= filters.to) return false;
  if (filters.hotelId && item.hotel?.id !== filters.hotelId) return false;
  if (filters.userId && item.actor?.id !== filters.userId) return false;
  if (filters.inspectionId && item.inspectionId !== filters.inspectionId) return false;
  if (filters.questionId && item.question?.id !== filters.questionId) return false;
  return !filters.kind || item.kind === filters.kind;
}

/** Newest first, as the GET pages: time, then log position. */
const newestFirst = (a: AuditItem, b: AuditItem) =>
  a.occurredAt === b.occurredAt ? b.position - a.position : a.occurredAt < b.occurredAt ? 1 : -1;

/**
 * The trail kept current from the viewer's audit room in its language: a new entry that the filters
 * shown take comes in at the top (above the first page; "load more" still goes on from the last line read),
 * an erased one is replaced in place.
 */
export function auditTrailWatch(filters: AuditTrailFilters, language: Locale): LiveWatch {
  return liveList<AuditLine>({
    rooms: [room('audit', language)],
    collection: 'auditTrail',
    toRow: (doc) => (matchesAuditFilters(doc as AuditItem, filters) ? lineOf(doc as AuditItem) : null),
    compare: newestFirst,
    rows: () => auditTrail.items,
    setRows: (rows) => (auditTrail.items = rows),
    reload: () => loadAuditTrail(filters, language),
  });
}
