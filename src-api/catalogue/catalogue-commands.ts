import {
  moduleTypeDecider,
  moduleTypeStream,
  type ModuleTypeCommand,
} from '../../src-domain/catalogue/index.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import {
  releaseUnique,
  reserveUnique,
  withUniqueValue,
  type UniqueValue,
} from '../../src-domain/shared/reservation.ts';

export const REFERENCE_NUMBER_TAKEN = 'questions.referenceNumberTaken';
/** Reference numbers are unique across the catalogue, which every organization shares. */
const referenceNumberValue = (referenceNumber: string): UniqueValue => ({
  kind: 'referenceNumber',
  value: referenceNumber,
  takenKey: REFERENCE_NUMBER_TAKEN,
  field: 'referenceNumber',
});

/**
 * A question command with its reference number kept unique across the catalogue: a new or changed number is
 * reserved first and released again if the command is refused; a replaced or removed one is released after.
 * A number changed only in case or spacing is the same number: nothing is reserved or released.
 */
export async function questionCommand(
  commands: CommandHandler,
  moduleTypeId: string,
  command: ModuleTypeCommand,
  numbers: { questionId: string; reserve?: string; release?: string },
  context: CommandContext,
) {
  const { questionId, reserve, release } = numbers;
  return withUniqueValue(
    commands,
    questionId,
    {
      reserve: reserve ? referenceNumberValue(reserve) : undefined,
      release: release ? referenceNumberValue(release) : undefined,
    },
    context,
    () => commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), command, context),
  );
}

export function reserveReferenceNumber(
  commands: CommandHandler,
  questionId: string,
  referenceNumber: string,
  context: CommandContext,
) {
  return reserveUnique(commands, referenceNumberValue(referenceNumber), questionId, context);
}

export function releaseReferenceNumber(
  commands: CommandHandler,
  questionId: string,
  referenceNumber: string,
  context: CommandContext,
) {
  return releaseUnique(commands, referenceNumberValue(referenceNumber), questionId, context);
}
