import type { Decider } from '../eventstore/decider.ts';
import type { UserCommand } from './commands.ts';
import { decideUser } from './decide.ts';
import type { UserEvent } from './events.ts';
import { evolveUser, initialUserState, type UserState } from './state.ts';

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
export const userStream = (userId: string) => `user-${userId}`;
export { USER_ERRORS } from './decide.ts';
export type { UserCommand, UserEvent, UserState };
export type { UserProfileFields } from './events.ts';
