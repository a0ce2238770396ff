import {
  moduleTypeDecider,
  moduleTypeStream,
  type ModuleTypeCommand,
} from '../../src-domain/catalogue/index.ts';
import type { CommandContext, CommandHandler } from '../../src-domain/store/command-handler.ts';
import { reservationDecider, reservationStream } from '../../src-domain/store/reservation.ts';

export const REFERENCE_NUMBER_TAKEN = 'questions.referenceNumberTaken';
const referenceReservation = reservationDecider(REFERENCE_NUMBER_TAKEN);
const referenceStream = (referenceNumber: string) => reservationStream('referenceNumber', referenceNumber);

/**
 * A question command with its reference number kept unique across the catalogue: a new or changed number is
 * reserved first and released again if the command is refused; a replaced or removed one is released after.
 */
export async function questionCommand(
  commands: CommandHandler,
  moduleTypeId: string,
  command: ModuleTypeCommand,
  numbers: { questionId: string; reserve?: string; release?: string },
  context: CommandContext,
) {
  const { questionId, reserve, release } = numbers;
  if (reserve) await reserveReferenceNumber(commands, questionId, reserve, context);
  try {
    const result = await commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), command, context);
    if (release) await releaseReferenceNumber(commands, questionId, release, context);
    return result;
  } catch (error) {
    if (reserve) await releaseReferenceNumber(commands, questionId, reserve, context);
    throw error;
  }
}

export function reserveReferenceNumber(
  commands: CommandHandler,
  questionId: string,
  referenceNumber: string,
  context: CommandContext,
) {
  return commands.handle(
    referenceReservation,
    referenceStream(referenceNumber),
    { type: 'Reserve', ownerId: questionId },
    context,
  );
}

export function releaseReferenceNumber(
  commands: CommandHandler,
  questionId: string,
  referenceNumber: string,
  context: CommandContext,
) {
  return commands.handle(
    referenceReservation,
    referenceStream(referenceNumber),
    { type: 'Release', ownerId: questionId },
    context,
  );
}
