import { proxy } from 'valtio';
import {
  auditTrailVerificationApi,
  type AuditTrailVerification,
  type ExportFileCheck,
} from '../api/audit-trail-verification.ts';
import { idle, track, type AsyncStatus } from './async.ts';

/** The superUser's check of the event log: run on demand (it reads the whole log), never polled. */
export const auditTrailVerificationState = proxy<{
  check: AsyncStatus;
  result: AuditTrailVerification | null;
  /** The check of an export file a superUser picked: its own status and verdict. */
  exportCheck: AsyncStatus;
  exportResult: ExportFileCheck | null;
}>({ check: idle(), result: null, exportCheck: idle(), exportResult: null });

export async function verifyAuditTrail(): Promise<void> {
  const result = await track(auditTrailVerificationState.check, auditTrailVerificationApi.verify);
  if (result) auditTrailVerificationState.result = result;
}

export async function verifyExportFile(file: File): Promise<void> {
  auditTrailVerificationState.exportResult = null;
  const result = await track(auditTrailVerificationState.exportCheck, () =>
    auditTrailVerificationApi.verifyExport(file),
  );
  if (result) auditTrailVerificationState.exportResult = result;
}
