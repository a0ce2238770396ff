import { describe, it } from 'vitest';
import {
  auditExportDecider,
  type AuditExportEvent,
  type AuditExportManifest,
} from '../../src-domain/audit-export/index.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(auditExportDecider);
const manifest: AuditExportManifest = {
  exportId: 'e1',
  format: 'csv',
  filters: { from: '2026-11-01', hotelId: 'h1' },
  organizationId: 'o1',
  count: 2,
  firstPosition: 10,
  lastPosition: 12,
  chainHeads: [{ stream: 'hotel-h1', version: 3, hash: 'b'.repeat(64) }],
  sha256: 'c'.repeat(64),
  bytes: 2048,
  by: 'u1',
  at: '2026-11-21T10:00:00.000Z',
};
const exported: AuditExportEvent = { type: 'AuditTrailExported', data: manifest };
const record = (actorRole: Role) => ({ type: 'RecordAuditExport', actorRole, ...manifest }) as const;

describe('an export not recorded yet', () => {
  it('is recorded with its whole manifest by anyone who may read the audit trail', () => {
    spec([]).when(record('superUser')).then([exported]);
    spec([]).when(record('companyAdmin')).then([exported]);
    spec([]).when(record('hotelAdmin')).then([exported]);
  });
  it('records an empty file with no positions', () => {
    const empty = { ...manifest, count: 0, firstPosition: null, lastPosition: null, chainHeads: [] };
    spec([])
      .when({ type: 'RecordAuditExport', actorRole: 'hotelAdmin', ...empty })
      .then([{ type: 'AuditTrailExported', data: empty }]);
  });
  it('is not recorded by an agent or a deactivated user', () => {
    spec([]).when(record('user')).thenFails('errors.noPermission');
    spec([]).when(record('deactivated')).thenFails('errors.noPermission');
  });
});

describe('an export already recorded', () => {
  it('is not recorded twice', () => {
    spec([exported]).when(record('superUser')).thenFails('errors.conflict');
  });
  it('still refuses an agent first: no hint that the export exists', () => {
    spec([exported]).when(record('user')).thenFails('errors.noPermission');
  });
});
