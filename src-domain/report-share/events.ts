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
  | { type: 'ReportShareRevoked'; data: { by: string; at: string } };
