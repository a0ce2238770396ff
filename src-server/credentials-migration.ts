import type Database from 'better-sqlite3';
import type { Credential, CredentialStore } from '../src-domain/credentials/credential-store.ts';
import { stableUuid } from '../src-domain/eventstore/stable-uuid.ts';
import type { EventMetadata } from '../src-domain/eventstore/types.ts';
import { holdsLegacySecret } from '../src-domain/user/legacy-secrets.ts';
import { credentialsProjection } from '../src-projections/credentials/projection.ts';
import type { ReadStore } from '../src-projections/store/types.ts';
import {
  commitRewrite,
  forgetReadModel,
  openLogForRewrite,
  readLogStream,
  rechainStream,
  type LogRow,
} from './log-rewrite.ts';

export { vacuumDatabase } from './log-rewrite.ts';

/** The stream and event that record a migration in the log it rewrote. */
export const LOG_MAINTENANCE_STREAM = 'logMaintenance-credentials';
export const CREDENTIALS_MOVED = 'CredentialsMovedOutOfLog';

export interface CredentialsMigrationResult {
  /** Events rewritten without their secret (0: the log held none, and nothing was changed or recorded). */
  events: number;
  streams: number;
  /** Secrets still in use (current passwords, outstanding links) moved to the credentials store. */
  credentialsKept: number;
  /** Position of the event recording the migration; null when there was nothing to do. */
  position: number | null;
}

type Row = LogRow;

type Data = Record<string, unknown>;

/**
 * Moves the secrets that user events carried before the credentials store (password hashes, reset and e-mail
 * change token hashes) out of an embedded event log, for `npm run migrate:credentials`:
 *
 * - each such event is rewritten to name a credential instead (ids derived from the event's id, so a second
 *   run, or one after a crash, gives the same ids);
 * - the hashes still in use (each user's current password, an outstanding reset or e-mail change link) go to
 *   the credentials store first; used and replaced ones are dropped, as the application does now;
 * - the hash chain of every rewritten stream is computed again, and the migration is recorded as an event
 *   (`CredentialsMovedOutOfLog` in `logMaintenance-credentials`), all in one transaction;
 * - the file is then vacuumed, so no old bytes stay in free pages or the write-ahead log.
 *
 * Positions, event ids and the log's identity stay, so read-model checkpoints remain valid. Idempotent: a log
 * without such events is left as it is and nothing is recorded. Run it with the server stopped.
 */
export async function migrateCredentialsOutOfLog(
  logPath: string,
  credentials: CredentialStore,
  now: Date,
): Promise<CredentialsMigrationResult> {
  const db = openLogForRewrite(logPath);
  try {
    const streams = streamsWithSecrets(db);
    if (streams.length === 0) return { events: 0, streams: 0, credentialsKept: 0, position: null };

    const rewrites = streams.map((stream) => rewriteStream(readLogStream(db, stream)));
    // The secrets first: an event never names a credential the store lacks. Their ids are stable, so putting
    // them again after an interrupted run changes nothing.
    for (const rewrite of rewrites) for (const credential of rewrite.kept) await credentials.put(credential);

    const events = rewrites.reduce((sum, r) => sum + r.changed, 0);
    const credentialsKept = rewrites.reduce((sum, r) => sum + r.kept.length, 0);
    const position = commitRewrite(
      db,
      rewrites.flatMap((rewrite) => rewrite.rows),
      {
        stream: LOG_MAINTENANCE_STREAM,
        type: CREDENTIALS_MOVED,
        data: { streams: rewrites.length, events, credentialsKept, at: now.toISOString() },
      },
      now,
    );
    return { events, streams: rewrites.length, credentialsKept, position };
  } finally {
    db.close();
  }
}

function streamsWithSecrets(db: Database.Database): string[] {
  const rows = db
    .prepare<[], Row>(
      `SELECT stream, type, data FROM events
       WHERE type IN ('UserCreated', 'PasswordResetRequested', 'PasswordReset', 'UserEmailChangeRequested')
       ORDER BY position`,
    )
    .all();
  const streams = new Set<string>();
  for (const row of rows) if (holdsLegacySecret(row.type, JSON.parse(row.data))) streams.add(row.stream);
  return [...streams];
}

const credentialIdFor = (eventId: string, field: string) => stableUuid(`credential:${eventId}:${field}`);

/**
 * One user stream without its secrets: every event's new data, the chain computed again from the first
 * event, and the credentials still in use at its end.
 */
function rewriteStream(rows: Row[]): { rows: Row[]; changed: number; kept: Credential[] } {
  const userId = rows[0]!.stream.slice('user-'.length);
  const credentialOf = (
    purpose: Credential['purpose'],
    eventId: string,
    field: string,
    hash: string,
    at: string,
  ) => ({ id: credentialIdFor(eventId, field), userId, purpose, hash, createdAt: at }) satisfies Credential;
  // Set inside the rechaining callback: typed wide, so the checker does not keep them null after it.
  let password = null as Credential | null;
  let reset = null as Credential | null;
  let emailChange = null as Credential | null;
  // A reset names the request it used: found by the token hash both carried.
  const resetByTokenHash = new Map<string, string>();
  let changed = 0;
  const rewritten = rechainStream(rows, (row) => {
    let data = JSON.parse(row.data) as Data;
    const metadata = JSON.parse(row.metadata) as EventMetadata;
    const at = metadata.occurredAt ?? new Date(0).toISOString();
    if (holdsLegacySecret(row.type, data)) {
      changed++;
      const { passwordHash, tokenHash, ...rest } = data as Data & {
        passwordHash?: string;
        tokenHash?: string;
      };
      switch (row.type) {
        case 'UserCreated':
          password = passwordHash
            ? credentialOf('password', row.event_id, 'password', passwordHash, at)
            : null;
          data = { ...rest, passwordCredentialId: password?.id ?? null };
          break;
        case 'PasswordResetRequested':
          reset = credentialOf('passwordReset', row.event_id, 'token', tokenHash!, at);
          resetByTokenHash.set(tokenHash!, reset.id);
          data = { credentialId: reset.id, ...rest };
          break;
        case 'PasswordReset': {
          password = credentialOf('password', row.event_id, 'password', passwordHash!, at);
          const used = resetByTokenHash.get(tokenHash!) ?? credentialIdFor(row.event_id, 'token');
          data = { resetCredentialId: used, passwordCredentialId: password.id, ...rest };
          reset = null;
          break;
        }
        case 'UserEmailChangeRequested':
          emailChange = credentialOf('emailChange', row.event_id, 'token', tokenHash!, at);
          data = { ...rest, credentialId: emailChange.id };
          break;
      }
    } else if (row.type === 'UserEmailChanged') emailChange = null;
    else if (row.type === 'UserDeleted') [password, reset, emailChange] = [null, null, null];
    else if (row.type === 'PasswordReset') reset = null;
    return data;
  });
  const kept = [password, reset, emailChange].filter((c): c is Credential => c !== null);
  return { rows: rewritten, changed, kept };
}

/**
 * The credentials read model built before the migration held the hashes too: it is dropped with its
 * checkpoint and registry entry, so the next start builds it again from the rewritten log.
 */
export async function forgetCredentialsReadModel(readStore: ReadStore): Promise<void> {
  await forgetReadModel(readStore, credentialsProjection.collection);
}
