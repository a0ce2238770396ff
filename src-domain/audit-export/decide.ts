import { DomainError } from '../shared/domain-error.ts';
import type { Role } from '../shared/roles.ts';
import type { AuditExportAbort, AuditExportEvent, AuditExportManifest, AuditExportStart } from './events.ts';

export type AuditExportCommand =
  | ({ type: 'StartAuditExport'; actorRole: Role } & AuditExportStart)
  | ({ type: 'RecordAuditExport'; actorRole: Role } & AuditExportManifest)
  | ({ type: 'AbortAuditExport'; actorRole: Role } & AuditExportAbort);

export const AUDIT_EXPORT_ERRORS = {
  noPermission: 'errors.noPermission',
  exists: 'errors.conflict',
} as const;

export interface AuditExportState {
  status: 'none' | 'started' | 'completed' | 'aborted';
}

export const initialAuditExportState = (): AuditExportState => ({ status: 'none' });

export const evolveAuditExport = (_state: AuditExportState, event: AuditExportEvent): AuditExportState => ({
  status:
    event.type === 'AuditTrailExportStarted'
      ? 'started'
      : event.type === 'AuditTrailExported'
        ? 'completed'
        : 'aborted',
});

const READERS = new Set<Role>(['superUser', 'companyAdmin', 'hotelAdmin']);

/**
 * An export is recorded when it starts, by one who may read the audit trail, then ends once: completed with
 * its manifest, or aborted with its figures. An ended export takes nothing more.
 */
export function decideAuditExport(command: AuditExportCommand, state: AuditExportState): AuditExportEvent[] {
  if (!READERS.has(command.actorRole)) throw new DomainError(AUDIT_EXPORT_ERRORS.noPermission);
  const expected = command.type === 'StartAuditExport' ? 'none' : 'started';
  if (state.status !== expected) throw new DomainError(AUDIT_EXPORT_ERRORS.exists);
  switch (command.type) {
    case 'StartAuditExport': {
      const { type: _t, actorRole: _r, ...start } = command;
      return [{ type: 'AuditTrailExportStarted', data: start }];
    }
    case 'RecordAuditExport': {
      const { type: _t, actorRole: _r, ...manifest } = command;
      return [{ type: 'AuditTrailExported', data: manifest }];
    }
    case 'AbortAuditExport': {
      const { type: _t, actorRole: _r, ...abort } = command;
      return [{ type: 'AuditTrailExportAborted', data: abort }];
    }
  }
}
