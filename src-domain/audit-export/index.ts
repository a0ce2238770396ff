import type { Decider } from '../eventstore/decider.ts';
import {
  decideAuditExport,
  evolveAuditExport,
  initialAuditExportState,
  type AuditExportCommand,
  type AuditExportState,
} from './decide.ts';
import type { AuditExportEvent } from './events.ts';

/** One export of the audit trail: making it is itself a fact of the log, with the file's manifest. */
export const auditExportDecider: Decider<AuditExportState, AuditExportCommand, AuditExportEvent> = {
  initialState: initialAuditExportState,
  evolve: evolveAuditExport,
  decide: decideAuditExport,
};
export const auditExportStream = (id: string) => `auditExport-${id}`;
export { AUDIT_EXPORT_ERRORS } from './decide.ts';
export {
  AUDIT_EXPORT_ABORT_REASONS,
  AUDIT_EXPORT_FORMATS,
  type AuditExportAbort,
  type AuditExportAbortReason,
  type AuditExportStart,
  type AuditExportEvent,
  type AuditExportFormat,
  type AuditExportManifest,
  type ChainHead,
} from './events.ts';
export type { AuditExportCommand, AuditExportState };
