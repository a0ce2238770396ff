import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { ApiKeyScope } from '../../src-domain/organization/api-keys.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { apiKeyQueries } from '../../src-projections/api-keys/queries.ts';
import type { ApiKeyDocument } from '../../src-projections/api-keys/projection.ts';
import { newApiKeySecret } from '../auth/api-key-secret.ts';
import { requireRole } from '../auth/current-user.ts';
import { organizationFor } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idOrMyParam, idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { createApiKeyBody } from './api-key-schema.ts';

/** Who may hold an organization's keys: its companyAdmins, and superUsers for any organization. */
const KEY_ADMINS = ['superUser', 'companyAdmin'] as const;

/**
 * An organization's API keys (docs/api.md "API keys"). The secret is in the create answer only; the list
 * shows what a key may do and its state, never the secret nor its hash.
 */
export function apiKeyRoutes(services: ApiServices): Router {
  const { readModels, commands, projections } = services;
  const router = new Router({ prefix: '/api/admin/organizations/:id/api-keys' });
  const keys = apiKeyQueries(readModels);

  const present = (key: ApiKeyDocument, lastUsedAt: string | null) => ({
    id: key._id,
    name: key.name,
    scopes: key.scopes,
    createdAt: key.createdAt,
    createdBy: key.createdBy,
    expiresAt: key.expiresAt,
    revokedAt: key.revokedAt,
    lastUsedAt,
    state: key.revokedAt
      ? 'revoked'
      : key.expiresAt && Date.parse(key.expiresAt) <= services.clock.now().getTime()
        ? 'expired'
        : 'active',
  });

  router.get('/', async (ctx) => {
    const actor = requireRole(ctx, KEY_ADMINS);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const list = await keys.inOrganization(organization._id);
    const uses = await services.apiKeyUses.lastUses(list.map((key) => key._id));
    ctx.body = list.map((key) => present(key, uses.get(key._id) ?? null));
  });

  router.post('/', async (ctx) => {
    const actor = requireRole(ctx, KEY_ADMINS);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const body = parseBody(createApiKeyBody, ctx.request.body);
    const keyId = randomUUID();
    const { key, secretHash } = newApiKeySecret(keyId);
    const result = await commands.handle(
      organizationDecider,
      organizationStream(organization._id),
      {
        type: 'CreateApiKey',
        keyId,
        name: body.name,
        scopes: body.scopes as ApiKeyScope[],
        secretHash,
        expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
        now: services.clock.now().toISOString(),
        by: actor.id,
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    // The one time the key is told: it is kept only as its hash.
    ctx.body = { ...present((await keys.byId(keyId))!, null), key };
  });

  router.delete('/:keyId', async (ctx) => {
    const actor = requireRole(ctx, KEY_ADMINS);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const keyId = idParam(ctx.params.keyId);
    const found = await keys.byId(keyId);
    if (!found || found.organizationId !== organization._id) throw new ApiError(404, API_ERRORS.notFound);
    const result = await commands.handle(
      organizationDecider,
      organizationStream(organization._id),
      { type: 'RevokeApiKey', keyId, now: services.clock.now().toISOString(), by: actor.id },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    const uses = await services.apiKeyUses.lastUses([keyId]);
    ctx.body = present((await keys.byId(keyId))!, uses.get(keyId) ?? null);
  });

  return router;
}
