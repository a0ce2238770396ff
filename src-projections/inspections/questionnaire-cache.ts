import { questionnaireQueries } from './queries.ts';
import {
  isCompleteQuestionnaire,
  type InspectionQuestionnaireDocument,
} from './questionnaire-projection.ts';
import type { ProjectionProgress } from '../progress.ts';
import type { ReadModels } from '../read-models.ts';

const KEPT = 200;

/**
 * Inspections' questionnaires, kept in memory after their first read: one never changes once its parts are
 * all in, so a kept copy is never stale (a deleted inspection is refused by the access check before this is
 * asked). An incomplete one (a creation cut short, or this read model behind) is answered, never kept.
 */
export class QuestionnaireCache {
  private readonly kept = new Map<string, InspectionQuestionnaireDocument>();
  constructor(
    private readonly readModels: ReadModels,
    private readonly projections: ProjectionProgress,
  ) {}

  /**
   * `seenAt`: the log position of the inspection document the caller read (its `_position`). `keep` false:
   * answered from the cache when it is there, otherwise read and not kept, for a reader that meets many
   * inspections once (an export), which would only push out those the screens ask for again.
   */
  async get(inspectionId: string, seenAt: number, keep = true): Promise<InspectionQuestionnaireDocument> {
    const hit = this.hit(inspectionId);
    if (hit) return hit;
    const read = () => questionnaireQueries(this.readModels).byInspectionId(inspectionId);
    let doc = await read();
    // Each read model has its own projection: this one may be a moment behind the inspection's document.
    if ((!doc || !isCompleteQuestionnaire(doc)) && (await this.projections.waitFor(seenAt)))
      doc = await read();
    if (!doc) throw new Error(`inspection ${inspectionId} has no questionnaire`);
    if (keep) this.keep(doc);
    return doc;
  }

  /**
   * The questionnaire as its read model holds it now, or null (none yet, or deleted): for a reactor, which
   * has waited for its read models to reach the event it reacts to. Every answer of an inspection asks it.
   */
  async find(inspectionId: string): Promise<InspectionQuestionnaireDocument | null> {
    const hit = this.hit(inspectionId);
    if (hit) return hit;
    const doc = await questionnaireQueries(this.readModels).byInspectionId(inspectionId);
    if (doc) this.keep(doc);
    return doc;
  }

  private hit(inspectionId: string): InspectionQuestionnaireDocument | undefined {
    const hit = this.kept.get(inspectionId);
    if (hit) {
      // Most recently used last, so the oldest is the first to go.
      this.kept.delete(inspectionId);
      this.kept.set(inspectionId, hit);
    }
    return hit;
  }

  /** Only a complete one: it never changes again. */
  private keep(doc: InspectionQuestionnaireDocument): void {
    if (!isCompleteQuestionnaire(doc)) return;
    this.kept.set(doc._id, doc);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
