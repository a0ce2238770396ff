import { randomUUID } from 'node:crypto';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { moduleTypeQueries } from '../../src-projections/module-types/queries.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { ApiError } from '../http/api-error.ts';
import type { ApiServices } from '../services.ts';
import { assignableUser } from './assignee.ts';
import { claimRound, existingRound, newInspectionId } from './daily-round.ts';
import { createInspectionInParts, typeAtCreation } from './create-in-parts.ts';
import type { createInspectionBody } from './schema.ts';
import { snapshotModules } from './snapshot.ts';
import type { z } from 'zod';

type Body = z.infer<typeof createInspectionBody>;

/**
 * Descriptions and extra questions at creation (administration §3 payload, §2 create form): each keeps the
 * ordinal it was given, or its place among the entries kept (empty ones dropped first) counted from 1; they
 * are stored in that order, ties in the order sent, so every screen and report lists them as ordered.
 */
const inOrdinalOrder = <T extends { ordinal: number }>(list: T[]) =>
  list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.ordinal - b.item.ordinal || a.index - b.index)
    .map(({ item }) => item);

/**
 * Creates an inspection from the create-session payload; a Safe Q type's round already held at the entity
 * that day is answered instead of a second (`existing: true`, nothing written: daily-round.ts): the entity and the type must be the actor's to use
 * (checked by the caller), the type must be the entity's, and an assigned user must work there (assignableUser).
 * The type's modules and questions are copied in as they are now, in parts however many there are
 * (createInspectionInParts); the answer waits until the read models have them all.
 */
export async function createInspection(
  services: ApiServices,
  actor: CurrentUser,
  body: Body,
  rules: { hotel: HotelDocument; userId: string | null },
): Promise<{ id: string; existing: boolean }> {
  const { readModels, commands, projections } = services;
  const type = await inspectionTypeQueries(readModels).byId(body.inspectionType);
  if (!type || type.hotelId !== rules.hotel._id)
    throw new ApiError(400, 'inspections.typeRequired', { inspectionType: 'inspections.typeRequired' });
  if (actor.role === 'user' && !type.isSelfServe) throw new ApiError(403, 'errors.noPermission');
  const slot = { hotelId: rules.hotel._id, type, day: body.startTime };
  const held = await existingRound(readModels, slot);
  if (held) return { id: held, existing: true };
  if (rules.userId) await assignableUser(readModels, rules.hotel, rules.userId);
  // Only the module types the type uses, read by id: never the whole catalogue per created inspection.
  const moduleTypes = await moduleTypeQueries(readModels).byIds(type.modules.map((m) => m.moduleTypeId));
  const modules = snapshotModules(type, moduleTypes);
  // The type's prefilled comments, unless the admin's form changed them (only comments, §2).
  const asked = new Set(modules.flatMap((m) => m.clusters.flatMap((c) => c.questions.map((q) => q.id))));
  const prefilled = (body.prefilledQuestions ?? type.prefilledQuestions).filter(
    (p) => asked.has(p.questionId) && p.comment.trim() !== '',
  );
  return claimRound(readModels, slot, newInspectionId(slot), async (inspectionId) => {
    const result = await createInspectionInParts(
      commands,
      {
        actor: { id: actor.id, role: actor.role },
        now: services.clock.now().toISOString(),
        data: {
          inspectionId,
          organizationId: rules.hotel.organizationId,
          hotelId: rules.hotel._id,
          type: typeAtCreation(type),
          startDate: body.startTime,
          startHour: body.startTimeHour,
          userId: rules.userId,
          descriptions: inOrdinalOrder(
            body.inspectionDescriptions.map((d, i) => ({
              id: randomUUID(),
              header: d.header.trim(),
              body: d.body.trim(),
              ordinal: d.ordinal ?? i + 1,
            })),
          ),
          extraQuestions: inOrdinalOrder(
            body.extraQuestions.map((q, i) => ({
              id: randomUUID(),
              content: q.content.trim(),
              ordinal: q.ordinal ?? i + 1,
            })),
          ),
          prefilledComments: prefilled.map((p) => ({ questionId: p.questionId, comment: p.comment.trim() })),
          shouldSendNotification: body.shouldSendNotification,
          followUpToInspectionId: null,
          modules,
        },
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
  });
}
