/** Which report a share link opens. */
export const SHARED_REPORT_KINDS = ['report', 'reportAuditQA'] as const;
export type SharedReportKind = (typeof SHARED_REPORT_KINDS)[number];

export type ReportShareEvent =
  | {
      type: 'ReportShareCreated';
      data: {
        shareId: string;
        inspectionId: string;
        organizationId: string;
        hotelId: string;
        kind: SharedReportKind;
        /** SHA-256 of the link's token: the token itself is shown once to its creator and never stored. */
        tokenHash: string;
        expiresAt: string;
        by: string;
        at: string;
      };
    }
  /**
   * `by` is the admin who revoked it, or "system" when its creator lost the right to read the report
   * (`reason` then says how); an admin's revocation has no reason.
   */
  | { type: 'ReportShareRevoked'; data: { by: string; at: string; reason?: ShareRevocationReason } };

/** Why the system revoked a link: what happened to its creator. */
export const SHARE_REVOCATION_REASONS = [
  'creatorDeleted',
  'creatorDeactivated',
  'creatorRoleChanged',
  'creatorUnlinked',
] as const;
export type ShareRevocationReason = (typeof SHARE_REVOCATION_REASONS)[number];

/** The actor the log names for a revocation nobody asked for. */
export const SYSTEM_ACTOR = 'system';
