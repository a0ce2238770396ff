import type { Locale } from '../../src-domain/shared/locales.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';
import type { InspectionQuestionnaireDocument } from '../../src-projections/inspections/questionnaire-projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { optionsForReader } from '../../src-domain/catalogue/choice-options.ts';
import { isScored, type QuestionType } from '../../src-domain/shared/scales.ts';
import { answerText } from '../../src-projections/texts/answer-texts.ts';
import { inLanguage } from '../catalogue/presenter.ts';
import type { QuestionnaireCache } from '../../src-projections/inspections/questionnaire-cache.ts';
import { linkedNames, namesOf, type Reader } from './linked-names.ts';

/** What a question's scores are read by: its type, and a choice's options' words by score. */
interface ScoredQuestion {
  type: QuestionType;
  options: Record<string, string> | null;
}

/** The fields whose values are an answer's score (a finished module's filled answers too). */
const SCORE_FIELDS: ReadonlySet<string> = new Set(['score', 'filledAtFinish']);

/** Module and question texts of one inspection in the viewer's language, by id. */
function textsOf(questionnaire: InspectionQuestionnaireDocument, language: Locale) {
  const modules = new Map<string, string>();
  const questions = new Map<string, string>();
  const scored = new Map<string, ScoredQuestion>();
  for (const module of questionnaire.modules) {
    modules.set(module.id, module.names[language]?.trim() || module.name);
    for (const cluster of module.clusters) {
      for (const q of [...cluster.questions, ...cluster.contextQuestions])
        questions.set(q.id, inLanguage(q.content, language).text);
      for (const q of cluster.questions)
        if (isScored(q.type))
          scored.set(q.id, {
            type: q.type,
            options:
              q.type === 'choice'
                ? Object.fromEntries(
                    optionsForReader(q.options, language).map((o) => [String(o.score), o.label]),
                  )
                : null,
          });
    }
  }
  return { modules, questions, scored, language };
}

type Texts = ReturnType<typeof textsOf>;

/** An inspection's texts; a deleted inspection's questionnaire is gone: its entries keep their ids, without. */
const readTexts = (
  questionnaires: QuestionnaireCache,
  inspectionId: string,
  language: Locale,
  keep: boolean,
) =>
  questionnaires.get(inspectionId, 0, keep).then(
    (questionnaire) => textsOf(questionnaire, language),
    () => null,
  );

/** The texts of a page's inspections by id, each read once by `read`. */
async function pageTexts(
  docs: AuditEntryDocument[],
  read: (inspectionId: string) => Promise<Texts | null>,
): Promise<Map<string, Texts | null>> {
  const texts = new Map<string, Texts | null>();
  for (const doc of docs)
    if (doc.inspectionId && !texts.has(doc.inspectionId))
      texts.set(doc.inspectionId, await read(doc.inspectionId));
  return texts;
}

/**
 * The module and question texts of an export's pages, in its language: those of the page before stay at
 * hand (an inspection's entries run across pages), older ones go. Questionnaires are read without being kept
 * in the server's cache: an export meets each inspection of the trail once, and anything kept for longer than
 * a few pages outlives V8's young collections and moves to the old generation, to wait there for a full
 * collection (kept whole, about 20 MB over a million entries).
 */
export class ExportTexts {
  private last = new Map<string, Texts | null>();
  constructor(
    readonly language: Locale,
    private readonly questionnaires: QuestionnaireCache,
  ) {}

  async forPage(docs: AuditEntryDocument[]): Promise<Map<string, Texts | null>> {
    const last = this.last;
    this.last = await pageTexts(docs, async (inspectionId) =>
      last.has(inspectionId)
        ? (last.get(inspectionId) ?? null)
        : readTexts(this.questionnaires, inspectionId, this.language, false),
    );
    return this.last;
  }
}

/**
 * The module and question texts of the answers an entry's changes name (a finished module's filled scores,
 * the answers a submit cleared), by id.
 */
function answerNames(doc: AuditEntryDocument, own: Texts | null): Record<string, string> {
  const names: Record<string, string> = {};
  for (const { moduleId, questionId } of doc.changes) {
    const module = moduleId && own?.modules.get(moduleId);
    const question = questionId && own?.questions.get(questionId);
    if (module) names[moduleId] = module;
    if (question) names[questionId] = question;
  }
  return names;
}

/** The scores an entry's answers changed from and to, in words, by question id then score (answerText). */
function answerWords(doc: AuditEntryDocument, own: Texts | null) {
  const words: Record<string, Record<string, string>> = {};
  for (const change of doc.changes) {
    const questionId = change.questionId ?? doc.questionId;
    const question = questionId && SCORE_FIELDS.has(change.field) ? own?.scored.get(questionId) : undefined;
    if (!questionId || !question) continue;
    for (const value of [change.from, change.to])
      if (typeof value === 'number')
        (words[questionId] ??= {})[String(value)] = answerText(
          own!.language,
          question.type,
          value,
          question.options?.[String(value)],
        );
  }
  return Object.keys(words).length ? { answerWords: words } : {};
}

/**
 * A page of entries with the names a reader needs: the entity's name as it is now, the module and question
 * texts in the viewer's language from the inspection's questionnaire (a deleted inspection's are gone: its
 * ids stay), the inspection an entry concerns by its type and start where the reader may see it, and the names of what the changes link to as the reader may see them (linked-names.ts). Each
 * page reads each entity and questionnaire once; an export passes its `ExportTexts`.
 */
export async function presentAuditEntries(
  docs: AuditEntryDocument[],
  language: Locale,
  readModels: ReadModels,
  questionnaires: QuestionnaireCache,
  reader: Reader,
  exportTexts?: ExportTexts,
): Promise<AuditItem[]> {
  const hotelIds = [...new Set(docs.flatMap((d) => (d.hotelId ? [d.hotelId] : [])))];
  const hotels = new Map(
    hotelIds.length ? (await hotelQueries(readModels).byIds(hotelIds)).map((h) => [h._id, h.name]) : [],
  );
  const texts = exportTexts
    ? await exportTexts.forPage(docs)
    : await pageTexts(docs, (inspectionId) => readTexts(questionnaires, inspectionId, language, true));
  const { names, inspections } = await linkedNames(docs, reader, language, readModels);
  return docs.map((doc) => {
    const own = doc.inspectionId ? texts.get(doc.inspectionId) : null;
    const inspection = doc.inspectionId ? inspections.get(doc.inspectionId) : undefined;
    return {
      position: doc.position,
      occurredAt: doc.occurredAt,
      kind: doc.kind,
      eventType: doc.eventType,
      actor: doc.actor,
      organizationId: doc.organizationId,
      hotel: doc.hotelId ? { id: doc.hotelId, name: hotels.get(doc.hotelId) ?? '' } : null,
      inspectionId: doc.inspectionId,
      ...(inspection ? { inspection } : {}),
      module: doc.moduleId ? { id: doc.moduleId, name: own?.modules.get(doc.moduleId) ?? '' } : null,
      question: doc.questionId
        ? { id: doc.questionId, text: own?.questions.get(doc.questionId) ?? '' }
        : null,
      subjectId: doc.subjectId,
      changes: doc.changes,
      names: { ...namesOf(doc, names), ...answerNames(doc, own ?? null) },
      ...answerWords(doc, own ?? null),
      stream: doc.stream,
      streamVersion: doc.streamVersion,
      hash: doc.hash,
    };
  });
}
