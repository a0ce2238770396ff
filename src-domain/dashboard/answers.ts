import type { WeekPoint, WindowFigure } from '../statistics/dashboard-figures.ts';

/*
 * The answers of the dashboard routes, as the server sends them and the web app reads them (one definition for
 * both sides; docs/dashboards.md).
 */

/** The editor's answer (GET/PUT /api/dashboards/{id}, POST, regenerate; a line of the entity's list). */
export interface DashboardAnswer {
  id: string;
  uuid: string;
  hotelId: string;
  organizationId: string;
  name: string;
  friendlyName: string;
  headerLink: string;
  showOrganizationData: boolean;
  showOrganizationLogo: boolean;
  backgroundColor: string;
  textColor: string;
  language: string;
  rotateLanguages: boolean;
  languageRotationInterval: number;
  createdAt: string;
  /** The public view's path in the web app: `/dashboard/view/<uuid>`. */
  viewPath: string;
  /** The entity's dashboardEnabled: while false the public view answers 404. */
  dashboardEnabled: boolean;
  version: number;
}

/** Figures of one scope (the entity, or its organization). */
export interface FiguresAnswer {
  last7Days: WindowFigure;
  last30Days: WindowFigure;
  weekly: WeekPoint[];
}

/**
 * GET /api/dashboards/view/{uuid}, and exactly what the room `dashboard:<uuid>` is pushed as `doc`: display
 * settings and figures only (no agent names, comments or answers).
 */
export interface DashboardViewAnswer {
  uuid: string;
  version: number;
  name: string;
  friendlyName: string;
  headerLink: string;
  backgroundColor: string;
  textColor: string;
  language: string;
  rotateLanguages: boolean;
  languageRotationInterval: number;
  showOrganizationData: boolean;
  hotelName: string;
  organizationName: string;
  /** The organization's logo when showOrganizationLogo and it has one: fetched from `url` (public). */
  logo: { url: string; mimeType: string } | null;
  timeZone: string;
  /** The entity's local day the figures were computed for. */
  computedFor: string;
  /** When that day ends (ISO instant): a view still open then asks for the view again. */
  validUntil: string;
  figures: FiguresAnswer;
  /** The organization's figures (every entity of it), when showOrganizationData; null otherwise. */
  organization: FiguresAnswer | null;
}
