import { ConfigError, loadConfig } from './config.ts';
import { StartupError } from './container.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './demo/seed.ts';
import { redactUrl } from './redact.ts';
import { startRuntime } from './runtime.ts';

/** A stop that takes longer than this is cut short (see `stop`). */
const STOP_DEADLINE_MS = 9_000;

// Whoever read the log may be gone (a supervisor's pipe closed before its SIGTERM): a line that cannot be
// written must not end the process before it has stopped and released its leases.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });

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
  if (runtime.healthUrl) console.log(`Health on ${runtime.healthUrl}/api/health/ready`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    // The orchestrator kills after its grace period (10 s in compose): exit before it, saying so, rather
    // than be killed holding the leases.
    const stuck = setTimeout(() => {
      console.error(`${signal}: not stopped after ${STOP_DEADLINE_MS} ms, exiting`);
      process.exit(1);
    }, STOP_DEADLINE_MS);
    const started = performance.now();
    await runtime.close();
    clearTimeout(stuck);
    console.log(`${signal}: stopped in ${Math.round(performance.now() - started)} ms`);
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
