import type { Context, Next } from 'koa';
import { scopesAllow } from '../../src-domain/organization/api-keys.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import { apiKeyQueries } from '../../src-projections/api-keys/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { apiKeyNeeds } from './api-key-scopes.ts';
import { parseApiKey, secretMatches } from './api-key-secret.ts';
import type { ApiKeyUses } from './api-key-uses.ts';
import { SESSION_COOKIE, type AuthState } from './current-user.ts';
import type { RateLimits } from './rate-limits.ts';

export const API_KEY_ERRORS = {
  /** Unknown, malformed, revoked or expired: one answer for all, so a caller learns nothing of which. */
  invalid: 'apiKeys.invalid',
  /** The key is good but its scopes do not reach this route, or not for writing. */
  scopeMissing: 'apiKeys.scopeMissing',
  /** Sign-in, sessions, settings and administration are for people, not keys. */
  routeClosed: 'apiKeys.routeClosed',
  /** A key and a session cookie in one request: which of the two acts would be a guess. */
  withSession: 'apiKeys.withSession',
} as const;

/** The key a request carries as `Authorization: Bearer <key>`; null without one. */
export function bearerOf(ctx: Context): string | null {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export const carriesSession = (ctx: Context): boolean => !!ctx.cookies.get(SESSION_COOKIE);

/**
 * Who is asking when a request carries an organization API key: the key's organization, as one of its
 * companyAdmins would, narrowed to the key's scopes. The key is checked before any route runs (unknown,
 * revoked or expired: 401), then its rate, then whether its scopes reach the route (403); a route outside
 * the key map (src-api/auth/api-key-scopes.ts) is closed. Requests without a key go on to the session.
 */
export function apiKeyCaller(readModels: ReadModels, rateLimits: RateLimits, uses: ApiKeyUses, clock: Clock) {
  const keys = apiKeyQueries(readModels);
  return async (ctx: Context, next: Next) => {
    const bearer = bearerOf(ctx);
    if (bearer === null) return next();
    if (carriesSession(ctx)) throw new ApiError(400, API_KEY_ERRORS.withSession);
    const parsed = parseApiKey(bearer);
    const key = parsed && (await keys.byId(parsed.keyId));
    const now = clock.now();
    if (
      !parsed ||
      !key ||
      !secretMatches(parsed.secret, key.secretHash) ||
      key.revokedAt !== null ||
      (key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime())
    )
      throw new ApiError(401, API_KEY_ERRORS.invalid);
    const waitSeconds = await rateLimits.apiKeyRequest(key._id);
    if (waitSeconds !== null) {
      ctx.set('Retry-After', String(waitSeconds));
      throw new ApiError(429, API_ERRORS.tooManyAttempts);
    }
    await uses.record(key._id, now);
    const needs = apiKeyNeeds(ctx.method, ctx.path);
    if (!needs) throw new ApiError(403, API_KEY_ERRORS.routeClosed);
    if (!scopesAllow(key.scopes, needs.resource, needs.access))
      throw new ApiError(403, API_KEY_ERRORS.scopeMissing);
    const state = ctx.state as AuthState;
    state.user = {
      id: `apiKey:${key._id}`,
      name: key.name,
      email: '',
      language: 'en',
      role: 'companyAdmin',
      organizationId: key.organizationId,
      hotelIds: [],
    };
    state.apiKeyId = key._id;
    await next();
  };
}
