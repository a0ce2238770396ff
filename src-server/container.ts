import { join } from 'node:path';
import { processOwner } from '../src-projections/lease-owner.ts';
import { Container, Token, type ContainerInstance } from 'typedi';
import type { MongoClient } from 'mongodb';
import { systemClock, type Clock } from '../src-domain/shared/clock.ts';
import { CommandHandler } from '../src-domain/eventstore/command-handler.ts';
import { SqliteEventStore } from '../src-domain/eventstore/adapters/sqlite.ts';
import type { EventStore } from '../src-domain/eventstore/types.ts';
import { SqliteCredentialStore } from '../src-domain/credentials/adapters/sqlite.ts';
import type { CredentialStore } from '../src-domain/credentials/credential-store.ts';
import { SqlitePersonalDataKeys } from '../src-domain/personal-data/adapters/sqlite.ts';
import { PersonalDataEventStore } from '../src-domain/personal-data/personal-data-event-store.ts';
import type { PersonalDataKeys } from '../src-domain/personal-data/personal-data-keys.ts';
import { WebhookSecrets } from '../src-domain/webhook/webhook-secrets.ts';
import { createMailer, type Mailer } from '../src-jobs/mail/mailer.ts';
import { EmailChangeTokens } from '../src-jobs/email-change/email-change-tokens.ts';
import { ResetTokens } from '../src-jobs/password-reset/reset-tokens.ts';
import { QuestionnaireCache } from '../src-projections/inspections/questionnaire-cache.ts';
import { ProjectionEngine, type Projections } from '../src-projections/engine.ts';
import { injectedStartFaults } from '../src-projections/injected-start-failures.ts';
import { ProjectionsThread } from './projections-thread.ts';
import { allProjections } from '../src-projections/all.ts';
import { ReadModels } from '../src-projections/read-models.ts';
import { SqliteReadStore } from '../src-projections/store/sqlite.ts';
import type { ReadStore } from '../src-projections/store/types.ts';
import { RateLimits } from '../src-api/auth/rate-limits.ts';
import { SessionStore } from '../src-api/auth/session-store.ts';
import { SignedInUsers } from '../src-api/auth/signed-in-users.ts';
import type { Config } from './config.ts';
import { redactUrl } from './redact.ts';
import { loadPersonalDataMasterKey } from './personal-data-master-key.ts';
import { loadTokenSecret } from './token-secret.ts';
import { REACTOR_NAMES } from '../src-jobs/reactors/reactor-names.ts';

/** Tokens of the composition root: everything is resolved by these, never by reflected constructor types. */
export const TOKENS = {
  config: new Token<Config>('config'),
  /** The log as services read it: personal fields of user events decrypted (see PersonalDataEventStore). */
  events: new Token<PersonalDataEventStore>('events'),
  /** The log as stored, personal fields encrypted: what verification and seals check, with no key. */
  storedEvents: new Token<EventStore>('storedEvents'),
  personalDataKeys: new Token<PersonalDataKeys>('personalDataKeys'),
  readStore: new Token<ReadStore>('readStore'),
  credentials: new Token<CredentialStore>('credentials'),
  readModels: new Token<ReadModels>('readModels'),
  commands: new Token<CommandHandler>('commands'),
  engine: new Token<Projections>('engine'),
  mailer: new Token<Mailer>('mailer'),
  resetTokens: new Token<ResetTokens>('resetTokens'),
  emailChangeTokens: new Token<EmailChangeTokens>('emailChangeTokens'),
  mongo: new Token<MongoClient | null>('mongo'),
  sessions: new Token<SessionStore>('sessions'),
  signedIn: new Token<SignedInUsers>('signedIn'),
  rateLimits: new Token<RateLimits>('rateLimits'),
  clock: new Token<Clock>('clock'),
  webhookSecrets: new Token<WebhookSecrets>('webhookSecrets'),
  /** Inspections' questionnaires once read (they never change): the API's and the reactors' one copy. */
  questionnaires: new Token<QuestionnaireCache>('questionnaires'),
};

export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** Opens the stores the configuration names and wires every service; fails with one clear line. */
export async function buildContainer(
  config: Config,
  log: (line: string) => void,
  clock: Clock = systemClock,
  /**
   * Wraps the event log every service uses: tests inject faults or measure appends around the real one (the
   * projections then run on this thread, which reads the wrapped log).
   */
  wrapEvents?: (events: EventStore) => EventStore,
): Promise<ContainerInstance> {
  const container = Container.of(`inspecta-${process.pid}-${Date.now()}-${Math.random()}`);
  container.set(TOKENS.config, config);
  container.set(TOKENS.clock, clock);

  const opened = await openEventStore(config, clock);
  const stored = wrapEvents ? wrapEvents(opened) : opened;
  const { readStore, mongo } = await openReadStore(config);
  const readModels = new ReadModels(readStore);
  const keys = await openPersonalDataKeys(config, mongo, log);
  const events = new PersonalDataEventStore(stored, keys);
  container.set(TOKENS.events, events);
  container.set(TOKENS.storedEvents, stored);
  container.set(TOKENS.personalDataKeys, keys);
  container.set(TOKENS.webhookSecrets, new WebhookSecrets(keys));
  container.set(TOKENS.readStore, readStore);
  container.set(TOKENS.mongo, mongo);
  container.set(TOKENS.credentials, await openCredentialStore(config, mongo));
  container.set(TOKENS.readModels, readModels);
  container.set(TOKENS.commands, new CommandHandler(events));
  const onThread =
    config.projectionsThread === 'worker' && config.roles.includes('projections') && !wrapEvents;
  const engine: Projections = onThread
    ? projectionsThread(config, opened, events, readStore, readModels, log)
    : new ProjectionEngine({
        events,
        readStore,
        readModels,
        projections: allProjections,
        // Each process its own owner (several may share DATA_DIR); a restart takes a dead holder's lease at once.
        owner: processOwner(),
        reactors: Object.values(REACTOR_NAMES),
        log,
        // The injected start failures of the multi-process test (refused in production).
        ...injectedStartFaults(config.failProjectionStart),
      });
  container.set(TOKENS.engine, engine);
  readModels.serveRecentFrom(engine);
  container.set(TOKENS.questionnaires, new QuestionnaireCache(readModels, engine));
  const sessions = new SessionStore(readStore);
  await sessions.init();
  container.set(TOKENS.sessions, sessions);
  container.set(TOKENS.signedIn, new SignedInUsers(sessions, readModels));
  container.set(
    TOKENS.rateLimits,
    new RateLimits({
      dashboardRequestsPerMinute: config.dashboardRequestsPerMinute,
      apiKeyRequestsPerMinute: config.apiKeyRequestsPerMinute,
    }),
  );
  container.set(
    TOKENS.mailer,
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'outbox'),
      from: 'Inspecta <no-reply@inspecta.local>',
    }),
  );
  // One secret, a purpose label per flow: the api hashes each token into its event, the jobs role's reactors
  // derive it again for the mail.
  const tokens = openDerivedTokens(config);
  container.set(TOKENS.resetTokens, tokens.reset);
  container.set(TOKENS.emailChangeTokens, tokens.emailChange);
  return container;
}

/** The projection runners on a worker thread of their own (PROJECTIONS_THREAD=worker). */
function projectionsThread(
  config: Config,
  log: EventStore,
  events: PersonalDataEventStore,
  readStore: ReadStore,
  readModels: ReadModels,
  print: (line: string) => void,
): ProjectionsThread {
  const thread = new ProjectionsThread({
    config,
    events,
    readStore,
    readModels,
    projections: allProjections,
    reactors: Object.values(REACTOR_NAMES),
    onAppended: log instanceof SqliteEventStore ? (listener) => log.onAppended(listener) : undefined,
    log: print,
  });
  events.onErase((userId) => thread.forget(userId));
  return thread;
}

function openDerivedTokens(config: Config): { reset: ResetTokens; emailChange: EmailChangeTokens } {
  try {
    const secret = loadTokenSecret(config);
    return { reset: new ResetTokens(secret), emailChange: new EmailChangeTokens(secret) };
  } catch (error) {
    throw new StartupError(`Cannot load the token secret: ${firstLine(error)}`);
  }
}

export async function openEventStore(
  config: Config,
  clock: Clock,
  options: { readOnly?: boolean } = {},
): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('../src-domain/eventstore/adapters/eventstoredb.ts');
    const store = new EventStoreDbEventStore(config.eventStoreUrl, undefined, clock);
    try {
      await store.headPosition();
    } catch (error) {
      throw new StartupError(
        `Cannot reach EventStoreDB at ${redactUrl(config.eventStoreUrl)}: ${firstLine(error)}`,
      );
    }
    return store;
  }
  const path = join(config.dataDir, 'events.db');
  try {
    return new SqliteEventStore({ path, clock, readOnly: options.readOnly });
  } catch (error) {
    throw new StartupError(`Cannot open the event log ${path}: ${firstLine(error)}`);
  }
}

/**
 * Password and token hashes, outside the event log: a file beside the embedded log, or a collection in the
 * MongoDB database (the read store's client, which closes with it).
 */
export async function openCredentialStore(
  config: Config,
  mongo: MongoClient | null,
): Promise<CredentialStore> {
  if (mongo) {
    const { MongoCredentialStore } = await import('../src-domain/credentials/adapters/mongodb.ts');
    return new MongoCredentialStore(mongo.db());
  }
  const path = join(config.dataDir, 'credentials.db');
  try {
    return new SqliteCredentialStore(path);
  } catch (error) {
    throw new StartupError(`Cannot open the credentials store ${path}: ${firstLine(error)}`);
  }
}

/**
 * Each person's key for their personal data, outside the event log: a file beside it, or a collection; every
 * key wrapped under the master key, which lives in neither. Keys an earlier version stored bare are wrapped
 * here, at start; a store whose keys are under another master key is refused rather than read as erased.
 */
export async function openPersonalDataKeys(
  config: Config,
  mongo: MongoClient | null,
  log: (line: string) => void,
): Promise<PersonalDataKeys> {
  let keys: PersonalDataKeys;
  const path = join(config.dataDir, 'keys.db');
  try {
    const master = loadPersonalDataMasterKey(config, log);
    keys = mongo
      ? new (await import('../src-domain/personal-data/adapters/mongodb.ts')).MongoPersonalDataKeys(
          mongo.db(),
          master,
        )
      : new SqlitePersonalDataKeys(path, master);
    try {
      const { wrapped } = await keys.rewrapAll(master);
      if (wrapped) log(`Wrapped ${wrapped} personal-data keys stored bare by an earlier version`);
    } catch (error) {
      await keys.close();
      throw error;
    }
  } catch (error) {
    const where = mongo ? 'the personalDataKeys collection' : path;
    throw new StartupError(`Cannot open the personal-data key store ${where}: ${firstLine(error)}`);
  }
  return keys;
}

/** Closes the stores the container opened (the log, the credentials and keys, the read store). */
export async function closeStores(container: ContainerInstance): Promise<void> {
  await container.get(TOKENS.events).close();
  await container.get(TOKENS.credentials).close();
  await container.get(TOKENS.personalDataKeys).close();
  await container.get(TOKENS.readStore).close();
}

export async function openReadStore(
  config: Config,
): Promise<{ readStore: ReadStore; mongo: MongoClient | null }> {
  if (config.mongodbUrl) {
    try {
      const { MongoReadStore } = await import('../src-projections/store/mongodb.ts');
      const store = await MongoReadStore.connect(config.mongodbUrl, undefined, config.mongodbTimeoutMs);
      return { readStore: store, mongo: store.mongoClient };
    } catch (error) {
      throw new StartupError(`Cannot reach MongoDB at ${redactUrl(config.mongodbUrl)}: ${firstLine(error)}`);
    }
  }
  const path = join(config.dataDir, 'readmodels.db');
  try {
    return { readStore: new SqliteReadStore(path), mongo: null };
  } catch (error) {
    throw new StartupError(`Cannot open the read models ${path}: ${firstLine(error)}`);
  }
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0]!;
}
