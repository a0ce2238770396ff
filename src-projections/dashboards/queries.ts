import type { ReadModels } from '../read-models.ts';
import { dashboardFiguresProjection, type DashboardFiguresDocument } from './figures-projection.ts';
import { dashboardsProjection, type DashboardDocument } from './projection.ts';

/** The reads of the dashboards and their figures. */
export function dashboardQueries(readModels: ReadModels) {
  const dashboards = () => readModels.collection<DashboardDocument>(dashboardsProjection.collection);
  const figures = () =>
    readModels.collection<DashboardFiguresDocument>(dashboardFiguresProjection.collection);
  return {
    byId: (id: string) => dashboards().findOne({ _id: id }),
    byUuid: (uuid: string) => dashboards().findOne({ uuid }),
    /** An entity's dashboards, oldest first. */
    ofHotel: (hotelId: string) => dashboards().find({ hotelId }, { sort: { createdAt: 1, _id: 1 } }),
    /** The organization's dashboards that show its figures: each entity's change moves them. */
    showingOrganization: (organizationId: string) =>
      dashboards().find({ organizationId, showOrganizationData: true }),
    figuresOf: (hotelId: string) => figures().findOne({ _id: hotelId }),
    /** Every entity's figures document in an organization: the organization's figures are their sum. */
    figuresOfOrganization: (organizationId: string) => figures().find({ organizationId }),
  };
}
