import type { MailLog, MailLogEntry } from '../src-api/mail-log/mail-log.ts';
import { OUTBOX, type OutboxEntry } from '../src-jobs/mail/outbox.ts';
import type { ReadStore } from '../src-projections/store/types.ts';

/** The mail log over the jobs role's outbox in the read store. */
export function outboxMailLog(readStore: ReadStore): MailLog {
  const outbox = () => readStore.collection<OutboxEntry>(OUTBOX);
  return {
    async list(scope, page) {
      const filter =
        scope.organizationId === undefined ? {} : { 'mail.organizationId': scope.organizationId };
      const entries = await outbox().find(filter, {
        sort: { createdAt: -1, _id: 1 },
        skip: page.skip,
        limit: page.limit,
      });
      return entries.map(present);
    },
    async get(id) {
      const entry = await outbox().findOne({ _id: id });
      return entry && present(entry);
    },
    async requeue(id, now) {
      const entry = await outbox().findOne({ _id: id, status: 'failed' });
      if (!entry) return false;
      const result = await outbox().updateOne(
        { _id: id, status: 'failed' },
        {
          $set: {
            status: 'pending',
            nextAttemptAt: now.toISOString(),
            failuresBefore: entry.attempts.filter((attempt) => !attempt.ok).length,
          },
        },
      );
      return result.matchedCount > 0;
    },
  };
}

function present(entry: OutboxEntry): MailLogEntry {
  const last = entry.attempts[entry.attempts.length - 1];
  const lastFailure = entry.attempts.findLast((attempt) => !attempt.ok);
  return {
    id: entry._id,
    organizationId: entry.mail.organizationId ?? null,
    kind: entry.mail.template,
    to: entry.mail.to,
    subject: entry.subject ?? null,
    createdAt: entry.createdAt,
    status: entry.status,
    attempts: entry.attempts.length,
    sentAt: entry.sentAt,
    lastError: entry.status === 'sent' ? null : (lastFailure?.error ?? null),
    lastAttemptAt: last?.at ?? null,
  };
}
