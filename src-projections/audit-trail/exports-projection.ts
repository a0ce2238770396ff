import type { AuditExportEvent, AuditExportManifest } from '../../src-domain/audit-export/index.ts';
import { idOfStream, type Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/** An export's manifest, as its event recorded it: what an auditor checks the file against. */
export interface AuditExportDocument extends Document, Omit<AuditExportManifest, 'exportId'> {}

export const auditExportsProjection: Projection<AuditExportDocument, AuditExportEvent> = {
  name: 'auditExports',
  collection: 'auditExports',
  version: 1,
  handles: { AuditTrailExported: true },
  documentIds: idOfStream('auditExport'),
  evolve: (_doc, event) => {
    const { exportId, ...manifest } = event.data;
    return { _id: exportId, ...manifest };
  },
};
