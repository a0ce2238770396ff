import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContainerInstance } from 'typedi';
import { personalValuesOf } from '../src-domain/personal-data/personal-events.ts';
import { userStream } from '../src-domain/user/index.ts';
import type { PersonalDataEraser, PersonalTraces } from '../src-api/services.ts';
import { OUTBOX, type OutboxEntry } from '../src-jobs/mail/outbox.ts';
import type { Config } from './config.ts';
import { TOKENS } from './container.ts';

/** The addresses in a recipient list (`a@x, "Name" <b@y>`), lower-cased. */
function addressesIn(recipients: string): string[] {
  return recipients
    .split(',')
    .map((part) => (/<([^>]*)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter((address) => address.includes('@'));
}

/**
 * The recipients of an RFC 822 message: its To, Cc and Bcc headers (folded lines unfolded), nothing of its
 * body. A mail is the person's when it was sent to them; another person's mail that merely names them (a
 * colleague's assignment, a notice) is that colleague's, and stays.
 */
function recipientsOfMessage(message: string): string[] {
  const head = message.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .flatMap((line) => {
      const header = /^(to|cc|bcc):(.*)$/i.exec(line);
      return header ? addressesIn(header[2]!) : [];
    });
}

const sentTo = (recipients: string[], traces: PersonalTraces) => {
  const theirs = new Set(traces.addresses.map((address) => address.toLowerCase()));
  return recipients.some((address) => theirs.has(address));
};

/**
 * The erasure's work outside the event log: the key (after which the person's events read as the erased
 * marker), the credentials, and the outbox entries and `.eml` files of the embedded deployment addressed to
 * the person (by recipient address, never by a name found in the text). What the read models hold is the projections' (they take
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
      if (traces.addresses.length === 0) return;
      const outbox = readStore.collection<OutboxEntry>(OUTBOX);
      const entries = await outbox.find({});
      const theirs = entries.filter((entry) => sentTo(addressesIn(entry.mail.to), traces));
      if (theirs.length > 0) await outbox.deleteMany({ _id: { $in: theirs.map((entry) => entry._id) } });
      // SMTP deployments keep no files: the mail left with the transport.
      if (config.smtpUrl) return;
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const path = join(outboxDir, file);
        const text = await readFile(path, 'utf8').catch(() => '');
        if (sentTo(recipientsOfMessage(text), traces)) await rm(path, { force: true });
      }
    },

    async purgeFreedBytes() {
      await readStore.purgeFreedBytes?.();
    },
  };
}
