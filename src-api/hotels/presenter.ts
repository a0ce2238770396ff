import { isInactive } from '../../src-domain/shared/dates.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';

export function presentHotel(doc: HotelDocument, today = new Date().toISOString().slice(0, 10)) {
  const { _id, ...fields } = stripTracking(doc as TrackedDocument<HotelDocument>);
  return { id: _id, ...fields, inactive: isInactive(doc.inactiveStartDate, doc.inactiveEndDate, today) };
}
