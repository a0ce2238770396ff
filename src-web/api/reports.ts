import type { ComfortZone, ExternalScoreProvider } from '../../src-domain/inspection/index.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { request } from './http.ts';

/** A percentage with the counts it was computed from (README, Scoring): every figure can explain itself. */
export interface Figure {
  /** Rounded; null when nothing scored counts. */
  percent: number | null;
  points: number;
  max: number;
  answered: number;
  notApplicable: number;
  unanswered: number;
}

export interface Observation {
  id: string;
  referenceNumber: string;
  content: string;
  type: string;
  classification: string | null;
  /** null: not answered; -1: not applicable. */
  score: number | null;
  /** null when the answer takes no score (not applicable, unanswered, or a type that is not scored). */
  points: number | null;
  max: number | null;
  comment: string;
  pictures: Array<{ id: string; path: string; originalName: string }>;
}

export interface ReportModule {
  id: string;
  moduleTypeId: string;
  name: string;
  skipped: boolean;
  score: Figure;
  /** The same module type's percentage in the previous approved inspection; null without one. */
  previousPercent: number | null;
  comments: Array<{ clusterId: string; name: string; comment: string }>;
  /** Ranked by score, the worst share of the maximum first. */
  observations: Observation[];
}

/** GET /api/admin/inspections/{id}/report (src-api/reports/report.ts, presentReport). */
export interface Report {
  id: string;
  title: string;
  reportType: 'agentQ' | 'auditQA' | 'safeQ';
  languageShortCode: Locale;
  hotel: { id: string; name: string; address: string };
  agent: { id: string; name: string } | null;
  startDate: string;
  startHour: string;
  agentEndTime: string | null;
  adminEndTime: string | null;
  headerContext: Array<{ id: string; question: string; answer: string }>;
  score: Figure & { fulfilment: number | null };
  previous: { id: string; startDate: string; percent: number | null } | null;
  modules: ReportModule[];
  comfortZones: Array<{ zone: ComfortZone; score: Figure; comment: string }>;
  bi: Figure;
  bs: Figure;
  worst: Array<{
    moduleId: string;
    questionId: string;
    score: number;
    points: number;
    max: number;
    referenceNumber: string;
    content: string;
    comment: string;
  }>;
  externalScores: Partial<Record<ExternalScoreProvider, number>>;
  generalComments: string;
  extraQuestions: Array<{ id: string; content: string; score: number | null; comment: string }>;
  totalOverTime: {
    currentHotelAverage: number | null;
    otherHotelsAverage: number | null;
    highestScores: number | null;
    lowestScores: number | null;
  };
  chartsTimeFrame: { from: string; to: string };
  /** The entity's approved reports of this type in the time frame, oldest first: what the charts draw. */
  charts: Array<{
    inspectionId: string;
    date: string;
    percent: number | null;
    comfortZones: Partial<Record<ComfortZone, number | null>>;
    /** By module type id: a department's percentage in that report. */
    moduleTypes: Record<string, number | null>;
  }>;
}

/** An answer flagged for follow-up: one line of the audit's action plan. */
export interface ActionItem {
  moduleId: string;
  questionId: string;
  referenceNumber: string;
  content: string;
  score: number | null;
  comment: string;
  followUpComment: string;
  followUpDeadline: string | null;
  followUpTip: boolean;
  followUpFeedback: boolean;
}

export interface AuditQaReport extends Report {
  actionItems: ActionItem[];
}

/** A report opened by its share link: which report it is, and until when the link works. */
export interface SharedReport extends Report {
  kind: 'report' | 'reportAuditQA';
  expiresAt: string;
  actionItems?: ActionItem[];
}

/** A share link as admins see it (the token is shown once, in `path`, when it is made). */
export interface ReportShare {
  id: string;
  kind: 'report' | 'reportAuditQA';
  createdBy: { id: string; name: string };
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  active: boolean;
}

const query = (language: Locale) => `languageShortCode=${encodeURIComponent(language)}`;

const sharesOf = (id: string) => `/api/admin/inspections/${encodeURIComponent(id)}/shares`;

export const reportsApi = {
  shares: (id: string) => request<ReportShare[]>('GET', sharesOf(id)),
  share: (id: string, kind: ReportShare['kind'], days: number) =>
    request<ReportShare & { path: string }>('POST', sharesOf(id), { kind, days }),
  revokeShare: (id: string, shareId: string) =>
    request<ReportShare>('DELETE', `${sharesOf(id)}/${encodeURIComponent(shareId)}`),
  /** Downloads: the report as PDF or spreadsheet, in a language. */
  fileUrl: (id: string, file: 'report.pdf' | 'reportAuditQA.pdf' | 'report.xlsx', language: Locale) =>
    `/api/admin/inspections/${encodeURIComponent(id)}/${file}?${query(language)}`,
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
