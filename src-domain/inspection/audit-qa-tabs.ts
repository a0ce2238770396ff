/** The audit QA list's tabs (administration §2): not yet submitted, submitted and waiting, approved. */
export const AUDIT_QA_TABS = ['ongoing', 'forReview', 'reports'] as const;
export type AuditQaTab = (typeof AUDIT_QA_TABS)[number];

export const isAuditQaTab = (value: unknown): value is AuditQaTab =>
  (AUDIT_QA_TABS as readonly unknown[]).includes(value);

/** Which tab an inspection is on, by its end times: the rule the API's filters and the live list share. */
export function auditQaTabOf(row: { agentEndTime: string | null; adminEndTime: string | null }): AuditQaTab {
  if (row.adminEndTime) return 'reports';
  return row.agentEndTime ? 'forReview' : 'ongoing';
}
