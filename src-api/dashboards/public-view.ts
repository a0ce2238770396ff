import { addDays, localDay } from '../../src-domain/shared/iso-week.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { dashboardFigures, type InspectionTally } from '../../src-domain/statistics/dashboard-figures.ts';
import type { DashboardFiguresDocument } from '../../src-projections/dashboards/figures-projection.ts';
import { dashboardQueries } from '../../src-projections/dashboards/queries.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import type { Tracked } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { DashboardViewAnswer, FiguresAnswer } from './schema.ts';

/** The public logo's address of a view (served by GET /api/dashboards/view/{uuid}/logo). */
export const dashboardLogoUrl = (uuid: string) => `/api/dashboards/view/${uuid}/logo`;

const talliesOf = (doc: Pick<DashboardFiguresDocument, 'tallies'> | null): InspectionTally[] =>
  Object.values(doc?.tallies ?? {}).map(([day, answered, total]) => ({ day, answered, total }));

function figuresAnswer(tallies: InspectionTally[], today: string): FiguresAnswer {
  const { last7Days, last30Days, weekly } = dashboardFigures(tallies, today);
  return { last7Days, last30Days, weekly };
}

/**
 * The view's version: the newest log position among the documents it is made of. A document's position
 * only moves forward, and whatever changes which documents a view reads (showing the organization's
 * figures or not) is itself a change of the dashboard at a newer position, so the version never goes back;
 * a change of another entity of the organization moves it too, where a sum of change counts would not.
 */
function viewVersion(documents: ReadonlyArray<object | null>): number {
  return Math.max(0, ...documents.map((doc) => (doc as Partial<Tracked> | null)?._position ?? 0));
}

/** The instant a local day starts in a time zone (two passes: the offset at that instant may differ). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const seen = Date.parse(
      `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}Z`,
    );
    instant = wall - (seen - instant);
  }
  return new Date(instant);
}

/**
 * The public view of a dashboard, or null where it answers 404: no such uuid (never made, or replaced by a
 * regenerate), a removed dashboard, an entity gone or with dashboardEnabled off. Computed for `now` in the
 * entity's time zone from the stored per-inspection counts, so its 7-day window is right whenever it is read.
 */
export async function dashboardView(
  readModels: ReadModels,
  uuid: string,
  now: Date,
): Promise<DashboardViewAnswer | null> {
  const queries = dashboardQueries(readModels);
  const dashboard = await queries.byUuid(uuid);
  if (!dashboard) return null;
  const hotel = await hotelQueries(readModels).byId(dashboard.hotelId);
  if (!hotel || hotel.dashboardEnabled !== true) return null;
  const [organization, figures, organizationFigures] = await Promise.all([
    organizationQueries(readModels).byId(dashboard.organizationId),
    queries.figuresOf(dashboard.hotelId),
    dashboard.showOrganizationData ? queries.figuresOfOrganization(dashboard.organizationId) : null,
  ]);
  const timeZone = timeZoneOf(hotel);
  const today = localDay(now, timeZone);
  const logo = dashboard.showOrganizationLogo && organization?.logo ? organization.logo : null;
  return {
    uuid: dashboard.uuid,
    version: viewVersion([dashboard, hotel, figures, ...(organizationFigures ?? [])]),
    name: dashboard.name,
    friendlyName: dashboard.friendlyName,
    headerLink: dashboard.headerLink,
    backgroundColor: dashboard.backgroundColor,
    textColor: dashboard.textColor,
    language: dashboard.language,
    rotateLanguages: dashboard.rotateLanguages,
    languageRotationInterval: dashboard.languageRotationInterval,
    showOrganizationData: dashboard.showOrganizationData,
    hotelName: hotel.name,
    organizationName: organization?.name ?? '',
    logo: logo ? { url: dashboardLogoUrl(dashboard.uuid), mimeType: logo.mimeType } : null,
    timeZone,
    computedFor: today,
    validUntil: startOfLocalDay(addDays(today, 1), timeZone).toISOString(),
    figures: figuresAnswer(talliesOf(figures), today),
    organization: organizationFigures ? figuresAnswer(organizationFigures.flatMap(talliesOf), today) : null,
  };
}
