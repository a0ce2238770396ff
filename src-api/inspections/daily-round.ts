import { randomUUID } from 'node:crypto';
import { INSPECTION_ERRORS } from '../../src-domain/inspection/index.ts';
import { stableUuid } from '../../src-domain/eventstore/stable-uuid.ts';
import { DomainError } from '../../src-domain/shared/domain-error.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import { safeQQueries } from '../../src-projections/safeq/queries.ts';

/** Where a Safe Q round is held: one round per entity, Safe Q type and local day. */
export interface RoundSlot {
  hotelId: string;
  type: InspectionTypeDocument;
  day: string;
}

/** The round already held in this slot, if any (a Safe Q day of this type at this entity on this day). */
export async function existingRound(readModels: ReadModels, slot: RoundSlot): Promise<string | null> {
  if (slot.type.reportType !== 'safeQ') return null;
  const days = await safeQQueries(readModels).onDay(slot.hotelId, slot.day);
  return days.find((d) => d.inspectionTypeId === slot.type._id)?._id ?? null;
}

/**
 * The id a new inspection is created with. A Safe Q round's id is derived from its slot, so two starts that
 * race past the read model both target the same stream and the decider refuses the second
 * (`inspections.exists`): `claimRound` then answers the first one's id. Other report types get a fresh id.
 */
export const newInspectionId = (slot: RoundSlot) =>
  slot.type.reportType === 'safeQ'
    ? stableUuid(`safeQRound|${slot.hotelId}|${slot.type._id}|${slot.day}`)
    : randomUUID();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the round under a slot's id is still held on that day. A racing start may refuse before the first
 * one's creation reached the read model, so its absence is waited for a little (the read model follows the
 * log within milliseconds in one process); a round moved to another day or deleted frees the slot.
 */
async function heldOnDay(readModels: ReadModels, id: string, day: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const doc = await inspectionQueries(readModels).byId(id);
    if (doc) return doc.startDate === day;
    await sleep(100);
  }
  return false;
}

/**
 * Runs the creation under `id`; a Safe Q round whose slot id is already taken answers that round instead
 * (`existing: true`). A taken id that is not held on this day any more (the round was moved to another day
 * or deleted) leaves the slot free: the round is made under a fresh id then.
 */
export async function claimRound(
  readModels: ReadModels,
  slot: RoundSlot,
  id: string,
  create: (id: string) => Promise<void>,
): Promise<{ id: string; existing: boolean }> {
  try {
    await create(id);
    return { id, existing: false };
  } catch (error) {
    if (!(error instanceof DomainError) || error.key !== INSPECTION_ERRORS.exists) throw error;
    if (slot.type.reportType !== 'safeQ') throw error;
    if (await heldOnDay(readModels, id, slot.day)) return { id, existing: true };
    const fresh = randomUUID();
    await create(fresh);
    return { id: fresh, existing: false };
  }
}
