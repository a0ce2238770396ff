import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIRECTORY_MODE, tightenMode } from '../src-domain/eventstore/adapters/private-files.ts';
import { MasterKey } from '../src-domain/personal-data/master-key.ts';

export const ROLES = ['api', 'projections', 'jobs'] as const;
export type Role = (typeof ROLES)[number];

export interface Config {
  port: number;
  /**
   * A process that runs no api role answers only its health here (HEALTH_PORT), for an orchestrator's
   * checks; null: it listens nowhere.
   */
  healthPort: number | null;
  dataDir: string;
  eventStoreUrl: string | null;
  mongodbUrl: string | null;
  /**
   * MONGODB_TIMEOUT_MS: how long the MongoDB client waits for a server to select, a connection to open and
   * a socket to answer before the read store reports itself unavailable (see `ReadStoreUnavailableError`).
   */
  mongodbTimeoutMs: number;
  smtpUrl: string | null;
  publicUrl: string;
  /**
   * Secret the mailed reset tokens are derived from: TOKEN_SECRET, else the file TOKEN_SECRET_FILE (outside
   * DATA_DIR), else (not in production) `DATA_DIR/token-secret`, made on first start.
   */
  tokenSecret: string | null;
  tokenSecretFile: string | null;
  /** Where the master key that wraps every person's key comes from; never inside DATA_DIR. */
  personalDataKey: PersonalDataKeySource;
  roles: Role[];
  production: boolean;
  /** Trust X-Forwarded-* (client IP, https) from a reverse proxy in front. */
  trustProxy: boolean;
  /** Public dashboard requests and socket joins one IP may make a minute (docs/dashboards.md). */
  dashboardRequestsPerMinute: number;
  /**
   * WEBHOOKS_ALLOW_LOOPBACK: webhooks may reach loopback addresses over plain http, for tests with a local
   * receiver only; refused in production. Private, link-local and metadata addresses stay refused.
   */
  webhooksAllowLoopback: boolean;
  /** Requests one organization API key may make a minute (README, configuration). */
  apiKeyRequestsPerMinute: number;
  /**
   * INSPECTA_TEST_FAIL_PROJECTION_START=<projection>:<times>: that projection's first starts fail, for the
   * multi-process test only; refused in production.
   */
  failProjectionStart: { projection: string; times: number } | null;
  /**
   * Where a process with the projections role runs its projection runners: on a worker thread of their own
   * (the default: the HTTP thread keeps requests and pushes, the read models take the other core) or on the
   * HTTP thread (PROJECTIONS_THREAD=inline; docs/architecture.md).
   */
  projectionsThread: 'worker' | 'inline';
}

/**
 * PERSONAL_DATA_KEY (base64 of 32 bytes), or the file PERSONAL_DATA_KEY_FILE holding it, or (not in
 * production) the file beside DATA_DIR named `<DATA_DIR>.personal-data.key`, made on first start.
 */
export type PersonalDataKeySource =
  { source: 'environment'; base64: string } | { source: 'file'; path: string; createIfMissing: boolean };

/** The default master key file: beside DATA_DIR, never in it, so a copy of DATA_DIR does not carry it. */
export const defaultPersonalDataKeyFile = (dataDir: string) => `${dataDir}.personal-data.key`;

/** Long enough for a replica set's election (about 10 s), short enough that a lost server is reported. */
export const DEFAULT_MONGODB_TIMEOUT_MS = 10_000;

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

/** The one line printed when the environment is wrong; it never repeats a secret. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const urlWith = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .refine((value) => value === null || hasProtocol(value, protocols), {
      message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const schema = z.object({
  HEALTH_PORT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : null))
    .refine((n) => n === null || (Number.isInteger(n) && n >= 0 && n <= 65535), {
      message: 'HEALTH_PORT must be a whole number from 0 to 65535',
    }),
  PORT: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 3000))
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 65535, {
      message: 'PORT must be a whole number from 0 to 65535',
    }),
  DATA_DIR: z.string().optional(),
  EVENTSTORE_URL: urlWith('EVENTSTORE_URL', ['esdb:', 'esdb+discover:']),
  MONGODB_URL: urlWith('MONGODB_URL', ['mongodb:', 'mongodb+srv:']),
  MONGODB_TIMEOUT_MS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : DEFAULT_MONGODB_TIMEOUT_MS))
    .refine((n) => Number.isInteger(n) && n >= 2_000 && n <= 600_000, {
      message: 'MONGODB_TIMEOUT_MS must be a whole number of milliseconds from 2000 to 600000',
    }),
  SMTP_URL: urlWith('SMTP_URL', ['smtp:', 'smtps:']),
  PUBLIC_URL: urlWith('PUBLIC_URL', ['http:', 'https:']),
  TOKEN_SECRET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine((v) => v === null || v.length >= 32, { message: 'TOKEN_SECRET must be at least 32 characters' }),
  TOKEN_SECRET_FILE: optionalText,
  PERSONAL_DATA_KEY: optionalText.refine((v) => v === null || MasterKey.fromBase64(v) !== null, {
    message: 'PERSONAL_DATA_KEY must be 32 bytes in base64 (make one with: openssl rand -base64 32)',
  }),
  PERSONAL_DATA_KEY_FILE: optionalText,
  ROLES: z
    .string()
    .optional()
    .transform((v) =>
      (v?.trim() ? v : ROLES.join(','))
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .refine((roles) => roles.length > 0 && roles.every((r) => (ROLES as readonly string[]).includes(r)), {
      message: `ROLES must be a comma-separated list of ${ROLES.join(', ')}`,
    }),
  NODE_ENV: z.string().optional(),
  DASHBOARD_REQUESTS_PER_MINUTE: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 60))
    .refine((n) => Number.isInteger(n) && n >= 1, {
      message: 'DASHBOARD_REQUESTS_PER_MINUTE must be a whole number of at least 1',
    }),
  WEBHOOKS_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0', ''], { message: 'WEBHOOKS_ALLOW_LOOPBACK must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  API_KEY_REQUESTS_PER_MINUTE: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : 600))
    .refine((n) => Number.isInteger(n) && n >= 1, {
      message: 'API_KEY_REQUESTS_PER_MINUTE must be a whole number of at least 1',
    }),
  INSPECTA_TEST_FAIL_PROJECTION_START: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine((v) => v === null || /^[A-Za-z][\w-]*:[1-9]\d{0,2}$/.test(v), {
      message: 'INSPECTA_TEST_FAIL_PROJECTION_START must be <projection>:<times> (1 to 999)',
    })
    .transform((v) => {
      if (v === null) return null;
      const [projection, times] = v.split(':');
      return { projection: projection!, times: Number(times) };
    }),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''], { message: 'TRUST_PROXY must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  PROJECTIONS_THREAD: z
    .enum(['worker', 'inline', ''], { message: 'PROJECTIONS_THREAD must be worker or inline' })
    .optional()
    .transform((v) => (v === 'inline' ? 'inline' : 'worker')),
});

/** Reads and checks the environment; throws ConfigError with one clear line. Creates only the default DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Configuration error: ${issue.message}`);
  }
  const values = parsed.data;
  const dataDir = resolve(cwd, values.DATA_DIR?.trim() || 'data');
  checkDataDir(dataDir, !values.DATA_DIR?.trim());
  const production = values.NODE_ENV === 'production';
  const tokenSecretFile = secretFile(
    'TOKEN_SECRET',
    values.TOKEN_SECRET,
    values.TOKEN_SECRET_FILE,
    dataDir,
    cwd,
  );
  if (production && !values.TOKEN_SECRET && !tokenSecretFile)
    throw new ConfigError(
      'Configuration error: in production set TOKEN_SECRET or TOKEN_SECRET_FILE (a path outside DATA_DIR)',
    );
  if (production && values.WEBHOOKS_ALLOW_LOOPBACK)
    throw new ConfigError(
      'Configuration error: WEBHOOKS_ALLOW_LOOPBACK is for tests and refused in production',
    );
  if (production && values.INSPECTA_TEST_FAIL_PROJECTION_START)
    throw new ConfigError(
      'Configuration error: INSPECTA_TEST_FAIL_PROJECTION_START is for tests and refused in production',
    );
  const keyFile = secretFile(
    'PERSONAL_DATA_KEY',
    values.PERSONAL_DATA_KEY,
    values.PERSONAL_DATA_KEY_FILE,
    dataDir,
    cwd,
  );
  if (production && !values.PERSONAL_DATA_KEY && !keyFile)
    throw new ConfigError(
      'Configuration error: in production set PERSONAL_DATA_KEY or PERSONAL_DATA_KEY_FILE (a path outside DATA_DIR)',
    );
  const personalDataKey: PersonalDataKeySource = values.PERSONAL_DATA_KEY
    ? { source: 'environment', base64: values.PERSONAL_DATA_KEY }
    : keyFile
      ? { source: 'file', path: keyFile, createIfMissing: false }
      : { source: 'file', path: defaultPersonalDataKeyFile(dataDir), createIfMissing: true };
  return {
    port: values.PORT,
    healthPort: values.HEALTH_PORT,
    dataDir,
    eventStoreUrl: values.EVENTSTORE_URL,
    mongodbUrl: values.MONGODB_URL,
    mongodbTimeoutMs: values.MONGODB_TIMEOUT_MS,
    smtpUrl: values.SMTP_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    tokenSecret: values.TOKEN_SECRET,
    tokenSecretFile,
    personalDataKey,
    roles: [...new Set(values.ROLES)] as Role[],
    production,
    trustProxy: values.TRUST_PROXY,
    dashboardRequestsPerMinute: values.DASHBOARD_REQUESTS_PER_MINUTE,
    webhooksAllowLoopback: values.WEBHOOKS_ALLOW_LOOPBACK,
    apiKeyRequestsPerMinute: values.API_KEY_REQUESTS_PER_MINUTE,
    failProjectionStart: values.INSPECTA_TEST_FAIL_PROJECTION_START,
    projectionsThread: values.PROJECTIONS_THREAD,
  };
}

function checkDataDir(path: string, isDefault: boolean): void {
  let exists = true;
  try {
    if (!statSync(path).isDirectory())
      throw new ConfigError(`Configuration error: DATA_DIR ${path} is not a directory`);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    exists = false;
  }
  if (!exists) {
    if (!isDefault) throw new ConfigError(`Configuration error: DATA_DIR ${path} does not exist`);
    mkdirSync(path, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  }
  try {
    accessSync(path, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch {
    throw new ConfigError(
      `Configuration error: DATA_DIR ${path} is not readable and writable by this process`,
    );
  }
  // The event log, mail with reset links and uploaded files live here: the server's account only.
  tightenMode(path, PRIVATE_DIRECTORY_MODE);
}

/**
 * The absolute path a `<NAME>_FILE` variable gives, null when unset. A secret and its file are one choice,
 * and the file must lie outside DATA_DIR: a copy of DATA_DIR must not carry what unlocks it.
 */
function secretFile(
  name: string,
  value: string | null,
  file: string | null,
  dataDir: string,
  cwd: string,
): string | null {
  if (!file) return null;
  if (value) throw new ConfigError(`Configuration error: set ${name} or ${name}_FILE, not both`);
  const path = resolve(cwd, file);
  const inside = relative(dataDir, path);
  const outside = inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
  if (!outside)
    throw new ConfigError(`Configuration error: ${name}_FILE must be outside DATA_DIR (${dataDir})`);
  return path;
}

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (url.host !== '' || url.protocol.startsWith('esdb'));
  } catch {
    return false;
  }
}
