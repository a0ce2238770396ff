import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContainerInstance } from 'typedi';
import { personalValuesOf } from '../src-domain/personal-data/personal-events.ts';
import { userStream } from '../src-domain/user/index.ts';
import type { PersonalDataEraser, PersonalTraces } from '../src-api/services.ts';
import { OUTBOX, type OutboxEntry } from '../src-jobs/mail/outbox.ts';
import type { Config } from './config.ts';
import { TOKENS } from './container.ts';

/** Whether a text names the person: one of their addresses or names, in any case. */
function namesPerson(text: string, traces: PersonalTraces): boolean {
  const lower = text.toLowerCase();
  return [...traces.addresses, ...traces.names].some((value) => lower.includes(value.toLowerCase()));
}

/**
 * The erasure's work outside the event log: the key (after which the person's events read as the erased
 * marker), the credentials, the outbox entries and the `.eml` files of the embedded deployment that are
 * addressed to the person or name them. What the read models hold is the projections' (they take
 * `UserErased`); `purgeFreedBytes` then leaves no old copy in the embedded read store's write-ahead log.
 */
export function personalDataEraser(container: ContainerInstance, config: Config): PersonalDataEraser {
  const events = container.get(TOKENS.events);
  const readStore = container.get(TOKENS.readStore);
  const outboxDir = join(config.dataDir, 'outbox');
  return {
    async traces(userId) {
      const stream = await events.readStream(userStream(userId));
      return stream.length === 0 ? null : personalValuesOf(stream);
    },

    async erase(userId, traces) {
      await events.erase(userId);
      await container.get(TOKENS.credentials).deleteAllOf(userId);
      if (traces.addresses.length + traces.names.length === 0) return;
      const outbox = readStore.collection<OutboxEntry>(OUTBOX);
      const entries = await outbox.find({});
      const naming = entries.filter((entry) => namesPerson(JSON.stringify(entry.mail), traces));
      if (naming.length > 0) await outbox.deleteMany({ _id: { $in: naming.map((entry) => entry._id) } });
      // SMTP deployments keep no files: the mail left with the transport.
      if (config.smtpUrl) return;
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const path = join(outboxDir, file);
        const text = await readFile(path, 'utf8').catch(() => '');
        if (namesPerson(text, traces)) await rm(path, { force: true });
      }
    },

    async purgeFreedBytes() {
      await readStore.purgeFreedBytes?.();
    },
  };
}
