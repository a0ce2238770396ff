/**
 * npm run verify-log: walks the whole event log in order and checks every stream's hash chain, every seal,
 * and that nothing was cut off its end. Prints one verdict line; exits 1 when an event was edited, removed,
 * reordered or added, or the log was truncated.
 *
 *   npm run verify-log                                  the live log
 *   npm run verify-log -- --seal <value>                and a seal known from elsewhere must still be in it
 *   npm run verify-log -- --export <file> --manifest <manifest.json>
 *       an audit-trail export (csv, jsonl or xlsx, as downloaded) against its manifest (as GET
 *       /api/admin/audit-trail/exports/{id}/manifest answers it) and against the log it came from
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeVerdict, verifyStoredLog } from '../src-domain/eventstore/log-verification.ts';
import { logLookupOf } from '../src-domain/audit-export/log-lookup.ts';
import { describeExportVerdict, verifyAuditExport } from '../src-domain/audit-export/verify-export.ts';
import { readExportEntries } from '../src-api/audit-trail/export-read.ts';
import type { AuditExportManifest } from '../src-domain/audit-export/index.ts';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { StartupError, TOKENS, buildContainer, closeStores } from '../src-server/container.ts';

const { values } = parseArgs({
  options: { seal: { type: 'string' }, export: { type: 'string' }, manifest: { type: 'string' } },
});

try {
  if ((values.export || values.manifest) && !(values.export && values.manifest))
    throw new ConfigError('--export and --manifest go together');
  const container = await buildContainer(loadConfig(), () => {});
  // The log as stored: its chains and seals are over the encrypted form, and no key is needed to check them.
  const events = container.get(TOKENS.storedEvents);
  let ok: boolean;
  if (values.export && values.manifest) {
    const bytes = readFileSync(values.export);
    const manifest = JSON.parse(readFileSync(values.manifest, 'utf8')) as AuditExportManifest;
    const entries = await readExportEntries(bytes, manifest.format);
    const verdict = await verifyAuditExport(bytes, entries, manifest, logLookupOf(events));
    console.log(describeExportVerdict(verdict));
    ok = verdict.ok;
  } else {
    const verdict = await verifyStoredLog(events, { expectedSeal: values.seal ?? null });
    console.log(describeVerdict(verdict));
    ok = verdict.ok;
  }
  await closeStores(container);
  if (!ok) process.exit(1);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
