import { describe, it } from 'vitest';
import {
  AUDIT_EXPORT_ERRORS,
  auditExportDecider,
  type AuditExportEvent,
} from '../../src-domain/audit-export/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(auditExportDecider);
const about = { exportId: 'x1', format: 'csv' as const, organizationId: 'o1', by: 'u1' };
const start = { ...about, filters: { kind: 'comment' }, at: '2026-11-26T10:00:00.000Z' };
const manifest = {
  ...start,
  count: 2,
  firstPosition: 1,
  lastPosition: 2,
  chainHeads: [],
  sha256: 'ab',
  bytes: 120,
  at: '2026-11-26T10:00:01.000Z',
};
const abort = { ...about, count: 1, bytes: 40, reason: 'clientDisconnected' as const, at: manifest.at };
const started: AuditExportEvent = { type: 'AuditTrailExportStarted', data: start };
const completed: AuditExportEvent = { type: 'AuditTrailExported', data: manifest };
const aborted: AuditExportEvent = { type: 'AuditTrailExportAborted', data: abort };

describe('an export not yet started', () => {
  it('starts for a reader of the audit trail, with who asked what', () =>
    spec([])
      .when({ type: 'StartAuditExport', actorRole: 'hotelAdmin', ...start })
      .then([started]));
  it('is refused to an agent', () =>
    spec([])
      .when({ type: 'StartAuditExport', actorRole: 'user', ...start })
      .thenFails(AUDIT_EXPORT_ERRORS.noPermission));
  it('cannot end before it started', () => {
    spec([])
      .when({ type: 'RecordAuditExport', actorRole: 'superUser', ...manifest })
      .thenFails(AUDIT_EXPORT_ERRORS.exists);
    spec([])
      .when({ type: 'AbortAuditExport', actorRole: 'superUser', ...abort })
      .thenFails(AUDIT_EXPORT_ERRORS.exists);
  });
});

describe('a started export', () => {
  it('completes with its manifest', () =>
    spec([started])
      .when({ type: 'RecordAuditExport', actorRole: 'superUser', ...manifest })
      .then([completed]));
  it('aborts with how far it got', () =>
    spec([started])
      .when({ type: 'AbortAuditExport', actorRole: 'superUser', ...abort })
      .then([aborted]));
  it('does not start twice', () =>
    spec([started])
      .when({ type: 'StartAuditExport', actorRole: 'superUser', ...start })
      .thenFails(AUDIT_EXPORT_ERRORS.exists));
});

describe('an ended export', () => {
  it('takes no second end, either way', () => {
    spec([started, completed])
      .when({ type: 'AbortAuditExport', actorRole: 'superUser', ...abort })
      .thenFails(AUDIT_EXPORT_ERRORS.exists);
    spec([started, aborted])
      .when({ type: 'RecordAuditExport', actorRole: 'superUser', ...manifest })
      .thenFails(AUDIT_EXPORT_ERRORS.exists);
  });
});
