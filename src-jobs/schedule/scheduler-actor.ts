import type { CommandActor } from '../../src-domain/shared/actor.ts';

/**
 * Who the scheduler's commands and records name: no person, so no user's rights or deactivation apply. An
 * inspection it started carries this id as its creator, which is how the automatic close finds its own.
 */
export const SCHEDULER_ACTOR: CommandActor = { id: 'scheduler', role: 'superUser' };
