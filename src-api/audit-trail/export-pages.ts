import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import type {
  AuditFilters,
  AuditScope,
  auditTrailQueries,
} from '../../src-projections/audit-trail/queries.ts';
import type { PageSource } from '../../src-projections/documents/audit-export-stream.ts';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';

/**
 * Entries an export reads at a time: its memory is one such page, however long the trail. Small enough that
 * a page's CSV text (about 450 bytes an entry) stays below V8's large-object size (128 KB), which would put
 * it straight into the old generation, to wait there for a full collection.
 */
export const EXPORT_PAGE = 200;

/**
 * The pages of an export, in the screen's order: each read by index after the last one's cursor and
 * presented, the next read only when the export asks for it (after writing this one).
 */
export async function* exportPages(
  trail: ReturnType<typeof auditTrailQueries>,
  scope: AuditScope,
  filters: AuditFilters,
  present: (docs: AuditEntryDocument[]) => Promise<AuditItem[]>,
): PageSource {
  let cursor: string | null = null;
  do {
    const page = await trail.page(scope, filters, cursor, EXPORT_PAGE);
    if (page.items.length) yield { docs: page.items, items: await present(page.items) };
    cursor = page.nextCursor;
  } while (cursor);
}
