import type { NewInspection } from '../../src-api/inspections/create-in-parts.ts';

type Data = NewInspection['data'];

/**
 * A creation's data for tests that create inspections below the API: what a test cares about is given, the
 * rest is an unassigned inspection with no descriptions, extra questions or prefilled comments, no mail and
 * no follow-up.
 */
export function newInspectionData(
  given: Pick<Data, 'inspectionId' | 'organizationId' | 'hotelId' | 'type' | 'modules' | 'startDate'> &
    Partial<Data>,
): Data {
  return {
    startHour: '09:00',
    userId: null,
    descriptions: [],
    extraQuestions: [],
    prefilledComments: [],
    shouldSendNotification: false,
    followUpToInspectionId: null,
    ...given,
  };
}

/** The Safe Q inspection type as the statistics tests and benches create it. */
export const dailySafeQ = (inspectionTypeId: string): Data['type'] => ({
  inspectionTypeId,
  name: 'Daily Safe Q',
  reportType: 'safeQ',
  allowUnansweredQuestions: true,
});
