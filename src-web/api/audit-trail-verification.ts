import { request, sendForm } from './http.ts';

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

/** `POST /api/admin/audit-trail/exports/verify`: an export file against its recorded manifest and the log. */
export interface ExportFileCheck {
  ok: boolean;
  msg:
    | 'auditTrail.exportIntact'
    | 'auditTrail.exportUnknown'
    | 'auditTrail.exportNotInLog'
    | 'auditTrail.exportChanged';
  count: number | null;
  problem: { kind: string; entry?: number; stream?: string; version?: number } | null;
  export: { exportId: string; format: string; count: number; at: string } | null;
}

export const auditTrailVerificationApi = {
  verifyExport: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return sendForm<ExportFileCheck>('/api/admin/audit-trail/exports/verify', form);
  },
  verify: () => request<AuditTrailVerification>('GET', '/api/admin/audit-trail/verify'),
};
