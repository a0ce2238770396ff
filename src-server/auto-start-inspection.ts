import { assignableUsers } from '../src-api/inspections/assignee.ts';
import { createInspectionInParts, typeAtCreation } from '../src-api/inspections/create-in-parts.ts';
import { snapshotModules } from '../src-api/inspections/snapshot.ts';
import type { CommandHandler } from '../src-domain/eventstore/command-handler.ts';
import { INSPECTION_ERRORS } from '../src-domain/inspection/index.ts';
import { DomainError } from '../src-domain/shared/domain-error.ts';
import { moduleTypeQueries } from '../src-projections/module-types/queries.ts';
import type { ProjectionProgress } from '../src-projections/progress.ts';
import type { ReadModels } from '../src-projections/read-models.ts';
import type { StartInspection } from '../src-jobs/schedule/jobs/auto-start.ts';
import { SCHEDULER_ACTOR } from '../src-jobs/schedule/scheduler-actor.ts';

/**
 * The scheduler's way to start an inspection: the create route's own helpers (questionnaire snapshot, in
 * parts), so an automatic inspection is the same as one an admin creates. It goes to the entity's agent when
 * the entity has exactly one, who gets the assignment mail; otherwise it is left to whichever agent takes it.
 * An id already used means this period's inspection exists: nothing more to do. Like the route, it returns
 * once the read models have the inspection: the close and its warning, due in the same tick, find it there.
 */
export function autoStartInspection(options: {
  readModels: ReadModels;
  commands: CommandHandler;
  projections: ProjectionProgress;
}): StartInspection {
  return async ({ inspectionId, type, hotel, startDate, startHour, now }) => {
    const moduleTypes = await moduleTypeQueries(options.readModels).byIds(
      type.modules.map((m) => m.moduleTypeId),
    );
    const modules = snapshotModules(type, moduleTypes);
    const asked = new Set(modules.flatMap((m) => m.clusters.flatMap((c) => c.questions.map((q) => q.id))));
    const agents = (await assignableUsers(options.readModels, hotel)).filter((u) => u.role === 'user');
    try {
      const { position } = await createInspectionInParts(
        options.commands,
        {
          actor: SCHEDULER_ACTOR,
          now: now.toISOString(),
          data: {
            inspectionId,
            organizationId: hotel.organizationId,
            hotelId: hotel._id,
            type: typeAtCreation(type),
            startDate,
            startHour,
            userId: agents.length === 1 ? agents[0]!._id : null,
            descriptions: [],
            extraQuestions: [],
            prefilledComments: type.prefilledQuestions
              .filter((p) => asked.has(p.questionId) && p.comment.trim() !== '')
              .map((p) => ({ questionId: p.questionId, comment: p.comment.trim() })),
            shouldSendNotification: true,
            followUpToInspectionId: null,
            modules,
          },
        },
        { actorId: SCHEDULER_ACTOR.id },
      );
      await options.projections.waitFor(position);
    } catch (error) {
      if (!(error instanceof DomainError && error.key === INSPECTION_ERRORS.exists)) throw error;
    }
  };
}
