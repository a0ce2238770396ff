import type { AuditKind } from '../../src-domain/shared/audit-kinds.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { ReportType } from '../../src-domain/inspection-type/fields.ts';
import { request } from './http.ts';

export { AUDIT_KINDS, type AuditKind } from '../../src-domain/shared/audit-kinds.ts';

/** One change as GET /api/admin/audit-trail answers it (src-api/audit-trail/presenter.ts). */
export interface AuditItem {
  position: number;
  occurredAt: string;
  kind: AuditKind;
  eventType: string;
  actor: { id: string; name: string; role: Role | null } | null;
  organizationId: string | null;
  hotel: { id: string; name: string } | null;
  inspectionId: string | null;
  /** The inspection the entry concerns, by type and start, where the reader may see it (else absent). */
  inspection?: { id: string; name: string; reportType: ReportType; submitted: boolean };
  module: { id: string; name: string } | null;
  question: { id: string; text: string } | null;
  subjectId: string | null;
  /** moduleId and questionId: the answer a change is of, where one event changes several (a finish, a submit). */
  changes: Array<{ field: string; from: unknown; to: unknown; moduleId?: string; questionId?: string }>;
  /** The names of what the entry is about and its changes link to (entities, types, users, catalogue), by id. */
  names: Record<string, string>;
  /** A choice question's scores in words, by question id, then score. */
  answerWords?: Record<string, Record<string, string>>;
  stream: string;
  streamVersion: number;
  hash: string;
}

/** The screen's filters, as the API reads them (times as ISO instants). */
export interface AuditTrailFilters {
  from?: string;
  to?: string;
  hotelId?: string;
  userId?: string;
  inspectionId?: string;
  questionId?: string;
  kind?: AuditKind;
}

export interface AuditTrailPage {
  items: AuditItem[];
  nextCursor: string | null;
}

function query(filters: AuditTrailFilters, extra: Record<string, string>): string {
  const entries = Object.entries({ ...filters, ...extra }).filter(([, value]) => !!value) as Array<
    [string, string]
  >;
  return new URLSearchParams(entries).toString();
}

export const auditTrailApi = {
  /** One page, newest first; `cursor` is the previous page's nextCursor. */
  page: (filters: AuditTrailFilters, language: Locale, cursor: string | null) =>
    request<AuditTrailPage>(
      'GET',
      `/api/admin/audit-trail?${query(filters, { languageShortCode: language, ...(cursor ? { cursor } : {}) })}`,
    ),
  /** The export's address: a download the browser streams to a file. */
  exportUrl: (filters: AuditTrailFilters, language: Locale, format: 'csv' | 'jsonl' | 'xlsx') =>
    `/api/admin/audit-trail/export?${query(filters, { languageShortCode: language, format })}`,
  manifestUrl: (exportId: string) =>
    `/api/admin/audit-trail/exports/${encodeURIComponent(exportId)}/manifest`,
};
