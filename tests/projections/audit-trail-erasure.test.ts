import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { ERASED_EMAIL, ERASED_NAME } from '../../src-domain/personal-data/personal-fields.ts';
import { applyBatch } from '../../src-projections/apply-batch.ts';
import { auditTrailProjection } from '../../src-projections/audit-trail/projection.ts';
import { eventsFor, type TrackedDocument } from '../../src-projections/projection.ts';
import type { AuditEntryDocument, AuditTrailDocument } from '../../src-projections/audit-trail/documents.ts';

let position = 0;
const event = (stream: string, type: string, data: unknown, actorId: string): RecordedEvent => ({
  stream,
  version: ++position,
  position,
  eventId: `e${position}`,
  type,
  data,
  metadata: { actorId, occurredAt: `2026-11-26T10:00:0${position}.000Z`, hash: `h${position}` },
});

/**
 * The audit trail takes an erasure for entries written in the same batch as it too (a rebuild's batch, or a
 * person acting moments before being erased): they are not in the store yet, so no query finds them.
 */
describe('the audit trail on UserErased', () => {
  it('puts the marker in the entries of the same batch that the person made or that are about them', () => {
    const batch = [
      event(
        'user-u1',
        'UserCreated',
        { userId: 'u1', organizationId: 'o1', name: 'Ada Lind', email: 'ada@lind.test', role: 'user' },
        'admin',
      ),
      event('user-u1', 'UserUpdated', { changes: { name: 'Ada L' }, previous: { name: 'Ada Lind' } }, 'u1'),
      event(
        'user-u2',
        'UserCreated',
        { userId: 'u2', organizationId: 'o1', name: 'Bo', email: 'b@x.test', role: 'user' },
        'u1',
      ),
      event('user-u1', 'UserErased', { at: 'x' }, 'admin'),
    ];
    const events = eventsFor(auditTrailProjection, batch);
    const swept = new Map(events.filter((e) => e.type === 'UserErased').map((e) => [e, [] as string[]]));
    const { writes } = applyBatch(
      auditTrailProjection,
      new Map<string, TrackedDocument<AuditTrailDocument>>(),
      events,
      swept,
    );
    const entries = writes
      .flatMap((write) => ('replaceOne' in write ? [write.replaceOne.replacement] : []))
      .filter((doc): doc is TrackedDocument<AuditEntryDocument> => 'eventType' in doc);
    const [created, updated, other] = entries;
    expect(created!.changes).toContainEqual({ field: 'name', from: null, to: ERASED_NAME });
    expect(created!.changes).toContainEqual({ field: 'email', from: null, to: ERASED_EMAIL });
    expect(updated!.actor!.name).toBe(ERASED_NAME);
    expect(updated!.changes).toEqual([{ field: 'name', from: ERASED_NAME, to: ERASED_NAME }]);
    // Someone else's creation, made by the person: only the actor's name goes; Bo's own data stays.
    expect(other!.actor!.name).toBe(ERASED_NAME);
    expect(other!.changes).toContainEqual({ field: 'name', from: null, to: 'Bo' });
    expect(JSON.stringify(writes)).not.toContain('Ada');
  });
});
