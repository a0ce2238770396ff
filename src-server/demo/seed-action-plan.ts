import { randomUUID } from 'node:crypto';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import { addDays, localDay } from '../../src-domain/shared/iso-week.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { FileStore } from '../../src-api/files/file-store.ts';
import { createFollowUp, type FollowUpServices } from '../../src-api/follow-up/create-follow-up.ts';
import { drawDemoPhotos, storeDemoPhoto } from './demo-photos.ts';
import type { LastApproved } from './seed-inspections.ts';

/**
 * The demo's actions, each added after approval: `deadline` is in days from the seed's today at the entity
 * (negative: gone by), so the demo holds the same loop on any day.
 */
export const DEMO_ACTIONS = [
  {
    description: 'Byt den trasiga sänglampan i rum 214.',
    owner: 'agent',
    deadline: 3,
    doneWith: 'Lampan är bytt och provad, se foto.',
  },
  {
    description: 'Gå igenom städrutinen bakom dörrarna med husfrun.',
    owner: 'hotelAdmin',
    deadline: -1,
    doneWith: null,
  },
  {
    description: 'Kontrollera väntetiden i receptionen under kvällspasset.',
    owner: 'agent',
    deadline: 7,
    doneWith: null,
  },
] as const;

/** The follow-up inspection re-checks the actions a week after the plan went out. */
const FOLLOW_UP_IN_DAYS = 7;

/**
 * The action loop after approval on the entity's last approved inspection: actions added by its reviewer
 * the hour after approval (deadlines then still ahead), the plan sent today the way an admin sends it
 * (createFollowUp, the route's own), one action reported done by its owner with a proof comment and photo.
 * One action's deadline was yesterday at the entity: the scheduler's first tick at start finds it open and
 * records it overdue (ActionItemBecameOverdue), as it would in production. Answers the last position.
 */
export async function seedActionPlan(
  services: FollowUpServices,
  files: FileStore,
  inspection: LastApproved,
  people: { reviewer: CommandActor; hotelAdminId: string; agentId: string },
): Promise<number> {
  const { commands, readModels, projections, clock } = services;
  const { inspectionId, approvedAt } = inspection;
  const run = async (command: InspectionCommand) =>
    (
      await commands.handle(inspectionDecider, inspectionStream(inspectionId), command, {
        actorId: command.actor.id,
      })
    ).position;

  const doc = await inspectionQueries(readModels).byId(inspectionId);
  if (!doc) throw new Error(`demo action plan: inspection ${inspectionId} not in the read model`);
  const today = localDay(clock.now(), timeZoneOf(await hotelQueries(readModels).byId(doc.hotelId)));
  const addedAt = new Date(new Date(approvedAt).getTime() + 3_600_000).toISOString();
  const itemIds: string[] = [];
  let position = 0;
  for (const action of DEMO_ACTIONS) {
    const itemId = randomUUID();
    itemIds.push(itemId);
    position = await run({
      type: 'AddActionItem',
      actor: people.reviewer,
      now: addedAt,
      itemId,
      question: null,
      description: action.description,
      deadline: addDays(today, action.deadline),
      ownerId: action.owner === 'agent' ? people.agentId : people.hotelAdminId,
    });
  }
  // The plan is sent from the read model's document, as the route reads it.
  await projections.waitFor(position);

  await createFollowUp(services, people.reviewer, (await inspectionQueries(readModels).byId(inspectionId))!, {
    startTime: addDays(today, FOLLOW_UP_IN_DAYS),
    startTimeHour: '09:00',
    user: people.agentId,
    sendCCToCreator: false,
  });

  const [photo] = await drawDemoPhotos();
  for (const [index, action] of DEMO_ACTIONS.entries()) {
    if (!action.doneWith) continue;
    const agent: CommandActor = { id: people.agentId, role: 'user' };
    position = await run({
      type: 'MarkActionDone',
      actor: agent,
      now: clock.now().toISOString(),
      itemId: itemIds[index]!,
      comment: action.doneWith,
      attachment: {
        id: randomUUID(),
        ...(await storeDemoPhoto(files, doc.organizationId, inspectionId, photo!)),
        isFollowUp: true,
      },
    });
  }
  return position;
}
