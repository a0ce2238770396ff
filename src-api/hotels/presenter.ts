import { isInactive } from '../../src-domain/shared/dates.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';

/** `now` decides whether today falls in the inactive period: the caller's clock, never the machine's. */
export function presentHotel(doc: HotelDocument, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const { _id, ...fields } = stripTracking(doc as TrackedDocument<HotelDocument>);
  return { id: _id, ...fields, inactive: isInactive(doc.inactiveStartDate, doc.inactiveEndDate, today) };
}
