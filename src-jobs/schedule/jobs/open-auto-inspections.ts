import { timeZoneOf } from '../../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../../src-projections/hotels/queries.ts';
import type { InspectionTypeDocument } from '../../../src-projections/inspection-types/projection.ts';
import { inspectionTypeQueries } from '../../../src-projections/inspection-types/queries.ts';
import { inspectionQueries } from '../../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../../src-projections/read-models.ts';
import { SCHEDULER_ACTOR } from '../scheduler-actor.ts';

export interface OpenAutoInspection {
  inspectionId: string;
  startDate: string;
  type: InspectionTypeDocument;
  zone: string;
}

/**
 * The inspections the scheduler started that nobody has submitted, with their type as it is now and their
 * entity's zone: what the automatic close and its warning are about. Inspections an admin created are
 * never closed by the scheduler.
 */
export async function openAutoInspections(readModels: ReadModels): Promise<OpenAutoInspection[]> {
  const open = await inspectionQueries(readModels).openCreatedBy(SCHEDULER_ACTOR.id);
  if (open.length === 0) return [];
  const typeIds = [...new Set(open.map((i) => i.inspectionType.inspectionTypeId))];
  const hotelIds = [...new Set(open.map((i) => i.hotelId))];
  const [types, hotels] = await Promise.all([
    inspectionTypeQueries(readModels).byIds(typeIds),
    hotelQueries(readModels).byIds(hotelIds),
  ]);
  const typeById = new Map(types.map((t) => [t._id, t]));
  const hotelById = new Map(hotels.map((h) => [h._id, h]));
  return open.flatMap((inspection) => {
    const type = typeById.get(inspection.inspectionType.inspectionTypeId);
    const hotel = hotelById.get(inspection.hotelId);
    return type && hotel
      ? [{ inspectionId: inspection._id, startDate: inspection.startDate, type, zone: timeZoneOf(hotel) }]
      : [];
  });
}
