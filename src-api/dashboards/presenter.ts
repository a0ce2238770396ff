import type { DashboardDocument } from '../../src-projections/dashboards/projection.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { versionOf, type Versioned } from '../../src-projections/projection.ts';
import type { DashboardAnswer } from './schema.ts';

/** The web app's path of a dashboard's public view (src-web/routes.ts has the same). */
export const dashboardViewPath = (uuid: string) => `/dashboard/view/${uuid}`;

export function presentDashboard(
  doc: Versioned<DashboardDocument>,
  hotel: Pick<HotelDocument, 'dashboardEnabled'>,
): DashboardAnswer {
  return {
    id: doc._id,
    uuid: doc.uuid,
    hotelId: doc.hotelId,
    organizationId: doc.organizationId,
    name: doc.name,
    friendlyName: doc.friendlyName,
    headerLink: doc.headerLink,
    showOrganizationData: doc.showOrganizationData,
    showOrganizationLogo: doc.showOrganizationLogo,
    backgroundColor: doc.backgroundColor,
    textColor: doc.textColor,
    language: doc.language,
    rotateLanguages: doc.rotateLanguages,
    languageRotationInterval: doc.languageRotationInterval,
    createdAt: doc.createdAt,
    viewPath: dashboardViewPath(doc.uuid),
    dashboardEnabled: hotel.dashboardEnabled === true,
    version: versionOf(doc),
  };
}
