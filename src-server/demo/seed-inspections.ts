import type { CommandActor } from '../../src-domain/shared/actor.ts';
import { randomUUID } from 'node:crypto';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { isScored, scaleOf } from '../../src-domain/shared/scales.ts';
import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import type { FileStore } from '../../src-api/files/file-store.ts';
import { createInspectionInParts, typeAtCreation } from '../../src-api/inspections/create-in-parts.ts';
import { snapshotModules } from '../../src-api/inspections/snapshot.ts';
import { drawDemoPhotos, storeDemoPhoto } from './demo-photos.ts';

const WEEKS = 10;
/** Photos go with the worse answers of the last weeks: enough to show them, not many files per fresh start. */
const WEEKS_WITH_PHOTOS = 3;
const ANSWERS_PER_MODULE = 4;
const COMMENTS = [
  'Dammigt bakom dörren.',
  'Personalen var mycket vänlig.',
  'Lampan vid sängen fungerade inte.',
  'Allt såg fräscht ut.',
  'Fick vänta några minuter.',
];

/** The reviewer's follow-up on a worse answer, in turn: an action (with a deadline), a tip, feedback. */
const FOLLOW_UPS = [
  'Åtgärda före nästa besök.',
  'Tips: gå igenom rutinen vid morgonmötet.',
  'Bra att personalen själv såg det.',
];
const MODULE_FOLLOW_UP = 'Gå igenom modulens avvikelser med ansvarig chef.';

/** The most recent approved inspection of an entity (three weeks ago), where the demo's action plan goes. */
export interface LastApproved {
  inspectionId: string;
  approvedAt: string;
}

/** A small deterministic generator, so every fresh demo has the same history. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Demo inspections through the normal commands: for every entity, the Mystery guest of each of the last 10
 * weeks. The oldest are approved by an admin, the week before last is submitted by the agent (both reviewed:
 * follow-up on every worse answer), last week's is half answered (its first modules) with comments, this
 * week's not started. Answers are drawn once per question, leaning good.
 */
export async function seedInspections(
  commands: CommandHandler,
  hotels: Array<{ hotelId: string; organizationId: string; agentId: string; adminId: string }>,
  catalogue: { types: InspectionTypeDocument[]; moduleTypes: ModuleTypeDocument[] },
  files: FileStore,
  today: Date,
): Promise<{ position: number; lastApproved: Map<string, LastApproved> }> {
  let position = 0;
  const lastApproved = new Map<string, LastApproved>();
  const photos = await drawDemoPhotos();
  const one = async (
    { hotelId, organizationId, agentId, adminId }: (typeof hotels)[number],
    type: InspectionTypeDocument,
    modules: SnapshotModule[],
    week: number,
    random: () => number,
  ) => {
    const day = new Date(today.getTime() - (week * 7 + 2) * 86_400_000);
    const at = (hour: number) => new Date(day.getTime() + hour * 3_600_000).toISOString();
    const inspectionId = randomUUID();
    const agent: CommandActor = { id: agentId, role: 'user' };
    const admin: CommandActor = { id: adminId, role: 'companyAdmin' };
    const run = async (command: InspectionCommand) => {
      position = (
        await commands.handle(inspectionDecider, inspectionStream(inspectionId), command, {
          actorId: command.actor.id,
        })
      ).position;
    };
    position = (
      await createInspectionInParts(
        commands,
        {
          actor: admin,
          now: at(0),
          data: {
            inspectionId,
            organizationId,
            hotelId,
            type: typeAtCreation(type),
            startDate: day.toISOString().slice(0, 10),
            startHour: '18:00',
            userId: agentId,
            descriptions: [],
            extraQuestions: [],
            prefilledComments: [],
            shouldSendNotification: false,
            followUpToInspectionId: null,
            modules,
          },
        },
        { actorId: admin.id },
      )
    ).position;
    if (week === 0) return; // not started yet
    const worseAnswers: Array<{ moduleId: string; questionId: string }> = [];
    for (const module of modules) {
      // A few answers per module (finishing gives the rest the best score): history enough for lists and
      // reports without a slow fresh start. Last week's inspection has answers in its first modules only.
      const questions = module.clusters
        .flatMap((c) => c.questions)
        .filter((q) => isScored(q.type) && q.type !== 'gradeG');
      const answered = week === 1 && module.ordinal > 2 ? 0 : ANSWERS_PER_MODULE;
      for (const question of questions.slice(0, answered)) {
        const scale = scaleOf(question.type) as readonly number[];
        // Mostly the best answers, now and then a worse one with a comment.
        const worse = random() < 0.2;
        const score = worse ? scale[scale.length - 1]! : scale[0]!;
        await run({
          type: 'ScoreQuestion',
          actor: agent,
          now: at(1),
          moduleId: module.id,
          questionId: question.id,
          score,
          comment: worse ? COMMENTS[Math.floor(random() * COMMENTS.length)] : undefined,
        });
        if (worse) worseAnswers.push({ moduleId: module.id, questionId: question.id });
        if (worse && week <= WEEKS_WITH_PHOTOS) {
          const photo = photos[Math.floor(random() * photos.length)]!;
          await run({
            type: 'AddAttachment',
            actor: agent,
            now: at(1),
            moduleId: module.id,
            questionId: question.id,
            attachment: {
              id: randomUUID(),
              ...(await storeDemoPhoto(files, organizationId, inspectionId, photo)),
              isFollowUp: false,
            },
          });
        }
      }
      if (week >= 2) {
        // An unticked checkbox is a "no" when the module is finished: the demo's agent ticks the rest, as
        // the best answers go for every other question.
        for (const question of questions.slice(answered))
          if (question.type === 'gradeH')
            await run({
              type: 'ScoreQuestion',
              actor: agent,
              now: at(1),
              moduleId: module.id,
              questionId: question.id,
              score: 1,
            });
        // Finished by a reviewer, so the checks of required comments and pictures do not stop the demo.
        await run({ type: 'FinishModule', actor: admin, now: at(2), moduleId: module.id });
      }
    }
    if (week >= 2) {
      await run({ type: 'SetAgentEndTime', actor: agent, now: at(3) });
      // Reviewed: each worse answer gets a follow-up, and the first such module a comment of its own.
      // Four weeks on: the last approved inspection's actions still lie ahead of today when its plan is sent
      // (seed-action-plan.ts), so the demo's one overdue action is the one it means to be.
      const deadline = new Date(day.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);
      for (const [index, { moduleId, questionId }] of worseAnswers.entries()) {
        const kind = index % FOLLOW_UPS.length;
        await run({
          type: 'SetFollowUp',
          actor: admin,
          now: at(4),
          moduleId,
          questionId,
          // Reviewed on its own day in the demo's history: the deadline was ahead then.
          today: at(4).slice(0, 10),
          followUp: {
            needsFollowUp: true,
            followUpComment: FOLLOW_UPS[kind]!,
            followUpDeadline: kind === 0 ? deadline : null,
            followUpTip: kind === 1,
            followUpFeedback: kind === 2,
          },
        });
      }
      if (worseAnswers[0])
        await run({
          type: 'SetModuleFollowUp',
          actor: admin,
          now: at(4),
          moduleId: worseAnswers[0].moduleId,
          comment: MODULE_FOLLOW_UP,
        });
    }
    if (week >= 3) {
      await run({ type: 'SetAdminEndTime', actor: admin, now: at(26), revert: false });
      if (week === 3) lastApproved.set(hotelId, { inspectionId, approvedAt: at(26) });
    }
  };
  // Side by side: the appends share commits and the read models catch up in larger batches.
  const work: Array<Promise<void>> = [];
  for (const [index, hotel] of hotels.entries()) {
    const type = catalogue.types.find((t) => t.hotelId === hotel.hotelId && t.name === 'Mystery guest');
    if (!type) continue;
    // One copy of the questionnaire per entity: every week's inspection asks the same.
    const modules = snapshotModules(type, catalogue.moduleTypes);
    for (let week = WEEKS - 1; week >= 0; week--)
      work.push(one(hotel, type, modules, week, generator(index * 100 + week + 1)));
  }
  await Promise.all(work);
  return { position, lastApproved };
}
