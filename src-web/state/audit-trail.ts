import { proxy } from 'valtio';
import { auditTrailApi, type AuditItem, type AuditTrailFilters } from '../api/audit-trail.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { idle, track } from './async.ts';

/** The audit trail as the screen holds it: the pages read so far and where the next one starts. */
export const auditTrail = proxy({
  /** The filters and language the items were read with; a newer load replaces what an older one brings. */
  asked: '',
  items: [] as AuditItem[],
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
    auditTrail.items = page.items;
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
    auditTrail.items = [...auditTrail.items, ...page.items];
    auditTrail.nextCursor = page.nextCursor;
  });
}
