import { describe, it } from 'vitest';
import { reportShareDecider, type ReportShareEvent } from '../../src-domain/report-share/index.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(reportShareDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const share = {
  shareId: 's1',
  inspectionId: 'i1',
  organizationId: 'o1',
  hotelId: 'h1',
  kind: 'report',
  tokenHash: 'a'.repeat(64),
  expiresAt: '2026-12-21T10:00:00.000Z',
  by: 'u1',
  at: NOW,
} as const;
const created: ReportShareEvent = { type: 'ReportShareCreated', data: share };
const revoked: ReportShareEvent = { type: 'ReportShareRevoked', data: { by: 'u2', at: NOW } };
const create = (actorRole: Role) => ({ type: 'CreateReportShare', actorRole, ...share }) as const;
const revoke = (actorRole: Role) => ({ type: 'RevokeReportShare', actorRole, by: 'u2', at: NOW }) as const;

describe('a share link that does not exist yet', () => {
  it('is created by any admin, with the hash of its token and never the token', () => {
    spec([]).when(create('superUser')).then([created]);
    spec([]).when(create('companyAdmin')).then([created]);
    spec([]).when(create('hotelAdmin')).then([created]);
  });
  it('is not created by an agent or a deactivated user', () => {
    spec([]).when(create('user')).thenFails('errors.noPermission');
    spec([]).when(create('deactivated')).thenFails('errors.noPermission');
  });
  it('cannot be revoked', () => {
    spec([]).when(revoke('companyAdmin')).thenFails('errors.notFound');
  });
});

describe('a live share link', () => {
  it('is revoked by an admin, with who and when', () => {
    spec([created]).when(revoke('hotelAdmin')).then([revoked]);
  });
  it('is not revoked by an agent', () => {
    spec([created]).when(revoke('user')).thenFails('errors.noPermission');
  });
  it('cannot be created twice', () => {
    spec([created]).when(create('superUser')).thenFails('errors.conflict');
  });
});

describe('a revoked share link', () => {
  it('cannot be revoked again', () => {
    spec([created, revoked]).when(revoke('superUser')).thenFails('share.revoked');
  });
  it('cannot be created again under its id', () => {
    spec([created, revoked]).when(create('superUser')).thenFails('errors.conflict');
  });
});
