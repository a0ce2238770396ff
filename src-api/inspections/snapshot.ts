import { questionsInOrder } from '../../src-domain/catalogue/index.ts';
import type { SnapshotModule } from '../../src-domain/inspection/index.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';

const byOrdinal = (a: { ordinal: number }, b: { ordinal: number }) => a.ordinal - b.ordinal;

/**
 * The type's modules with their module types' clusters, questions and context questions as they are now:
 * copied into the inspection, so later catalogue edits leave it as it was.
 */
export function snapshotModules(
  type: InspectionTypeDocument,
  moduleTypes: ModuleTypeDocument[],
): SnapshotModule[] {
  const byId = new Map(moduleTypes.map((m) => [m._id, m]));
  return [...type.modules].sort(byOrdinal).map((module) => {
    const moduleType = byId.get(module.moduleTypeId);
    return {
      id: module.id,
      name: module.name,
      names: module.names ?? {},
      ordinal: module.ordinal,
      isMandatory: module.isMandatory,
      isDefaultNA: module.isDefaultNA,
      useTabs: module.useTabs,
      moduleTypeId: module.moduleTypeId,
      area: moduleType?.area ?? '',
      clusters: [...(moduleType?.clusters ?? [])].sort(byOrdinal).map((cluster) => ({
        id: cluster.id,
        name: cluster.name,
        names: cluster.names ?? {},
        ordinal: cluster.ordinal,
        commentPosition: cluster.commentPosition,
        questions: questionsInOrder(moduleType!.questions.filter((q) => q.clusterId === cluster.id)).map(
          ({ clusterId: _c, ...question }) => question,
        ),
        contextQuestions: moduleType!.contextQuestions
          .filter((q) => q.clusterId === cluster.id)
          .sort(byOrdinal)
          .map(({ clusterId: _c, ...question }) => question),
      })),
    };
  });
}
