import type { QuestionnaireCache } from '../src-projections/inspections/questionnaire-cache.ts';
import type { LiveStates } from './inspections/live-states.ts';
import type { MadePushes } from './realtime/made-pushes.ts';
import type { Clock } from '../src-domain/shared/clock.ts';
import type { CommandHandler } from '../src-domain/eventstore/command-handler.ts';
import type { CredentialStore } from '../src-domain/credentials/credential-store.ts';
import type { LogVerdict } from '../src-domain/eventstore/log-verification.ts';
import type { ExportCheck } from './audit-trail/export-check.ts';
import type { HealthReport } from '../src-projections/checkpoint-health.ts';
import type { ProjectionStatus } from '../src-projections/engine.ts';
import type { ProjectionProgress } from '../src-projections/progress.ts';
import type { ReadModels } from '../src-projections/read-models.ts';
import type { RateLimits } from './auth/rate-limits.ts';
import type { SessionStore } from './auth/session-store.ts';
import type { SignedInUsers } from './auth/signed-in-users.ts';
import type { ApiKeyUses } from './auth/api-key-uses.ts';
import type { ApiConfig } from './api-config.ts';
import type { FileStore } from './files/file-store.ts';
import type { MailLog } from './mail-log/mail-log.ts';
import type { WebhookServices } from './webhooks/webhook-services.ts';

/** Every name and address a person's events held (read before the erasure): what erasing looks for. */
export interface PersonalTraces {
  names: string[];
  addresses: string[];
}

/** What erasing a person needs beyond commands: wired by the composition root (src-server/personal-data-erasure.ts). */
export interface PersonalDataEraser {
  /** What the person's events name them by; null when there is no such user. */
  traces(userId: string): Promise<PersonalTraces | null>;
  /** Deletes the key (their events' personal fields become unreadable), their credentials, and the mail sent to them. */
  erase(userId: string, traces: PersonalTraces): Promise<void>;
  /** After the read models took the erasure: old copies out of the embedded read store's write-ahead log. */
  purgeFreedBytes(): Promise<void>;
}

/** What route handlers may use; built once in the composition root. */
export interface ApiServices {
  config: ApiConfig;
  commands: CommandHandler;
  readModels: ReadModels;
  projections: ProjectionProgress & {
    status(): ProjectionStatus[] | Promise<ProjectionStatus[]>;
    /** From the stored checkpoints: honest in a process that runs no projection. */
    health(): Promise<HealthReport>;
  };
  /** Password hashes and mailed tokens' hashes: never in the log; only the sign-in routes read them. */
  credentials: CredentialStore;
  sessions: SessionStore;
  /** Who a sign-in stands for, kept a moment (auth/signed-in-users.ts): what every request asks first. */
  signedIn: SignedInUsers;
  rateLimits: RateLimits;
  /** The token hash a reset request's event carries, derived from the event's id (the mail reactor's twin). */
  resetTokens: { hashFor(eventId: string): string };
  /** The same for an e-mail change request's event. Routes never send mail: reactors do, from the events. */
  emailChangeTokens: { hashFor(eventId: string): string };
  files: FileStore;
  /**
   * Verifies the whole event log (chains, seals, its end), and an export file against the manifest recorded
   * when it was made and the log, for the superUser's checks in the app.
   */
  auditTrail: { verify(): Promise<LogVerdict>; verifyExport(bytes: Uint8Array): Promise<ExportCheck> };
  /** The outbox as the mail log reads it and requeues a failed mail (see src-server/mail-log-store.ts). */
  mailLog: MailLog;
  /** Webhook secrets, the address check and the delivery log (see src-server/webhook-services.ts). */
  webhooks: WebhookServices;
  /** When each organization API key was last used (written per use, not per event). */
  apiKeyUses: ApiKeyUses;
  /** The person's data outside the log's events: their key, credentials and mail (see src-server). */
  personalData: PersonalDataEraser;
  /** Inspections' questionnaires (they never change), kept in memory once read: one cache for every route. */
  questionnaires: QuestionnaireCache;
  /** Inspections' live states presented once per version: a command's answer and its pushes share them. */
  liveStates: LiveStates;
  /** Changes a command just made, pushed from its own state before the read models have them. */
  madePushes: MadePushes;
  /** "Now" for routes and command helpers: never `new Date()` there, so tests can set the time. */
  clock: Clock;
  log: (line: string) => void;
}
