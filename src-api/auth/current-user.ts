import type { Actor } from '../../src-domain/shared/actor.ts';
import type { Context, Next } from 'koa';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import type { SessionStore } from './session-store.ts';
import type { SignedInUsers } from './signed-in-users.ts';

export const SESSION_COOKIE = 'inspecta_session';

/** The session's user: the Actor the tenancy rules and commands take, with what the screens show. */
export interface CurrentUser extends Actor {
  name: string;
  email: string;
  language: string;
}

export interface AuthState {
  user?: CurrentUser;
  sessionId?: string;
  /** Set when the caller is an organization API key (src-api/auth/api-key-caller.ts), not a person. */
  apiKeyId?: string;
}

/** The user as the API answers it (login, session check). */
export function presentUser(user: CurrentUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    organizationId: user.organizationId,
  };
}

/**
 * Who is asking: resolved from the session cookie and the user's read model on every request, so a role
 * change or deactivation takes effect at once. A session whose user is gone or deactivated is ended here.
 */
export async function resolveUser(
  sessions: SessionStore,
  readModels: ReadModels,
  sessionId: string | undefined,
): Promise<CurrentUser | null> {
  if (!sessionId) return null;
  const session = await sessions.resolve(sessionId);
  if (!session) return null;
  const doc = await userQueries(readModels).byId(session.userId);
  const user = signedInUserOf(doc);
  if (!user) await sessions.destroy(sessionId);
  return user;
}

/** The user a session stands for, or null for one gone or deactivated: HTTP and sockets decide alike. */
export function signedInUserOf(doc: UserDocument | null): CurrentUser | null {
  if (!doc || doc.role === 'deactivated') return null;
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email,
    role: doc.role,
    organizationId: doc.organizationId,
    hotelIds: doc.hotelIds,
    language: doc.language,
  };
}

/** Every request's user, through the sign-ins kept a moment (signed-in-users.ts). */
export function currentUser(signedIn: SignedInUsers) {
  return async (ctx: Context, next: Next) => {
    // An API key has already said who is asking; such a request carries no session.
    if ((ctx.state as AuthState).apiKeyId) return next();
    const sessionId = ctx.cookies.get(SESSION_COOKIE);
    const user = await signedIn.byCookie(sessionId);
    if (user) {
      (ctx.state as AuthState).user = user;
      (ctx.state as AuthState).sessionId = sessionId;
    } else if (sessionId) {
      ctx.cookies.set(SESSION_COOKIE, null);
    }
    await next();
  };
}

export function requireUser(ctx: Context): CurrentUser {
  const user = (ctx.state as AuthState).user;
  if (!user) throw new ApiError(401, API_ERRORS.invalidSession);
  return user;
}

export function requireRole(ctx: Context, roles: readonly Role[]): CurrentUser {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw new ApiError(403, API_ERRORS.noPermission);
  return user;
}
