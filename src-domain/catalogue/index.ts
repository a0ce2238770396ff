import type { Decider } from '../eventstore/decider.ts';
import type { ModuleTypeCommand } from './commands.ts';
import { decideModuleType } from './decide.ts';
import type { ModuleTypeEvent } from './events.ts';
import { evolveModuleType, foldModuleType, initialModuleTypeState, type ModuleTypeState } from './state.ts';

/** A module type with its clusters, questions and context questions: one stream, `moduleType-<id>`. */
export const moduleTypeDecider: Decider<ModuleTypeState, ModuleTypeCommand, ModuleTypeEvent> = {
  initialState: initialModuleTypeState,
  evolve: evolveModuleType,
  fold: foldModuleType,
  decide: decideModuleType,
};
export const moduleTypeStream = (id: string) => `moduleType-${id}`;
export { CATALOGUE_ERRORS } from './rules.ts';
export { questionChange } from './decide.ts';
export type { ModuleTypeCommand, ModuleTypeEvent, ModuleTypeState };
export * from './fields.ts';
export * from './choice-options.ts';
export * from './question-flags.ts';
