import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';

/** An image attached to one of the inspection's answers, by its id: the only pictures a report shows. */
export function answerPictureById(inspection: InspectionDocument, attachmentId: string) {
  return Object.values(inspection.answers)
    .flatMap((byQuestion) => Object.values(byQuestion).flatMap((answer) => answer.attachments))
    .find((a) => a.id === attachmentId && a.mimeType.startsWith('image/'));
}
