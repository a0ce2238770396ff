import type { ComfortZone } from '../../src-domain/inspection/fields.ts';
import type {
  ActionItem as DomainActionItem,
  Figure as DomainFigure,
  InspectionReport,
} from '../../src-domain/report/inspection-report.ts';
import type { ReportOutline } from '../../src-domain/report/outline.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { request } from './http.ts';

/** A percentage with the counts it was computed from (docs/scoring.md): every figure can explain itself. */
export type Figure = DomainFigure;
export type ReportModule = InspectionReport['modules'][number];
export type Observation = ReportModule['observations'][number];

/**
 * GET /api/admin/inspections/{id}/report (src-projections/reports/report.ts, presentReport): the inspection's own
 * part (src-domain/report/inspection-report.ts, computed again in the browser from pushes over `outline`)
 * and the part over time, which the inspection's own changes do not move.
 */
export interface Report extends InspectionReport {
  id: string;
  /** The inspection document's version the report was computed from. */
  version: number;
  outline: ReportOutline;
  title: string;
  reportType: 'agentQ' | 'auditQA' | 'safeQ';
  languageShortCode: Locale;
  /**
   * The fields marked optional are the admins' only: a report opened by its share link leaves out ids of
   * people and records, the agent's profile, stored file paths and the organization's figures
   * (src-api/reports/public-report.ts).
   */
  /** `timeZone`: the entity's, in which the report's times are written (as on its paper). */
  hotel: { id?: string; name: string; address: string; timeZone: string };
  /** A shared report names the agent by code only: no name there (public-report.ts). */
  agent: { id?: string; name?: string; agentCode: string; profile?: string } | null;
  startDate: string;
  startHour: string;
  previous: { id?: string; startDate: string; percent: number | null } | null;
  totalOverTime: {
    currentHotelAverage: number | null;
    otherHotelsAverage?: number | null;
    highestScores?: number | null;
    lowestScores?: number | null;
  };
  chartsTimeFrame: { from: string; to: string };
  /** The entity's approved reports of this type in the time frame, oldest first: what the charts draw. */
  charts: Array<{
    inspectionId?: string;
    date: string;
    percent: number | null;
    comfortZones: Partial<Record<ComfortZone, number | null>>;
    /** By module type id: a department's percentage in that report. */
    moduleTypes: Record<string, number | null>;
  }>;
}

/** An answer flagged for follow-up: one line of the audit's action plan. */
export type ActionItem = DomainActionItem;

export interface AuditQaReport extends Report {
  actionItems: ActionItem[];
}

/** A report opened by its share link: which report it is, and until when the link works. */
export interface SharedReport extends Report {
  kind: 'report' | 'reportAuditQA';
  expiresAt: string;
  actionItems?: ActionItem[];
}

/** Why the system revoked a link: what happened to its creator. */
export type ShareRevocationReason =
  'creatorDeleted' | 'creatorDeactivated' | 'creatorRoleChanged' | 'creatorUnlinked';

/** A share link as admins see it (the token is shown once, in `path`, when it is made). */
export interface ReportShare {
  id: string;
  kind: 'report' | 'reportAuditQA';
  inspectionId: string;
  createdBy: { id: string; name: string };
  createdAt: string;
  expiresAt: string;
  /** When the link last opened the report; null when never. */
  lastOpenedAt: string | null;
  revokedAt: string | null;
  /** The admin who revoked it, or the id "system" when its creator lost access. */
  revokedBy: { id: string; name: string } | null;
  revokedReason: ShareRevocationReason | null;
  state: 'active' | 'expired' | 'revoked';
  active: boolean;
}

/** A link in its organization's list: with the inspection and entity it opens. */
export interface OrganizationShare extends ReportShare {
  inspection: { id: string; title: string; startDate: string | null };
  hotel: { id: string; name: string };
}

const query = (language: Locale) => `languageShortCode=${encodeURIComponent(language)}`;

const sharesOf = (id: string) => `/api/admin/inspections/${encodeURIComponent(id)}/shares`;

export const reportsApi = {
  shares: (id: string) => request<ReportShare[]>('GET', sharesOf(id)),
  /** Every link of an organization ("my": the caller's), newest first. */
  organizationShares: (idOrMy: string) =>
    request<OrganizationShare[]>('GET', `/api/admin/organizations/${encodeURIComponent(idOrMy)}/shares`),
  share: (id: string, kind: ReportShare['kind'], days: number) =>
    request<ReportShare & { path: string }>('POST', sharesOf(id), { kind, days }),
  revokeShare: (id: string, shareId: string) =>
    request<ReportShare>('DELETE', `${sharesOf(id)}/${encodeURIComponent(shareId)}`),
  /** Downloads: the report as PDF or spreadsheet, in a language. */
  fileUrl: (id: string, file: 'report.pdf' | 'reportAuditQA.pdf' | 'report.xlsx', language: Locale) =>
    `/api/admin/inspections/${encodeURIComponent(id)}/${file}?${query(language)}`,
  /** A picture of a shared report, read with the link's token. */
  sharedFileUrl: (token: string, fileId: string) =>
    `/api/shared/reports/${encodeURIComponent(token)}/files/${encodeURIComponent(fileId)}`,
  /** The shared report as a PDF, in the reader's language, authorized by the link's token alone. */
  sharedPdfUrl: (token: string, language: Locale) =>
    `/api/shared/reports/${encodeURIComponent(token)}/report.pdf?${query(language)}`,
  shared: (token: string, language: Locale) =>
    request<SharedReport>('GET', `/api/shared/reports/${encodeURIComponent(token)}?${query(language)}`),
  report: (id: string, language: Locale) =>
    request<Report>('GET', `/api/admin/inspections/${encodeURIComponent(id)}/report?${query(language)}`),
  auditQa: (id: string, language: Locale) =>
    request<AuditQaReport>(
      'GET',
      `/api/admin/inspections/${encodeURIComponent(id)}/reportAuditQA?${query(language)}`,
    ),
};
