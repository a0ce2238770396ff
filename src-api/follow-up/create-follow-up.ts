import { randomUUID } from 'node:crypto';
import { DomainError } from '../../src-domain/shared/domain-error.ts';
import { ApiError } from '../http/api-error.ts';
import {
  FOLLOW_UP_ERRORS,
  INSPECTION_ERRORS,
  inspectionDecider,
  inspectionStream,
  addedActionsOf,
  isAction,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { localDay } from '../../src-domain/shared/iso-week.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { assignableUser } from '../inspections/assignee.ts';
import { createInspectionInParts } from '../inspections/create-in-parts.ts';
import type { ApiServices } from '../services.ts';
import type { z } from 'zod';
import type { createFollowUpBody } from './schema.ts';

const FOLLOW_UP_DATE_PASSED = 'followUp.datePassed';

/** What sending a plan needs: the route's services, and the demo seed's (one way of sending a plan). */
export type FollowUpServices = Pick<
  ApiServices,
  'readModels' | 'commands' | 'projections' | 'clock' | 'questionnaires'
>;
/** Who sends it: a signed-in admin, or the system seeding the demo. */
type Sender = Pick<CurrentUser, 'id' | 'role'>;

/**
 * The follow-up's questionnaire: the followed-up inspection's, with only the questions that have an action
 * (flagged, or added after approval about that question; and the modules and clusters that hold them), so the
 * follow-up opens with what was to be fixed.
 */
export function followUpModules(modules: SnapshotModule[], doc: InspectionDocument): SnapshotModule[] {
  const added = new Set(addedActionsOf(doc).map((item) => `${item.moduleId}:${item.questionId}`));
  return modules.flatMap((module) => {
    const clusters = module.clusters.flatMap((cluster) => {
      const questions = cluster.questions.filter((q) => {
        const answer = doc.answers[module.id]?.[q.id];
        return (!!answer && isAction(answer)) || added.has(`${module.id}:${q.id}`);
      });
      return questions.length ? [{ ...cluster, questions, contextQuestions: [] }] : [];
    });
    // Optional: a follow-up question the agent cannot reach is answered "not applicable", not blocked.
    return clusters.length ? [{ ...module, clusters, isMandatory: false }] : [];
  });
}

/**
 * Sends an inspection's action plan (administration §5): first recorded on the followed-up inspection's own
 * stream, so of two admins clicking at once one wins and the other is told `followUp.exists`; then, when an
 * answer has an action, the follow-up inspection is created under the id that record names. A crash between
 * the two is finished by the next call (the link names an inspection that does not exist yet); one between the
 * follow-up's own appends leaves it incomplete, to be deleted (docs/architecture.md).
 * Answers the follow-up's id, or null when the plan went out alone.
 */
export async function createFollowUp(
  services: FollowUpServices,
  actor: Sender,
  doc: TrackedDocument<InspectionDocument>,
  body: z.infer<typeof createFollowUpBody>,
): Promise<string | null> {
  const { readModels, commands, projections, clock } = services;
  const actorRef = { id: actor.id, role: actor.role };
  if (doc.followUp && !(await inspectionQueries(readModels).byId(doc.followUp.inspectionId))) {
    // Sent, and its inspection not there (yet): finish a creation a crash cut short. If the admin who sent it
    // creates it meanwhile, this request was the second to send the plan, and is told so.
    const made = await createFollowUpInspection(services, actorRef, doc, doc.followUp);
    if (!made) throw new ApiError(400, FOLLOW_UP_ERRORS.exists);
    return made;
  }

  const hotel = await hotelQueries(readModels).byId(doc.hotelId);
  // The follow-up inspection is the actions' re-check: it cannot be set for a day already gone at the entity.
  if (body.startTime < localDay(clock.now(), timeZoneOf(hotel)))
    throw new ApiError(400, FOLLOW_UP_DATE_PASSED, { startTime: FOLLOW_UP_DATE_PASSED });
  if (body.user) await assignableUser(readModels, hotel, body.user);
  const followUp = {
    inspectionId: randomUUID(),
    startDate: body.startTime,
    startHour: body.startTimeHour,
    userId: body.user ?? null,
  };
  const result = await commands.handle(
    inspectionDecider,
    inspectionStream(doc._id),
    {
      type: 'CreateFollowUp',
      actor: actorRef,
      now: clock.now().toISOString(),
      followUp,
      sendCCToCreator: body.sendCCToCreator,
    },
    { actorId: actor.id },
  );
  await projections.waitFor(result.position);
  // The decider sent the plan alone when no answer had an action.
  if (!result.state.live?.followUp) return null;
  // Created already by a request that found the plan sent and its inspection missing: the same follow-up.
  return (await createFollowUpInspection(services, actorRef, doc, followUp)) ?? followUp.inspectionId;
}

async function createFollowUpInspection(
  services: FollowUpServices,
  actor: Sender,
  doc: TrackedDocument<InspectionDocument>,
  followUp: { inspectionId: string; startDate: string; startHour: string; userId: string | null },
): Promise<string | null> {
  const { commands, projections, questionnaires, clock } = services;
  const questionnaire = await questionnaires.get(doc._id, doc._position);
  const result = await createInspectionInParts(
    commands,
    {
      actor,
      now: clock.now().toISOString(),
      data: {
        inspectionId: followUp.inspectionId,
        organizationId: doc.organizationId,
        hotelId: doc.hotelId,
        type: doc.inspectionType,
        startDate: followUp.startDate,
        startHour: followUp.startHour,
        userId: followUp.userId,
        descriptions: [],
        extraQuestions: [],
        prefilledComments: [],
        // The follow-up's mail goes out with the plan's (the action plan reactor), not as a new inspection's.
        shouldSendNotification: false,
        followUpToInspectionId: doc._id,
        modules: followUpModules(questionnaire.modules, doc),
      },
    },
    { actorId: actor.id },
  ).catch((error: unknown) => {
    // Another request created it first (null: the caller decides what that means).
    if (error instanceof DomainError && error.key === INSPECTION_ERRORS.exists) return null;
    throw error;
  });
  if (!result) return null;
  await projections.waitFor(result.position);
  return followUp.inspectionId;
}
