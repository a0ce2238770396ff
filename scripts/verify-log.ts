/**
 * npm run verify-log: walks the whole event log in order and checks every stream's hash chain, every seal,
 * and that nothing was cut off its end. Prints one verdict line; exits 1 when an event was edited, removed,
 * reordered or added, or the log was truncated.
 *
 *   npm run verify-log                                  the live log
 *   npm run verify-log -- --seal <value>                and a seal known from elsewhere must still be in it
 *   npm run verify-log -- --export <file> --manifest <manifest.json>   an export file against its manifest
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeVerdict, verifyStoredLog } from '../src-domain/eventstore/log-verification.ts';
import { describeExportVerdict, verifyExport } from '../src-domain/eventstore/export-verification.ts';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { StartupError, TOKENS, buildContainer } from '../src-server/container.ts';

const { values } = parseArgs({
  options: { seal: { type: 'string' }, export: { type: 'string' }, manifest: { type: 'string' } },
});

try {
  if (values.export || values.manifest) {
    if (!values.export || !values.manifest) throw new ConfigError('--export and --manifest go together');
    const verdict = verifyExport(
      readFileSync(values.export),
      JSON.parse(readFileSync(values.manifest, 'utf8')),
    );
    console.log(describeExportVerdict(verdict));
    process.exit(verdict.ok ? 0 : 1);
  }
  const container = await buildContainer(loadConfig(), () => {});
  const events = container.get(TOKENS.events);
  const verdict = await verifyStoredLog(events, { expectedSeal: values.seal ?? null });
  await events.close();
  await container.get(TOKENS.credentials).close();
  await container.get(TOKENS.readStore).close();
  console.log(describeVerdict(verdict));
  if (!verdict.ok) process.exit(1);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
