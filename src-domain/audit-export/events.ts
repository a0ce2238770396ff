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

/** Who asked for which file, recorded before its first byte leaves: a read of the trail leaves a record. */
export interface AuditExportStart {
  exportId: string;
  format: AuditExportFormat;
  filters: Record<string, string>;
  organizationId: string | null;
  by: string;
  at: string;
}

/** Why an export ended before its last byte: the client went away, or the server failed to write it. */
export const AUDIT_EXPORT_ABORT_REASONS = ['clientDisconnected', 'failed'] as const;
export type AuditExportAbortReason = (typeof AUDIT_EXPORT_ABORT_REASONS)[number];

/**
 * An export that ended unfinished, with what had left the server by then: `count` entries and `bytes` bytes
 * written to the connection (at most what the client received).
 */
export interface AuditExportAbort {
  exportId: string;
  format: AuditExportFormat;
  organizationId: string | null;
  count: number;
  bytes: number;
  reason: AuditExportAbortReason;
  by: string;
  at: string;
}

/** Started, then either exported (the full manifest) or aborted. Exports made before the start was recorded have the manifest only. */
export type AuditExportEvent =
  | { type: 'AuditTrailExportStarted'; data: AuditExportStart }
  | { type: 'AuditTrailExported'; data: AuditExportManifest }
  | { type: 'AuditTrailExportAborted'; data: AuditExportAbort };
