import type { AuditKind } from '../../src-domain/shared/audit-kinds.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { Document } from '../store/types.ts';

export { AUDIT_KINDS, type AuditKind } from '../../src-domain/shared/audit-kinds.ts';

/** One field's old and new value: JSON values as the events hold them (null: none). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
  /**
   * The answer the change is of, where one event changes several (the scores finishing a module fills in, the
   * answers a submit clears with the modules skipped); otherwise the entry's own module and question.
   */
  moduleId?: string;
  questionId?: string;
}

/** Who made a change, as they were when they made it. */
export interface AuditActor {
  id: string;
  name: string;
  role: Role | null;
}

/**
 * One change of the log. `key` orders the trail (time, then log position: unique, and a string both stores
 * sort the same way); a time range and a page cursor are ranges over it. Never holds a secret: each field is
 * picked from the event by name, never copied wholesale.
 */
export interface AuditEntryDocument extends Document {
  key: string;
  position: number;
  occurredAt: string;
  stream: string;
  streamVersion: number;
  hash: string;
  eventType: string;
  kind: AuditKind;
  organizationId: string | null;
  hotelId: string | null;
  inspectionId: string | null;
  moduleId: string | null;
  questionId: string | null;
  /** What the change is about when it is no inspection's answer: the user, entity, type, link or export. */
  subjectId: string | null;
  actorId: string | null;
  actor: AuditActor | null;
  changes: AuditChange[];
}

/** What an earlier event left that a later entry needs: who a user was, where an inspection is, an answer. */
export interface AuditContextDocument extends Document {
  context: true;
  organizationId: string | null;
  hotelId: string | null;
  name?: string;
  role?: Role;
  /** A share link's inspection. */
  values?: Record<string, unknown>;
}

export type AuditTrailDocument = AuditEntryDocument | AuditContextDocument;

export const isEntry = (doc: AuditTrailDocument | null): doc is AuditEntryDocument =>
  !!doc && !('context' in doc);

/** The trail's order: time, then position, padded so that strings sort as the numbers do. */
export const entryKey = (occurredAt: string, position: number) =>
  `${occurredAt}|${String(position).padStart(16, '0')}`;
