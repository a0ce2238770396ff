import { join } from 'node:path';
import { hostname } from 'node:os';
import { Container, Token, type ContainerInstance } from 'typedi';
import type { MongoClient } from 'mongodb';
import { systemClock, type Clock } from '../src-domain/shared/clock.ts';
import { CommandHandler } from '../src-domain/eventstore/command-handler.ts';
import { EventStoreDbEventStore } from '../src-domain/eventstore/adapters/eventstoredb.ts';
import { SqliteEventStore } from '../src-domain/eventstore/adapters/sqlite.ts';
import type { EventStore } from '../src-domain/eventstore/types.ts';
import { MongoCredentialStore } from '../src-domain/credentials/adapters/mongodb.ts';
import { SqliteCredentialStore } from '../src-domain/credentials/adapters/sqlite.ts';
import type { CredentialStore } from '../src-domain/credentials/credential-store.ts';
import { MongoPersonalDataKeys } from '../src-domain/personal-data/adapters/mongodb.ts';
import { SqlitePersonalDataKeys } from '../src-domain/personal-data/adapters/sqlite.ts';
import { PersonalDataEventStore } from '../src-domain/personal-data/personal-data-event-store.ts';
import type { PersonalDataKeys } from '../src-domain/personal-data/personal-data-keys.ts';
import { createMailer, type Mailer } from '../src-jobs/mail/mailer.ts';
import { EmailChangeTokens } from '../src-jobs/email-change/email-change-tokens.ts';
import { ResetTokens } from '../src-jobs/password-reset/reset-tokens.ts';
import { ProjectionEngine } from '../src-projections/engine.ts';
import { allProjections } from '../src-projections/all.ts';
import { ReadModels } from '../src-projections/read-models.ts';
import { MongoReadStore } from '../src-projections/store/mongodb.ts';
import { SqliteReadStore } from '../src-projections/store/sqlite.ts';
import type { ReadStore } from '../src-projections/store/types.ts';
import { RateLimits } from '../src-api/auth/rate-limits.ts';
import { SessionStore } from '../src-api/auth/session-store.ts';
import type { Config } from './config.ts';
import { redactUrl } from './redact.ts';
import { loadPersonalDataMasterKey } from './personal-data-master-key.ts';
import { loadTokenSecret } from './token-secret.ts';

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
  engine: new Token<ProjectionEngine>('engine'),
  mailer: new Token<Mailer>('mailer'),
  resetTokens: new Token<ResetTokens>('resetTokens'),
  emailChangeTokens: new Token<EmailChangeTokens>('emailChangeTokens'),
  mongo: new Token<MongoClient | null>('mongo'),
  sessions: new Token<SessionStore>('sessions'),
  rateLimits: new Token<RateLimits>('rateLimits'),
  clock: new Token<Clock>('clock'),
};

export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** Opens the stores the configuration names and wires every service; fails with one clear line. */
export async function buildContainer(
  config: Config,
  log: (line: string) => void,
  clock: Clock = systemClock,
  /** Wraps the event log every service uses: tests inject faults or measure appends around the real one. */
  wrapEvents: (events: EventStore) => EventStore = (events) => events,
): Promise<ContainerInstance> {
  const container = Container.of(`inspecta-${process.pid}-${Date.now()}-${Math.random()}`);
  container.set(TOKENS.config, config);
  container.set(TOKENS.clock, clock);

  const stored = wrapEvents(await openEventStore(config, clock));
  const { readStore, mongo } = await openReadStore(config);
  const readModels = new ReadModels(readStore);
  const keys = await openPersonalDataKeys(config, mongo, log);
  const events = new PersonalDataEventStore(stored, keys);
  container.set(TOKENS.events, events);
  container.set(TOKENS.storedEvents, stored);
  container.set(TOKENS.personalDataKeys, keys);
  container.set(TOKENS.readStore, readStore);
  container.set(TOKENS.mongo, mongo);
  container.set(TOKENS.credentials, openCredentialStore(config, mongo));
  container.set(TOKENS.readModels, readModels);
  container.set(TOKENS.commands, new CommandHandler(events));
  const engine = new ProjectionEngine({
    events,
    readStore,
    readModels,
    projections: allProjections,
    // Embedded, one process owns DATA_DIR: a fixed identity lets a restart take the lease back at once.
    owner: mongo ? `${hostname()}-${process.pid}` : 'embedded',
    log,
  });
  container.set(TOKENS.engine, engine);
  readModels.serveRecentFrom(engine);
  const sessions = new SessionStore(readStore);
  await sessions.init();
  container.set(TOKENS.sessions, sessions);
  container.set(TOKENS.rateLimits, new RateLimits());
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

function openDerivedTokens(config: Config): { reset: ResetTokens; emailChange: EmailChangeTokens } {
  try {
    const secret = loadTokenSecret(config);
    return { reset: new ResetTokens(secret), emailChange: new EmailChangeTokens(secret) };
  } catch (error) {
    throw new StartupError(`Cannot load the token secret: ${firstLine(error)}`);
  }
}

async function openEventStore(config: Config, clock: Clock): Promise<EventStore> {
  if (config.eventStoreUrl) {
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
    return new SqliteEventStore({ path, clock });
  } catch (error) {
    throw new StartupError(`Cannot open the event log ${path}: ${firstLine(error)}`);
  }
}

/**
 * Password and token hashes, outside the event log: a file beside the embedded log, or a collection in the
 * MongoDB database (the read store's client, which closes with it).
 */
export function openCredentialStore(config: Config, mongo: MongoClient | null): CredentialStore {
  if (mongo) return new MongoCredentialStore(mongo.db());
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
    keys = mongo ? new MongoPersonalDataKeys(mongo.db(), master) : new SqlitePersonalDataKeys(path, master);
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

async function openReadStore(config: Config): Promise<{ readStore: ReadStore; mongo: MongoClient | null }> {
  if (config.mongodbUrl) {
    try {
      const store = await MongoReadStore.connect(config.mongodbUrl);
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
