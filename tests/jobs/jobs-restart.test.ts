import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src-api/users/create-user.ts';
import { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { SqliteEventStore } from '../../src-domain/eventstore/adapters/sqlite.ts';
import { SqliteCredentialStore } from '../../src-domain/credentials/adapters/sqlite.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { ResetTokens } from '../../src-jobs/password-reset/reset-tokens.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { readEml } from '../support/eml.ts';
import { inheritedSettings } from '../support/server-process.ts';
import { eventually } from '../support/embedded-stores.ts';
import { tempDir } from '../support/temp-dir.ts';

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));
const SECRET = 'the-restart-test-secret-of-32-characters';
const REQUESTS = 300;

/** The real process host running only the projections and jobs roles over `dataDir`, as `npm start` does. */
function startJobsProcess(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH!,
      ...inheritedSettings(),
      DATA_DIR: dataDir,
      ROLES: 'projections,jobs',
      TOKEN_SECRET: SECRET,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const mails = (outbox: string) => {
  try {
    return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

describe('the jobs role killed and restarted', () => {
  const dir = tempDir('inspecta-jobs-');
  const outbox = join(dir.path, 'outbox');
  afterAll(() => dir.remove());

  it('mails every reset request exactly once across SIGKILLs mid-way', { timeout: 180_000 }, async () => {
    // The log: three users and 300 reset requests, appended as the API appends them.
    const events = new SqliteEventStore({ path: join(dir.path, 'events.db') });
    const commands = new CommandHandler(events);
    // The credentials store the jobs process opens in the same DATA_DIR, as the API writes it.
    const credentials = new SqliteCredentialStore(join(dir.path, 'credentials.db'));
    const tokens = new ResetTokens(Buffer.from(SECRET));
    const users: string[] = [];
    for (const name of ['ada', 'bo', 'cy'])
      users.push(
        (
          await createUser(
            { commands, credentials },
            {
              name,
              email: `${name}@x.test`,
              role: 'superUser',
              organizationId: null,
              password: null,
            },
            new Date(),
          )
        ).userId,
      );
    const eventIds: string[] = [];
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    for (let i = 0; i < REQUESTS; i++) {
      const eventId = randomUUID();
      const credentialId = randomUUID();
      const userId = users[i % users.length]!;
      await credentials.put({
        id: credentialId,
        userId,
        purpose: 'passwordReset',
        hash: tokens.hashFor(eventId),
        createdAt: new Date().toISOString(),
      });
      await commands.handle(
        userDecider,
        userStream(userId),
        { type: 'RequestPasswordReset', credentialId, expiresAt },
        { actorId: userId, eventId },
      );
      eventIds.push(eventId);
    }
    await events.close();
    await credentials.close();

    // Killed as soon as the first mail is out, then again halfway: each time with mail still to send.
    const countsAtKill: number[] = [];
    for (const threshold of [1, REQUESTS / 2]) {
      const child = startJobsProcess(dir.path);
      await eventually(
        () => mails(outbox).length,
        (n) => n >= threshold,
        60_000,
      );
      await killed(child);
      countsAtKill.push(mails(outbox).length);
    }
    expect(countsAtKill[0]).toBeLessThan(REQUESTS);
    expect(countsAtKill[1]).toBeLessThan(REQUESTS);

    const last = startJobsProcess(dir.path);
    try {
      await eventually(
        () => mails(outbox).length,
        (n) => n >= REQUESTS,
        60_000,
      );
      // Time for anything sent twice to show.
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await killed(last);
    }

    const files = mails(outbox);
    expect(files).toHaveLength(REQUESTS);
    const mailedTokens = new Set(
      files.map(
        (name) => /password-reset\?token=([A-Za-z0-9_-]+)/.exec(readEml(join(outbox, name)).text)![1],
      ),
    );
    expect(mailedTokens).toEqual(new Set(eventIds.map((id) => tokens.tokenFor(id))));

    const readStore = new SqliteReadStore(join(dir.path, 'readmodels.db'));
    try {
      const entries = await readStore.collection<OutboxEntry>(OUTBOX).find({});
      expect(entries.map((entry) => entry.eventId).sort()).toEqual([...eventIds].sort());
      expect(entries.every((entry) => entry.status === 'sent')).toBe(true);
    } finally {
      await readStore.close();
    }
  });
});
