/** The export formats of the audit trail. */
export const AUDIT_EXPORT_FORMATS = ['csv', 'jsonl', 'xlsx'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** The head of one stream's hash chain as an export saw it: the last of its events the file holds. */
export interface ChainHead {
  stream: string;
  version: number;
  hash: string;
}

/**
 * What a file of the audit trail holds, recorded when it was made: the manifest an auditor checks the file
 * against. Positions are the lowest and highest log positions in the file (null when it is empty).
 */
export interface AuditExportManifest {
  exportId: string;
  format: AuditExportFormat;
  /** The filters asked, as given (time range, hotel, user, inspection, kind); the scope is the exporter's. */
  filters: Record<string, string>;
  organizationId: string | null;
  count: number;
  firstPosition: number | null;
  lastPosition: number | null;
  chainHeads: ChainHead[];
  sha256: string;
  bytes: number;
  by: string;
  at: string;
}

export type AuditExportEvent = { type: 'AuditTrailExported'; data: AuditExportManifest };
