import { DomainError } from '../shared/domain-error.ts';
import type { Role } from '../shared/roles.ts';
import type { AuditExportEvent, AuditExportManifest } from './events.ts';

export type AuditExportCommand = { type: 'RecordAuditExport'; actorRole: Role } & AuditExportManifest;

export const AUDIT_EXPORT_ERRORS = {
  noPermission: 'errors.noPermission',
  exists: 'errors.conflict',
} as const;

export interface AuditExportState {
  exists: boolean;
}

export const initialAuditExportState = (): AuditExportState => ({ exists: false });

export const evolveAuditExport = (_state: AuditExportState, _event: AuditExportEvent): AuditExportState => ({
  exists: true,
});

const READERS = new Set<Role>(['superUser', 'companyAdmin', 'hotelAdmin']);

/** An export is recorded once, by one who may read the audit trail. */
export function decideAuditExport(command: AuditExportCommand, state: AuditExportState): AuditExportEvent[] {
  if (!READERS.has(command.actorRole)) throw new DomainError(AUDIT_EXPORT_ERRORS.noPermission);
  if (state.exists) throw new DomainError(AUDIT_EXPORT_ERRORS.exists);
  const { type: _t, actorRole: _r, ...manifest } = command;
  return [{ type: 'AuditTrailExported', data: manifest }];
}
