import type {
  DashboardAnswer,
  DashboardViewAnswer,
  FiguresAnswer,
} from '../../src-domain/dashboard/answers.ts';
import type { WeekPoint, WindowFigure } from '../../src-domain/statistics/dashboard-figures.ts';
import { request } from './http.ts';

export type { WeekPoint, WindowFigure };

/** A dashboard as its editor reads and writes it (administration §3). */
export type Dashboard = DashboardAnswer;

export type DashboardInput = Omit<
  Dashboard,
  'id' | 'version' | 'uuid' | 'createdAt' | 'hotelId' | 'organizationId' | 'viewPath' | 'dashboardEnabled'
>;

/** One scope's figures: the last 7 and 30 days, and the weekly series (12 ISO weeks, oldest first). */
export type DashboardFigures = FiguresAnswer;

/**
 * What the public view shows, as its GET answers and its room pushes (docs/dashboards.md): display settings
 * and figures only.
 */
export type DashboardView = DashboardViewAnswer;

/** The collection the view's room pushes: a document per uuid, shaped as the public GET answers. */
export const DASHBOARD_VIEW_COLLECTION = 'dashboardViews';

const base = '/api/dashboards';

export const dashboardsApi = {
  create: (hotelId: string) =>
    request<Dashboard>('POST', `${base}?hotelId=${encodeURIComponent(hotelId)}`, {}),
  get: (id: string) => request<Dashboard>('GET', `${base}/${encodeURIComponent(id)}`),
  update: (id: string, input: DashboardInput) =>
    request<Dashboard>('PUT', `${base}/${encodeURIComponent(id)}`, input),
  /** A new uuid: answers the dashboard with it. */
  regenerate: (id: string) => request<Dashboard>('PUT', `${base}/${encodeURIComponent(id)}/regenerate`, {}),
  /** The entity's dashboards, for its page. */
  ofHotel: (hotelId: string) => request<Dashboard[]>('GET', `${base}?hotelId=${encodeURIComponent(hotelId)}`),
  /** The public view's data: no session, no cookie. */
  view: (uuid: string) =>
    request<DashboardView>('GET', `${base}/view/${encodeURIComponent(uuid)}`, undefined, { anonymous: true }),
};
