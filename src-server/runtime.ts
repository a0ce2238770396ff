import { checkExportFile } from '../src-api/audit-trail/export-check.ts';
import { logLookupOf } from '../src-domain/audit-export/log-lookup.ts';
import { LiveStates } from '../src-api/inspections/live-states.ts';
import { MadePushes } from '../src-api/realtime/made-pushes.ts';
import { room } from '../src-domain/shared/rooms.ts';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContainerInstance } from 'typedi';
import type { Server as SocketServer } from 'socket.io';
import { createApp } from '../src-api/app.ts';
import { redactingLog } from '../src-api/http/log-redaction.ts';
import type { Config } from './config.ts';
import { TOKENS, buildContainer, closeStores } from './container.ts';
import { seedDemoData } from './demo/seed.ts';
import { type HttpDrain, drainOnStop } from './http-drain.ts';
import { listenForHealth } from './health-listener.ts';
import { personalDataEraser } from './personal-data-erasure.ts';
import { outboxMailLog } from './mail-log-store.ts';
import { startJobsRole } from './jobs-role.ts';
import { RealtimeHub } from '../src-api/realtime/hub.ts';
import { publicDashboardRooms } from '../src-api/dashboards/public-rooms.ts';
import { attachPresence } from '../src-api/realtime/presence.ts';
import { userQueries } from '../src-projections/users/queries.ts';
import { terminateSessionsOnDeactivation } from '../src-api/realtime/session-terminator.ts';
import { pushAudience } from '../src-api/realtime/push-audience.ts';
import { authenticateSockets, signInRoom, socketAccess } from '../src-api/realtime/socket-auth.ts';
import { closeSocketServer, createSocketServer } from '../src-api/realtime/socket-server.ts';
import { systemClock, type Clock } from '../src-domain/shared/clock.ts';
import type { ApiServices } from '../src-api/services.ts';
import { webhookServices } from './webhook-services.ts';
import { FileStore } from '../src-api/files/file-store.ts';
import { ApiKeyUses } from '../src-api/auth/api-key-uses.ts';
import { verifyStoredLog } from '../src-domain/eventstore/log-verification.ts';
import type { EventStore } from '../src-domain/eventstore/types.ts';

/**
 * How long a stop waits for requests in flight before cutting their connections: well inside the 10 s a
 * process has between SIGTERM and SIGKILL (compose `stop_grace_period`), leaving time to stop the runners
 * and release the leases.
 */
const HTTP_DRAIN_MS = 5_000;

export interface RuntimeOptions {
  log?: (line: string) => void;
  /** The time source; the system clock unless a test sets its own. */
  clock?: Clock;
  /** Wraps the event log (tests: fault injection, append sizes); the log itself unless given. */
  wrapEvents?: (events: EventStore) => EventStore;
}

export interface Runtime {
  container: ContainerInstance;
  /** Base URL of the API when this process runs the api role. */
  url: string | null;
  /** Base URL of the health routes of a process without the api role, when HEALTH_PORT is set. */
  healthUrl: string | null;
  /** Whether this start seeded the demo data (an empty log outside production). */
  seeded: boolean;
  services: ApiServices;
  close(): Promise<void>;
}

/** Starts the roles the configuration names, in one process: api, projections, jobs. */
export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  // One sink for the whole process (API, projections, jobs), redacted once here.
  const log = redactingLog(options.log ?? ((line: string) => console.log(line)));
  const container = await buildContainer(config, log, options.clock ?? systemClock, options.wrapEvents);
  const engine = container.get(TOKENS.engine);
  const mongo = container.get(TOKENS.mongo);
  const sessions = container.get(TOKENS.sessions);
  const signedIn = container.get(TOKENS.signedIn);
  // A user's committed change counts at once for that user's requests and pushes.
  engine.onChange((notices) => signedIn.changed(notices));
  const readModels = container.get(TOKENS.readModels);
  const closers: Array<() => Promise<void>> = [];
  const services: ApiServices = {
    config,
    commands: container.get(TOKENS.commands),
    readModels,
    credentials: container.get(TOKENS.credentials),
    projections: engine,
    sessions,
    signedIn,
    rateLimits: container.get(TOKENS.rateLimits),
    resetTokens: container.get(TOKENS.resetTokens),
    emailChangeTokens: container.get(TOKENS.emailChangeTokens),
    files: new FileStore(config.dataDir),
    auditTrail: {
      verify: () => verifyStoredLog(container.get(TOKENS.storedEvents)),
      verifyExport: (bytes) =>
        checkExportFile(bytes, readModels, logLookupOf(container.get(TOKENS.storedEvents))),
    },
    personalData: personalDataEraser(container, config),
    mailLog: outboxMailLog(readModels.store),
    webhooks: webhookServices({
      readStore: readModels.store,
      secrets: container.get(TOKENS.webhookSecrets),
      allowLoopback: config.webhooksAllowLoopback,
      now: () => container.get(TOKENS.clock).now().getTime(),
    }),
    apiKeyUses: new ApiKeyUses(readModels.store),
    questionnaires: container.get(TOKENS.questionnaires),
    liveStates: new LiveStates(readModels),
    madePushes: new MadePushes(),
    clock: container.get(TOKENS.clock),
    log,
  };

  let httpServer: HttpServer | null = null;
  let drainHttp: HttpDrain | null = null;
  let io: SocketServer | null = null;
  if (config.roles.includes('api')) {
    httpServer = createServer(createApp(services).callback());
    drainHttp = drainOnStop(httpServer);
    io = await createSocketServer(httpServer, mongo);
    authenticateSockets(io, signedIn, readModels, () => config.publicUrl);
  } else if (config.roles.includes('projections') && mongo) {
    // A projections-only process pushes through the MongoDB adapter to the API replicas' sockets.
    io = await createSocketServer(null, mongo);
  }
  if (io) {
    // Deactivated or deleted users' sockets go first; then each batch re-checks access and pushes.
    engine.onChange(terminateSessionsOnDeactivation(io, sessions, log));
    const hub = new RealtimeHub(
      io,
      socketAccess(signedIn, readModels),
      pushAudience(readModels, services.questionnaires, services.clock, services.liveStates),
      log,
      publicDashboardRooms(readModels, services.clock, services.rateLimits, config.trustProxy),
    );
    engine.onChange((notices) => void hub.publish(notices));
    services.madePushes.attach(hub);
    // A sign-out, a new sign-in over it, a password reset or expiry ends the sockets of that sign-in.
    sessions.onEnd((ended) =>
      hub.endSignIn('key' in ended ? signInRoom(ended.key) : room('user', ended.userId)),
    );
    attachPresence(io, async (userId) => (await userQueries(readModels).byId(userId))?.name ?? '');
    // First at a stop: sockets end before the HTTP server drains (an open socket would hold it).
    closers.unshift(() => closeSocketServer(io!));
  }

  if (config.roles.includes('projections')) {
    await engine.start();
    closers.push(() => engine.stop());
  }

  let seeded = false;
  if (!config.production && config.roles.includes('api')) {
    const position = await seedDemoData(
      container.get(TOKENS.events),
      { commands: services.commands, credentials: services.credentials },
      {
        readModels: services.readModels,
        waitFor: (at) => engine.waitFor(at, 30_000),
        clock: services.clock,
      },
      services.files,
      services,
    );
    if (position !== null) {
      seeded = true;
      await engine.waitFor(position, 30_000);
    }
  }

  let url: string | null = null;
  if (httpServer && drainHttp) {
    const server = httpServer;
    const drain = drainHttp;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, () => resolve());
    });
    const port = (server.address() as AddressInfo).port;
    url = `http://localhost:${port}`;
    // PORT=0 picks the port only now; the default PUBLIC_URL (our own origin for the cross-site checks, and
    // the links in mail) names it from here on.
    if (/:0$/.test(config.publicUrl)) config.publicUrl = config.publicUrl.replace(/:0$/, `:${port}`);
    // After the sockets, before the runners: commands in flight finish and find their read models.
    closers.splice(io ? 1 : 0, 0, () => drain(HTTP_DRAIN_MS));
  }

  let healthUrl: string | null = null;
  if (!httpServer && config.healthPort !== null) {
    const health = await listenForHealth(config.healthPort, engine);
    healthUrl = `http://localhost:${health.port}`;
    closers.unshift(() => health.drain(HTTP_DRAIN_MS));
  }

  // After the listen: with PORT=0 the public URL the mails link to is known only now.
  if (config.roles.includes('jobs')) closers.push(await startJobsRole(container, config, log));

  return {
    container,
    url,
    healthUrl,
    seeded,
    services,
    async close() {
      for (const close of closers)
        await close().catch((error) => log(`shutdown: ${(error as Error).message}`));
      await closeStores(container);
      container.reset();
    },
  };
}
