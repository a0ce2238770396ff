import { proxy } from 'valtio';
import { auditTrailVerificationApi, type AuditTrailVerification } from '../api/audit-trail-verification.ts';
import { idle, track, type AsyncStatus } from './async.ts';

/** The superUser's check of the event log: run on demand (it reads the whole log), never polled. */
export const auditTrailVerificationState = proxy<{
  check: AsyncStatus;
  result: AuditTrailVerification | null;
}>({ check: idle(), result: null });

export async function verifyAuditTrail(): Promise<void> {
  const result = await track(auditTrailVerificationState.check, auditTrailVerificationApi.verify);
  if (result) auditTrailVerificationState.result = result;
}
