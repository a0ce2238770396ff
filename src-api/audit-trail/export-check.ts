import type { AuditExportManifest } from '../../src-domain/audit-export/index.ts';
import {
  sha256Of,
  verifyAuditExport,
  type ExportVerdict,
  type LogLookup,
} from '../../src-domain/audit-export/verify-export.ts';
import { auditTrailQueries } from '../../src-projections/audit-trail/queries.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { readExportEntries } from './export-read.ts';

/** What the app says of an export file a superUser hands it: the verdict, and which export it is. */
export interface ExportCheck {
  verdict: ExportVerdict;
  /** The recorded export with this file's SHA-256; null when none was made with these bytes. */
  manifest: AuditExportManifest | null;
}

/**
 * An export file checked as `npm run verify-log -- --export` checks it, the manifest being the one recorded
 * when the export was made: found by the file's SHA-256, so a changed file finds none.
 */
export async function checkExportFile(
  bytes: Uint8Array,
  readModels: ReadModels,
  log: LogLookup,
): Promise<ExportCheck> {
  const found = await auditTrailQueries(readModels).exportBySha256(sha256Of(bytes));
  if (!found) return { verdict: { ok: false, problem: { kind: 'notRecorded' } }, manifest: null };
  const { _id, ...rest } = stripTracking(found as TrackedDocument<typeof found>);
  const manifest = { exportId: _id, ...rest } as AuditExportManifest;
  const entries = await readExportEntries(bytes, manifest.format);
  return { verdict: await verifyAuditExport(bytes, entries, manifest, log), manifest };
}
