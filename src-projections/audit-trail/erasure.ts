import {
  ERASED_EMAIL,
  ERASED_NAME,
  ERASED_VALUES,
  PERSONAL_STREAM_PREFIX,
  USER_ERASED,
} from '../../src-domain/personal-data/personal-fields.ts';
import type { Recorded, Sweep } from '../projection.ts';
import type { AuditedEvent } from './changes.ts';
import { isEntry, type AuditChange, type AuditEntryDocument, type AuditTrailDocument } from './documents.ts';

/** The fields of a user's entries that hold their personal data, and what each reads as once erased. */
const ERASED_CHANGE_VALUES: Readonly<Record<string, string>> = {
  ...ERASED_VALUES,
  pendingEmail: ERASED_EMAIL,
};

const erasedUserOf = (event: Recorded<AuditedEvent>): string | null =>
  event.type === USER_ERASED && event.stream.startsWith(PERSONAL_STREAM_PREFIX)
    ? event.stream.slice(PERSONAL_STREAM_PREFIX.length)
    : null;

/**
 * The entries an erasure reaches: those the person made (their name as the actor) and those of their own
 * stream (the name, e-mail and profile changed). A rebuild after the erasure writes the marker from the start,
 * since the events themselves read as the marker then; this brings the entries written before it there too.
 */
export function erasureSweep(event: Recorded<AuditedEvent>): Sweep<AuditTrailDocument> | null {
  const userId = erasedUserOf(event);
  if (userId === null) return null;
  return {
    filters: [{ actorId: userId }, { subjectId: userId }],
    test: (doc) => isEntry(doc) && (doc.actorId === userId || doc.stream === event.stream),
  };
}

const erasedChange = (change: AuditChange): AuditChange => {
  const marker = ERASED_CHANGE_VALUES[change.field];
  if (marker === undefined) return change;
  const [from, to] = [change.from === null ? null : marker, change.to === null ? null : marker];
  return from === change.from && to === change.to ? change : { ...change, from, to };
};

/** The entry with the erased person's data replaced by the marker; the same entry when it holds none. */
export function eraseFromEntry(
  entry: AuditTrailDocument,
  event: Recorded<AuditedEvent>,
): AuditTrailDocument | null {
  const userId = erasedUserOf(event);
  if (userId === null || !isEntry(entry) || entry.position >= event.position) return entry;
  let out: AuditEntryDocument = entry;
  if (entry.actor && entry.actorId === userId && entry.actor.name !== ERASED_NAME)
    out = { ...out, actor: { ...entry.actor, name: ERASED_NAME } };
  if (entry.stream === event.stream) {
    const changes = entry.changes.map(erasedChange);
    if (changes.some((change, i) => change !== entry.changes[i])) out = { ...out, changes };
  }
  return out;
}
