import type { ExportCheck } from '../audit-trail/export-check.ts';
import type { LogVerdict } from '../../src-domain/eventstore/log-verification.ts';

/** The answer of `GET /api/admin/audit-trail/verify`: the verdict, what was checked, and the last seal. */
export function presentVerification(verdict: LogVerdict, checkedAt: string) {
  return {
    ok: verdict.ok,
    // A translation key for the verdict: intact, tampered (an event or a seal) or truncated.
    msg: verdict.ok
      ? 'auditTrail.verifyIntact'
      : verdict.problem.kind === 'truncated'
        ? 'auditTrail.verifyTruncated'
        : 'auditTrail.verifyTampered',
    events: verdict.events,
    streams: verdict.ok ? verdict.streams : null,
    head: verdict.head,
    problem: verdict.ok ? null : verdict.problem,
    lastSeal: verdict.lastSeal,
    checkedAt,
  };
}

export type VerificationAnswer = ReturnType<typeof presentVerification>;

/** The in-app export check takes files up to this size; bigger ones go to `npm run verify-log -- --export`. */
export const EXPORT_CHECK_MAX_BYTES = 100 * 1024 * 1024;
export const EXPORT_CHECK_ERRORS = {
  tooLarge: 'auditTrail.exportTooLarge',
  missingFile: 'auditTrail.exportMissing',
} as const;

/**
 * The verdict on an export file in words the screen translates: intact; not an export this log recorded
 * (changed, or another log's); or recorded, but its entries do not match the log or its manifest.
 */
export function presentExportCheck({ verdict, manifest }: ExportCheck) {
  const msg = verdict.ok
    ? 'auditTrail.exportIntact'
    : verdict.problem.kind === 'notRecorded'
      ? 'auditTrail.exportUnknown'
      : verdict.problem.kind === 'notInLog'
        ? 'auditTrail.exportNotInLog'
        : 'auditTrail.exportChanged';
  return {
    ok: verdict.ok,
    msg,
    count: verdict.ok ? verdict.count : null,
    problem: verdict.ok ? null : verdict.problem,
    export: manifest && {
      exportId: manifest.exportId,
      format: manifest.format,
      count: manifest.count,
      at: manifest.at,
    },
  };
}
export type ExportCheckAnswer = ReturnType<typeof presentExportCheck>;
