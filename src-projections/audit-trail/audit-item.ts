import type { ReportType } from '../../src-domain/inspection-type/fields.ts';
import type { AuditEntryDocument } from './documents.ts';

/**
 * The inspection an entry concerns, as its lists name it (type and start), for a reader who may see its
 * entity: the screen links it to its report once submitted, else to the inspection.
 */
export interface InspectionLink {
  id: string;
  name: string;
  reportType: ReportType;
  submitted: boolean;
}

/** One line of the audit trail as the screen, the JSON Lines export and the spreadsheets read it. */
export interface AuditItem {
  position: number;
  occurredAt: string;
  kind: AuditEntryDocument['kind'];
  eventType: string;
  actor: AuditEntryDocument['actor'];
  organizationId: string | null;
  hotel: { id: string; name: string } | null;
  inspectionId: string | null;
  /** The inspection `inspectionId` names, where the reader may see it (none: deleted or beyond them). */
  inspection?: InspectionLink;
  module: { id: string; name: string } | null;
  question: { id: string; text: string } | null;
  subjectId: string | null;
  changes: AuditEntryDocument['changes'];
  /** The names of what the entry is about and its changes link to (entities, types, users, catalogue), by id. */
  names: Record<string, string>;
  /**
   * The scores the entry's answers changed from and to, as a person reads them in the viewer's language (the
   * scale's word and points, a choice's option, "1,5"), by question id, then score: the screen shows these,
   * and the CSV and spreadsheet exports write them in `fromText` and `toText`.
   */
  answerWords?: Record<string, Record<string, string>>;
  stream: string;
  streamVersion: number;
  hash: string;
}
