import { randomUUID } from 'node:crypto';
import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { EMPTY_ANSWER } from '../../src-domain/inspection/fields.ts';
import { ANSWER_ERRORS, answerErrors } from '../../src-domain/inspection/validation.ts';
import { worthOf } from '../../src-domain/scoring/worth.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import { addDays, localDay } from '../../src-domain/shared/iso-week.ts';
import { DEFAULT_TIME_ZONE } from '../../src-domain/shared/time-zone.ts';
import { scaleOf, type QuestionType } from '../../src-domain/shared/scales.ts';
import { createInspectionInParts, typeAtCreation } from '../../src-api/inspections/create-in-parts.ts';
import { snapshotModules } from '../../src-api/inspections/snapshot.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';

/** Eight whole weeks back from yesterday: every Safe Q report and the ranking have figures on a fresh start. */
export const SAFEQ_HISTORY_DAYS = 56;
/** Now and then a day's round is missed (never yesterday's: the daily report opens on it). */
const MISSED_DAY = 0.06;
/**
 * How often an entity's answer is the best one, in the order the demo seeds them: Hotel Solvik clearly
 * ahead of Hotel Fjällbacka, the Nordic Stays entities in between, so the ranking has something to tell.
 */
const QUALITY = [0.92, 0.68, 0.84, 0.76];

interface Staff {
  hotelId: string;
  organizationId: string;
  agentId: string;
  adminId: string;
}

/** The demo's own words for a deviation's comment and for a free-text observation (the demo entities are Swedish). */
const DEVIATION_NOTES = ['Åtgärdat direkt på plats.', 'Ansvarig chef informerad.', 'Följs upp i morgon.'];
const OBSERVATIONS = ['Inga avvikelser.', 'Kö vid frukosten kring kl. 8.', 'Gott om plats i lobbyn.'];
const pick = (words: string[], random: () => number) => words[Math.floor(random() * words.length)]!;

/** A small deterministic generator, so every fresh demo has the same history. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A type's scores from best to worst by what the one scoring rule makes them worth. */
function bestFirst(type: QuestionType): number[] {
  const scale = scaleOf(type) as readonly number[];
  const points = (score: number) => {
    const worth = worthOf(type, score);
    return worth.kind === 'scored' ? worth.points : 0;
  };
  return [...scale].sort((a, b) => points(b) - points(a));
}

/**
 * Eight weeks of daily Safe Q rounds at every demo entity with a Safe Q type, made through the commands a
 * real round sends (start, answers, finish, submit, an admin's approval), each at its past time: the agent
 * starts at 07:00 (UTC) of the day, answers, the reviewing admin finishes the module, the agent submits
 * within the hour, and an admin approves the next morning (yesterday's at seeding). Today's round is under way at the second
 * entity (Hotel Fjällbacka: tests start their own rounds at the first) and not started elsewhere.
 */
export async function seedSafeQHistory(
  commands: CommandHandler,
  hotels: Staff[],
  catalogue: { types: InspectionTypeDocument[]; moduleTypes: ModuleTypeDocument[] },
  today: Date,
): Promise<number> {
  let position = 0;
  const todayDay = localDay(today, DEFAULT_TIME_ZONE);
  const round = async (
    staff: Staff,
    type: InspectionTypeDocument,
    modules: SnapshotModule[],
    daysAgo: number,
    quality: number,
    random: () => number,
  ) => {
    const day = addDays(todayDay, -daysAgo);
    // Today's round is started a moment ago, whatever the hour: nothing is made in the future.
    const at = (hour: number, minute = 0) =>
      daysAgo === 0
        ? today.toISOString()
        : `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
    const inspectionId = randomUUID();
    const agent: CommandActor = { id: staff.agentId, role: 'user' };
    const admin: CommandActor = { id: staff.adminId, role: 'companyAdmin' };
    const context = (actor: CommandActor) => ({ actorId: actor.id });
    const run = async (command: InspectionCommand) => {
      position = (
        await commands.handle(
          inspectionDecider,
          inspectionStream(inspectionId),
          command,
          context(command.actor),
        )
      ).position;
    };
    position = (
      await createInspectionInParts(
        commands,
        {
          actor: agent,
          now: at(7),
          data: {
            inspectionId,
            organizationId: staff.organizationId,
            hotelId: staff.hotelId,
            type: typeAtCreation(type),
            startDate: day,
            startHour: '07:00',
            userId: staff.agentId,
            descriptions: [],
            extraQuestions: [],
            prefilledComments: [],
            shouldSendNotification: false,
            followUpToInspectionId: null,
            modules,
          },
        },
        context(agent),
      )
    ).position;
    const all = modules.flatMap((module) =>
      module.clusters.flatMap((c) => c.questions).map((question) => ({ module, question })),
    );
    const questions = all.filter(({ question }) => worthOf(question.type, 0).kind === 'scored');
    // A whole round answers every scored question (an unanswered one lowers the ranking's qIndex); today's
    // has its first few answers.
    const answered = daysAgo === 0 ? 3 : questions.length;
    // Words and numbers are drawn apart from the scores, so the demo's scores (and its ranking) stay as they were.
    const wording = generator(Math.round(quality * 1_000) * 1_000 + daysAgo);
    for (let n = 0; n < answered; n++) {
      const { module, question } = questions[n]!;
      const scale = bestFirst(question.type);
      // The best answer as often as the entity's quality; otherwise the next-best, seldom the worst.
      const draw = random();
      const score =
        draw < quality
          ? scale[0]!
          : draw < quality + (1 - quality) * 0.75
            ? scale[Math.min(1, scale.length - 1)]!
            : scale[scale.length - 1]!;
      // A comment where the answer asks for one, as the round's own finish would have asked the agent.
      const asksComment = answerErrors(question, { ...EMPTY_ANSWER, score }).includes(ANSWER_ERRORS.comment);
      await run({
        type: 'ScoreQuestion',
        actor: agent,
        now: at(7, 5 + n),
        moduleId: module.id,
        questionId: question.id,
        score,
        ...(asksComment ? { comment: pick(DEVIATION_NOTES, wording) } : {}),
      });
    }
    if (daysAgo === 0) return; // today's: under way
    // The unscored questions a real round answers too: the measured numbers (a cold room's 2.0 to 5.0 °C)
    // and a few words where a question asks for text, so the daily report shows no gap beside "all answered".
    for (const { module, question } of all) {
      if (question.type === 'gradeG')
        await run({
          type: 'ScoreQuestion',
          actor: agent,
          now: at(7, 40),
          moduleId: module.id,
          questionId: question.id,
          score: Math.round(20 + wording() * 30) / 10,
        });
      else if (question.type === 'gradeJ')
        await run({
          type: 'CommentQuestion',
          actor: agent,
          now: at(7, 40),
          moduleId: module.id,
          questionId: question.id,
          comment: pick(OBSERVATIONS, wording),
        });
    }
    // Finished by the reviewing admin, as the demo's history does not attach the photos a negative answer
    // may ask for (an agent's finish checks them).
    for (const module of modules)
      await run({ type: 'FinishModule', actor: admin, now: at(7, 45), moduleId: module.id });
    await run({ type: 'SetAgentEndTime', actor: agent, now: at(7, 50) });
    // Approved the next morning (yesterday's a moment ago): the demo's one inspection waiting for approval
    // stays the one the walkthrough shows, not lost among rounds.
    await run({
      type: 'SetAdminEndTime',
      actor: admin,
      now: daysAgo === 1 ? today.toISOString() : `${addDays(day, 1)}T08:30:00.000Z`,
      revert: false,
    });
  };

  // Side by side: the appends share commits and the read models catch up in larger batches.
  const work: Array<Promise<void>> = [];
  for (const [index, staff] of hotels.entries()) {
    const type = catalogue.types.find((t) => t.hotelId === staff.hotelId && t.reportType === 'safeQ');
    if (!type) continue;
    const modules = snapshotModules(type, catalogue.moduleTypes);
    const random = generator(7_919 * (index + 1));
    const quality = QUALITY[index % QUALITY.length]!;
    for (let daysAgo = SAFEQ_HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
      const missed = random() < MISSED_DAY && daysAgo > 1;
      if (!missed)
        work.push(round(staff, type, modules, daysAgo, quality, generator(index * 1_000 + daysAgo)));
    }
    if (index === 1) work.push(round(staff, type, modules, 0, quality, generator(index * 1_000)));
  }
  await Promise.all(work);
  return position;
}
