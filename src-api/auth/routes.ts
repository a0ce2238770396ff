import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { credentialQueries } from '../../src-projections/credentials/queries.ts';
import { logoVersionOf } from '../organizations/presenter.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { EMAIL_CHANGE_MESSAGES, confirmEmailChange } from '../users/email-change.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import {
  SESSION_COOKIE,
  presentUser,
  requireUser,
  resolveUser,
  type AuthState,
  type CurrentUser,
} from './current-user.ts';
import { forgetCredentials, withNewCredential } from './credential-writes.ts';
import { requestPasswordLink } from './reset-request.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { confirmEmailBody, loginBody, resetBody, resetRequestBody } from './schema.ts';
import { ABSOLUTE_TIMEOUT_MS } from './session-store.ts';

export { RESET_TOKEN_TTL_MS } from './reset-request.ts';
export const AUTH_ERRORS = {
  badCredentials: 'errors.badCredentials',
  invalidToken: 'login.invalidToken',
} as const;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const normalEmail = (email: string) => email.trim().toLowerCase();

/** Sign-in, sign-out, session check, password reset (inspection-run §7) and e-mail confirmation. */
export function authRoutes(services: ApiServices): Router {
  const { sessions, readModels, rateLimits, commands, credentials: secrets, projections, log } = services;
  const router = new Router({ prefix: '/api/sessions' });

  const setCookie = (ctx: Context, value: string | null) =>
    ctx.cookies.set(SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/',
      maxAge: value ? ABSOLUTE_TIMEOUT_MS : undefined,
      overwrite: true,
    });

  /** The signed-in user, and whether their organization has a logo (the top bar asks for it only then). */
  const presentSession = async (user: CurrentUser) => {
    const organization = user.organizationId
      ? await organizationQueries(readModels).byId(user.organizationId)
      : null;
    return {
      ...presentUser(user),
      organizationHasLogo: !!organization?.logo,
      organizationLogoVersion: logoVersionOf(organization?.logo ?? null),
    };
  };

  router.post('/login', async (ctx) => {
    const body = parseBody(loginBody, ctx.request.body);
    const email = normalEmail(body.email);
    // The attempt is counted here, before the password is checked; a success gives it back.
    if (!(await rateLimits.loginAttempt(email, ctx.ip))) throw new ApiError(429, API_ERRORS.tooManyAttempts);
    const credentials = await credentialQueries(readModels).byEmail(email);
    const password = credentials?.passwordCredentialId
      ? await secrets.get(credentials.passwordCredentialId)
      : null;
    const passwordOk = await verifyPassword(
      password?.userId === credentials?._id ? (password?.hash ?? null) : null,
      body.password,
    );
    // A deactivated user gets exactly the answer a wrong password gets.
    if (!credentials || !passwordOk || credentials.role === 'deactivated') {
      throw new ApiError(401, AUTH_ERRORS.badCredentials);
    }
    await rateLimits.loginSucceeded(email, ctx.ip);
    const previous = (ctx.state as AuthState).sessionId ?? ctx.cookies.get(SESSION_COOKIE);
    if (previous) await sessions.destroy(previous);
    const sessionId = await sessions.create(credentials._id);
    const user = await resolveUser(sessions, readModels, sessionId);
    if (!user) throw new ApiError(401, AUTH_ERRORS.badCredentials);
    setCookie(ctx, sessionId);
    ctx.body = await presentSession(user);
  });

  router.post('/logout', async (ctx) => {
    const sessionId = (ctx.state as AuthState).sessionId;
    if (sessionId) await sessions.destroy(sessionId);
    setCookie(ctx, null);
    ctx.body = {};
  });

  router.get('/check', async (ctx) => {
    ctx.body = await presentSession(requireUser(ctx));
  });

  router.post('/request-password-reset', async (ctx) => {
    const body = parseBody(resetRequestBody, ctx.request.body);
    const email = normalEmail(body.email);
    if (!(await rateLimits.resetAllowed(email, ctx.ip))) throw new ApiError(429, API_ERRORS.tooManyAttempts);
    const credentials = await credentialQueries(readModels).byEmail(email);
    if (credentials && credentials.role !== 'deactivated') {
      // Recorded after answering, so the answer takes as long whether or not the e-mail exists.
      void requestReset(credentials._id, credentials.resetCredentialId).catch((error: Error) =>
        log(`password reset request failed: ${error.message}`),
      );
    }
    ctx.body = { msg: 'login.requestResetSuccess' };
  });

  const requestReset = (userId: string, replaced: string | null) =>
    requestPasswordLink(services, userId, replaced);

  router.post('/reset-password', async (ctx) => {
    const body = parseBody(resetBody, ctx.request.body);
    const reset = await secrets.findByHash('passwordReset', tokenHash(body.token));
    if (!reset) throw new ApiError(400, AUTH_ERRORS.invalidToken);
    const userId = reset.userId;
    const previous = await credentialQueries(readModels).byUserId(userId);
    const now = services.clock.now();
    // The decider accepts only the user's outstanding, unexpired link; a replaced one is refused there.
    const result = await withNewCredential(
      secrets,
      { userId, purpose: 'password', hash: await hashPassword(body.password), now },
      (passwordCredentialId) =>
        commands.handle(
          userDecider,
          userStream(userId),
          {
            type: 'ResetPassword',
            resetCredentialId: reset.id,
            passwordCredentialId,
            now: now.toISOString(),
          },
          { actorId: userId },
        ),
    );
    // The link is used up and the old password is no one's any more: neither hash is kept.
    await forgetCredentials(secrets, [reset.id, previous?.passwordCredentialId]);
    // Whoever had the old password is signed out everywhere.
    await sessions.destroyAllOf(userId);
    await projections.waitFor(result.position);
    ctx.body = { msg: 'login.resetSuccess' };
  });

  /**
   * The link mailed to a new e-mail address: the token alone proves its owner reads it, so no session is
   * needed (the link may well be opened on another device). From here on the user signs in with it.
   */
  router.post('/confirm-email', async (ctx) => {
    const body = parseBody(confirmEmailBody, ctx.request.body);
    const result = await confirmEmailChange(services, body.token);
    await projections.waitFor(result.position);
    ctx.body = { msg: EMAIL_CHANGE_MESSAGES.confirmed };
  });

  return router;
}
