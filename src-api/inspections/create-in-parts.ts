import type { CommandContext, CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import {
  inspectionDecider,
  inspectionStream,
  questionnaireParts,
  type InspectionCommand,
  type PrefilledComment,
  type QuestionnairePart,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { stableUuid } from '../../src-domain/eventstore/stable-uuid.ts';
import type { CommandActor } from '../../src-domain/shared/actor.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';

type CreateCommand = Extract<InspectionCommand, { type: 'CreateInspection' }>;

/** What an inspection keeps of its type when it is made (its name and rules as they were then). */
export function typeAtCreation(type: InspectionTypeDocument): CreateCommand['data']['type'] {
  const { _id, templateId, name, reportType, allowUnansweredQuestions } = type;
  return { inspectionTypeId: _id, templateId, name, reportType, allowUnansweredQuestions };
}

/** A creation as callers know it: with the whole questionnaire and the type's prefilled comments. */
export interface NewInspection {
  actor: CommandActor;
  now: string;
  data: Omit<CreateCommand['data'], 'questionnaireParts'> & {
    modules: SnapshotModule[];
    prefilledComments: PrefilledComment[];
  };
}

/**
 * Creates an inspection in several appends, none near the event log's 1 MiB limit: InspectionCreated, then
 * each part of the questionnaire (`questionnaireParts`). Answers the log position of the last one: the caller
 * waits for it (read-your-writes), so the creation is whole before anyone is answered. A crash between the
 * appends leaves an incomplete inspection that refuses answers and may be deleted (docs/architecture.md),
 * or that `recordQuestionnaire` finishes given the same parts. Throws what CreateInspection is refused with.
 */
export async function createInspectionInParts(
  commands: CommandHandler,
  { actor, now, data: { modules, prefilledComments, ...data } }: NewInspection,
  context: CommandContext = {},
): Promise<{ position: number }> {
  const parts = questionnaireParts(modules, prefilledComments);
  const created = await commands.handle(
    inspectionDecider,
    inspectionStream(data.inspectionId),
    { type: 'CreateInspection', actor, now, data: { ...data, questionnaireParts: parts.length } },
    context,
  );
  const recorded = await recordQuestionnaire(commands, data.inspectionId, { actor, now }, parts, context);
  return { position: Math.max(created.position, recorded.position) };
}

/**
 * Records the questionnaire's parts, one append each, in order. A part already recorded changes nothing,
 * so running this again with the same parts adds only the ones a crash left out.
 */
export async function recordQuestionnaire(
  commands: CommandHandler,
  inspectionId: string,
  by: { actor: CommandActor; now: string },
  parts: QuestionnairePart[],
  context: CommandContext,
): Promise<{ position: number }> {
  let position = 0;
  for (const part of parts) {
    const result = await commands.handle(
      inspectionDecider,
      inspectionStream(inspectionId),
      { type: 'RecordQuestionnairePart', ...by, part },
      // A client's change id names the creation; each part gets one derived from it, never the same.
      { ...context, eventId: context.eventId && stableUuid(`${context.eventId}:part:${part.index}`) },
    );
    position = Math.max(position, result.position);
  }
  return { position };
}
