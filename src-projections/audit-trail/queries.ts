import type { ReadModels } from '../read-models.ts';
import type { Filter } from '../store/types.ts';
import type { AuditEntryDocument, AuditKind } from './documents.ts';
import { auditExportsProjection, type AuditExportDocument } from './exports-projection.ts';
import { auditTrailProjection } from './projection.ts';

/**
 * What a reader may see of the trail: handed in by the API's tenancy rules, never read from the request.
 * "Everything" is said in so many words, so that no missing or empty organization can ever come to mean it.
 */
export type AuditScope = { everything: true } | { organizationId: string } | { hotelIds: string[] };

export interface AuditFilters {
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  hotelId?: string;
  userId?: string;
  inspectionId?: string;
  questionId?: string;
  kind?: AuditKind;
}

/** Above every key (keys start with an ISO date), so a range without an upper end still excludes context documents. */
const AFTER_EVERY_KEY = '~';

/**
 * The filter of one page: equalities on indexed fields and one range over `key` (time range and cursor in
 * one), so the store reads the page by index, newest first. A hotel asked outside the scope matches nothing.
 */
export function pageFilter(scope: AuditScope, filters: AuditFilters, cursor: string | null): Filter | null {
  const filter: Filter = {};
  if ('organizationId' in scope) {
    // An empty organization is no organization: it fails closed, it never widens to every tenant.
    if (!scope.organizationId) return null;
    filter.organizationId = scope.organizationId;
  }
  if ('hotelIds' in scope) {
    if (scope.hotelIds.length === 0) return null;
    if (filters.hotelId && !scope.hotelIds.includes(filters.hotelId)) return null;
    filter.hotelId = filters.hotelId ?? { $in: scope.hotelIds };
  } else if (filters.hotelId) filter.hotelId = filters.hotelId;
  if (filters.userId) filter.actorId = filters.userId;
  if (filters.inspectionId) filter.inspectionId = filters.inspectionId;
  if (filters.questionId) filter.questionId = filters.questionId;
  if (filters.kind) filter.kind = filters.kind;
  // `to` is exclusive: a key of that instant starts with it and sorts after it, so it is cut at the instant.
  const upper = [cursor, filters.to].filter((v): v is string => !!v).sort()[0] ?? AFTER_EVERY_KEY;
  filter.key = { $lt: upper, $gte: filters.from ?? '' };
  return filter;
}

/** Whether an entry is within a reader's scope: what `pageFilter` lets a page hold, for one entry (a push). */
export function inAuditScope(
  scope: AuditScope,
  entry: Pick<AuditEntryDocument, 'organizationId' | 'hotelId'>,
): boolean {
  if ('everything' in scope) return scope.everything;
  if ('organizationId' in scope)
    return !!scope.organizationId && entry.organizationId === scope.organizationId;
  return !!entry.hotelId && scope.hotelIds.includes(entry.hotelId);
}

/** The reads of the audit trail and of its exports' manifests. */
export function auditTrailQueries(readModels: ReadModels) {
  const entries = () => readModels.collection<AuditEntryDocument>(auditTrailProjection.collection);
  return {
    /**
     * One page, newest first, and the cursor of the next (null at the end): the key of the page's last entry,
     * read one past the page so a full last page says so.
     */
    page: async (scope: AuditScope, filters: AuditFilters, cursor: string | null, limit: number) => {
      const filter = pageFilter(scope, filters, cursor);
      if (!filter) return { items: [], nextCursor: null };
      const docs = await entries().find(filter, { sort: { key: -1 }, limit: limit + 1 });
      const items = docs.slice(0, limit);
      return { items, nextCursor: docs.length > limit ? items[items.length - 1]!.key : null };
    },
    exportById: (exportId: string) =>
      readModels
        .collection<AuditExportDocument>(auditExportsProjection.collection)
        .findOne({ _id: exportId }),
    /** The export whose file had this SHA-256 when it was made (exports are few: no index). */
    exportBySha256: (sha256: string) =>
      readModels.collection<AuditExportDocument>(auditExportsProjection.collection).findOne({ sha256 }),
  };
}
