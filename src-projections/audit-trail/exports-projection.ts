import type {
  AuditExportAbortReason,
  AuditExportEvent,
  AuditExportManifest,
} from '../../src-domain/audit-export/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

export type AuditExportStatus = 'started' | 'completed' | 'aborted';

/**
 * An export as its events recorded it: who asked for what when it started; then, completed, the manifest an
 * auditor checks the file against, or, aborted, how far it got. An export made before starts were recorded
 * is completed from its manifest alone.
 */
export interface AuditExportDocument
  extends
    Document,
    Omit<AuditExportManifest, 'exportId' | 'firstPosition' | 'lastPosition' | 'chainHeads' | 'sha256'>,
    Partial<Pick<AuditExportManifest, 'firstPosition' | 'lastPosition' | 'chainHeads' | 'sha256'>> {
  status: AuditExportStatus;
  startedAt: string;
  endedAt: string | null;
  abortReason?: AuditExportAbortReason;
}

export const auditExportsProjection: Projection<AuditExportDocument, AuditExportEvent> = {
  name: 'auditExports',
  collection: 'auditExports',
  version: 2,
  handles: { AuditTrailExportStarted: true, AuditTrailExported: true, AuditTrailExportAborted: true },
  documentIds: idOfStream('auditExport'),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'AuditTrailExportStarted': {
        const { exportId, ...start } = event.data;
        return {
          _id: exportId,
          ...start,
          status: 'started',
          startedAt: start.at,
          endedAt: null,
          count: 0,
          bytes: 0,
        };
      }
      case 'AuditTrailExported': {
        const { exportId, ...manifest } = event.data;
        return {
          _id: exportId,
          ...manifest,
          status: 'completed',
          startedAt: doc?.startedAt ?? manifest.at,
          endedAt: manifest.at,
        };
      }
      case 'AuditTrailExportAborted': {
        const { exportId, reason, at, ...figures } = event.data;
        return {
          ...doc,
          _id: exportId,
          ...figures,
          filters: doc?.filters ?? {},
          at: doc?.at ?? at,
          status: 'aborted',
          startedAt: doc?.startedAt ?? at,
          endedAt: at,
          abortReason: reason,
        };
      }
    }
  },
};
