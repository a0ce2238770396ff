import { observationPhotos, organizationLogo } from '../../src-projections/documents/pdf-images.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { ApiServices } from '../services.ts';
import { answerPictureById } from './answer-pictures.ts';

/**
 * The pictures a report's PDF carries: the logo of the inspection's organization and the photos its report
 * lists, downscaled. Photos are looked up among the inspection's own answer images by attachment id, so a
 * report (the admins' or a share link's) can only ever bring in that inspection's files.
 */
export async function reportPdfAssets(
  { readModels, files }: Pick<ApiServices, 'readModels' | 'files'>,
  inspection: InspectionDocument,
  report: { modules: Array<{ observations: Array<{ pictures: Array<{ id: string }> }> }> },
) {
  const read = (name: string) => files.read(name);
  const pictureIds = report.modules.flatMap((m) =>
    m.observations.flatMap((o) => o.pictures.map((p) => p.id)),
  );
  const [logo, photos] = await Promise.all([
    organizationLogo(readModels, read, inspection.organizationId),
    observationPhotos(pictureIds, (id) => answerPictureById(inspection, id)?.path, read),
  ]);
  return { logo, photos };
}
