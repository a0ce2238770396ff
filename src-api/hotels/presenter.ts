import { isInactive } from '../../src-domain/shared/dates.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import {
  stripTracking,
  versionOf,
  type TrackedDocument,
  type Versioned,
} from '../../src-projections/projection.ts';

/** `now` decides whether today falls in the inactive period: the caller's clock, never the machine's. */
export function presentHotel(doc: Versioned<HotelDocument>, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const { _id, ...fields } = stripTracking(doc as TrackedDocument<HotelDocument>);
  return {
    id: _id,
    version: versionOf(doc),
    ...fields,
    timeZone: timeZoneOf(doc),
    inactive: isInactive(doc.inactiveStartDate, doc.inactiveEndDate, today),
  };
}

/** A hotel as an agent's list shows it: without the administrative fields (notification lists). */
export function presentHotelForAgent(doc: Versioned<HotelDocument>, now: Date) {
  const { id, version, name, address, organizationId, inactive } = presentHotel(doc, now);
  return { id, version, name, address, organizationId, inactive };
}
