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
