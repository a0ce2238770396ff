import type { ReportShareEvent } from '../../src-domain/report-share/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** A share link as admins list it and the public route checks it (by the token's hash, never the token). */
type Created = Extract<ReportShareEvent, { type: 'ReportShareCreated' }>['data'];

export interface ReportShareDocument extends Document, Omit<Created, 'shareId' | 'by' | 'at'> {
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

export const reportSharesProjection: Projection<ReportShareDocument, ReportShareEvent> = {
  name: 'reportShares',
  collection: 'reportShares',
  version: 1,
  handles: { ReportShareCreated: true, ReportShareRevoked: true },
  documentIds: idOfStream('reportShare'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ReportShareCreated': {
        const { shareId, by, at, ...rest } = event.data;
        return { _id: shareId, ...rest, createdBy: by, createdAt: at, revokedAt: null, revokedBy: null };
      }
      case 'ReportShareRevoked':
        return doc && { ...doc, revokedAt: event.data.at, revokedBy: event.data.by };
    }
  },
  indexes: [{ keys: { tokenHash: 1 }, options: { unique: true } }, { keys: { inspectionId: 1 } }],
};
