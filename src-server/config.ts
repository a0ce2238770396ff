import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIRECTORY_MODE, tightenMode } from '../src-domain/eventstore/adapters/private-files.ts';

export const ROLES = ['api', 'projections', 'jobs'] as const;
export type Role = (typeof ROLES)[number];

export interface Config {
  port: number;
  dataDir: string;
  eventStoreUrl: string | null;
  mongodbUrl: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  /** Secret the mailed reset tokens are derived from; null: `DATA_DIR/token-secret`, made on first start. */
  tokenSecret: string | null;
  roles: Role[];
  production: boolean;
  /** Trust X-Forwarded-* (client IP, https) from a reverse proxy in front. */
  trustProxy: boolean;
}

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
  SMTP_URL: urlWith('SMTP_URL', ['smtp:', 'smtps:']),
  PUBLIC_URL: urlWith('PUBLIC_URL', ['http:', 'https:']),
  TOKEN_SECRET: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine((v) => v === null || v.length >= 32, { message: 'TOKEN_SECRET must be at least 32 characters' }),
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
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''], { message: 'TRUST_PROXY must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
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
  return {
    port: values.PORT,
    dataDir,
    eventStoreUrl: values.EVENTSTORE_URL,
    mongodbUrl: values.MONGODB_URL,
    smtpUrl: values.SMTP_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    tokenSecret: values.TOKEN_SECRET,
    roles: [...new Set(values.ROLES)] as Role[],
    production: values.NODE_ENV === 'production',
    trustProxy: values.TRUST_PROXY,
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

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (url.host !== '' || url.protocol.startsWith('esdb'));
  } catch {
    return false;
  }
}
