import { newPasswordProblem } from '../../../src-domain/shared/password.ts';
import { needsHotel, needsOrganization, type Role } from '../../../src-domain/shared/roles.ts';

export type NewUserField = 'organizationId' | 'name' | 'email' | 'agentCode' | 'password' | 'hotelIds';

/**
 * Every field of a new user that cannot go as it is, with the key the server would answer for it, so an
 * empty form names each missing field at once (the server, checking again, stops at its first).
 */
export function newUserProblems(form: {
  name: string;
  email: string;
  agentCode: string;
  role: Role;
  password: string;
  passwordRepeat: string;
  /** An invitation: the user chooses the password, so the form asks for none. */
  invite: boolean;
  hotelIds: readonly string[];
  /** Entities to choose from: none offered (an administrator without an organization), none asked for. */
  hotelsOffered: number;
  /** A superUser chose "no organization": only a superUser (or a deactivated user) may be made so. */
  withoutOrganization: boolean;
}): Partial<Record<NewUserField, string>> {
  const problems: Partial<Record<NewUserField, string>> = {};
  if (form.withoutOrganization && needsOrganization(form.role))
    problems.organizationId = 'users.organizationRequired';
  if (!form.name.trim()) problems.name = 'users.nameRequired';
  if (!form.email.trim()) problems.email = 'users.emailRequired';
  if (!form.agentCode.trim()) problems.agentCode = 'users.agentCodeRequired';
  const password = form.invite ? null : newPasswordProblem(form.password, form.passwordRepeat);
  if (password) problems.password = password;
  if (needsHotel(form.role) && form.hotelsOffered > 0 && form.hotelIds.length === 0)
    problems.hotelIds = 'users.entityRequired';
  return problems;
}
