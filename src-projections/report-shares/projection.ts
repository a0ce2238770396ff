import type { ReportShareEvent, ShareRevocationReason } from '../../src-domain/report-share/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** A share link as admins list it and the public route checks it (by the token's hash, never the token). */
type Created = Extract<ReportShareEvent, { type: 'ReportShareCreated' }>['data'];

export interface ReportShareDocument extends Document, Omit<Created, 'shareId' | 'by' | 'at'> {
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  /** Set when the system revoked the link because its creator lost the right to read the report. */
  revokedReason: ShareRevocationReason | null;
}

export const reportSharesProjection: Projection<ReportShareDocument, ReportShareEvent> = {
  name: 'reportShares',
  collection: 'reportShares',
  version: 2,
  handles: { ReportShareCreated: true, ReportShareRevoked: true },
  documentIds: idOfStream('reportShare'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ReportShareCreated': {
        const { shareId, by, at, ...rest } = event.data;
        return {
          _id: shareId,
          ...rest,
          createdBy: by,
          createdAt: at,
          revokedAt: null,
          revokedBy: null,
          revokedReason: null,
        };
      }
      case 'ReportShareRevoked':
        return (
          doc && {
            ...doc,
            revokedAt: event.data.at,
            revokedBy: event.data.by,
            revokedReason: event.data.reason ?? null,
          }
        );
    }
  },
  indexes: [
    { keys: { tokenHash: 1 }, options: { unique: true } },
    { keys: { inspectionId: 1 } },
    // A creator's open links (revoked when they lose access) and an organization's list, newest first.
    { keys: { createdBy: 1, revokedAt: 1 } },
    { keys: { organizationId: 1, createdAt: -1 } },
  ],
};
