import { ConfigError, loadConfig } from './config.ts';
import { StartupError } from './container.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './demo/seed.ts';
import { redactUrl } from './redact.ts';
import { startRuntime } from './runtime.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await startRuntime(config);
  const events = config.eventStoreUrl
    ? `EventStoreDB ${redactUrl(config.eventStoreUrl)}`
    : `SQLite ${config.dataDir}/events.db`;
  const reads = config.mongodbUrl
    ? `MongoDB ${redactUrl(config.mongodbUrl)}`
    : `SQLite ${config.dataDir}/readmodels.db`;
  console.log(
    `Inspecta started (roles: ${config.roles.join(', ')}; events: ${events}; read models: ${reads})`,
  );
  if (!config.production) {
    console.log(
      `${runtime.seeded ? 'Demo data created. ' : ''}Demo sign-ins, all with password ${DEMO_PASSWORD}:`,
    );
    for (const demo of DEMO_SIGN_INS)
      console.log(`  ${demo.email.padEnd(26)} ${demo.role.padEnd(13)} ${demo.organization}`);
  }
  if (runtime.url) console.log(`Listening on ${runtime.url} (public URL ${config.publicUrl})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Configuration and start-up problems are one clear line; anything else keeps its stack for the operator.
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE')
    console.error(`Cannot listen: the port is already in use`);
  else console.error(error);
  process.exit(1);
});
