import type { Locale } from '../../src-domain/shared/locales.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { inLanguage } from '../catalogue/presenter.ts';
import type { QuestionnaireCache } from '../inspections/questionnaires.ts';
import { linkedNames, namesOf, type Reader } from './linked-names.ts';

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
  module: { id: string; name: string } | null;
  question: { id: string; text: string } | null;
  subjectId: string | null;
  changes: AuditEntryDocument['changes'];
  /** The names of what the entry is about and its changes link to (entities, types, users, catalogue), by id. */
  names: Record<string, string>;
  stream: string;
  streamVersion: number;
  hash: string;
}

/** Module and question texts of one inspection in the viewer's language, by id. */
function textsOf(questionnaire: InspectionQuestionnaireDocument, language: Locale) {
  const modules = new Map<string, string>();
  const questions = new Map<string, string>();
  for (const module of questionnaire.modules) {
    modules.set(module.id, module.names[language]?.trim() || module.name);
    for (const cluster of module.clusters)
      for (const q of [...cluster.questions, ...cluster.contextQuestions])
        questions.set(q.id, inLanguage(q.content, language).text);
  }
  return { modules, questions };
}

/**
 * A page of entries with the names a reader needs: the entity's name as it is now, the module and question
 * texts in the viewer's language from the inspection's questionnaire (a deleted inspection's are gone: its
 * ids stay), and the names of what the changes link to as the reader may see them (linked-names.ts). Each
 * page reads each entity and questionnaire once.
 */
export async function presentAuditEntries(
  docs: AuditEntryDocument[],
  language: Locale,
  readModels: ReadModels,
  questionnaires: QuestionnaireCache,
  reader: Reader,
): Promise<AuditItem[]> {
  const hotelIds = [...new Set(docs.flatMap((d) => (d.hotelId ? [d.hotelId] : [])))];
  const hotels = new Map(
    hotelIds.length ? (await hotelQueries(readModels).byIds(hotelIds)).map((h) => [h._id, h.name]) : [],
  );
  const texts = new Map<string, ReturnType<typeof textsOf> | null>();
  for (const doc of docs) {
    if (!doc.inspectionId || texts.has(doc.inspectionId)) continue;
    const questionnaire = await questionnaires.get(doc.inspectionId, 0).catch(() => null);
    texts.set(doc.inspectionId, questionnaire && textsOf(questionnaire, language));
  }
  const names = await linkedNames(docs, reader, language, readModels);
  return docs.map((doc) => {
    const own = doc.inspectionId ? texts.get(doc.inspectionId) : null;
    return {
      position: doc.position,
      occurredAt: doc.occurredAt,
      kind: doc.kind,
      eventType: doc.eventType,
      actor: doc.actor,
      organizationId: doc.organizationId,
      hotel: doc.hotelId ? { id: doc.hotelId, name: hotels.get(doc.hotelId) ?? '' } : null,
      inspectionId: doc.inspectionId,
      module: doc.moduleId ? { id: doc.moduleId, name: own?.modules.get(doc.moduleId) ?? '' } : null,
      question: doc.questionId
        ? { id: doc.questionId, text: own?.questions.get(doc.questionId) ?? '' }
        : null,
      subjectId: doc.subjectId,
      changes: doc.changes,
      names: namesOf(doc, names),
      stream: doc.stream,
      streamVersion: doc.streamVersion,
      hash: doc.hash,
    };
  });
}
