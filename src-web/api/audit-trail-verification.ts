import { request } from './http.ts';

export interface AuditTrailSeal {
  position: number;
  value: string;
  sealedAt: string;
  /** Where the seal event itself is in the log. */
  recordedAt: number;
}

/** `GET /api/admin/audit-trail/verify`: the verdict over the whole log, with the last seal. */
export interface AuditTrailVerification {
  ok: boolean;
  msg: 'auditTrail.verifyIntact' | 'auditTrail.verifyTampered' | 'auditTrail.verifyTruncated';
  events: number;
  streams: number | null;
  head: number;
  problem: {
    kind: string;
    stream?: string;
    version?: number;
    position?: number;
    sealedPosition?: number;
    recordedAt?: number;
  } | null;
  lastSeal: AuditTrailSeal | null;
  checkedAt: string;
}

export const auditTrailVerificationApi = {
  verify: () => request<AuditTrailVerification>('GET', '/api/admin/audit-trail/verify'),
};
