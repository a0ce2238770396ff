import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { webhookDecider, webhookStream, type WebhookCommand } from '../../src-domain/webhook/index.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { WebhookDocument } from '../../src-projections/webhooks/projection.ts';
import { webhookQueries } from '../../src-projections/webhooks/queries.ts';
import { requireRole, type CurrentUser } from '../auth/current-user.ts';
import { organizationFor } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idOrMyParam, idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { presentWebhook } from './presenter.ts';
import { changeWebhookBody, createWebhookBody, deliveriesQuery } from './schema.ts';

const WEBHOOK_ROLES = ['superUser', 'companyAdmin'] as const;

/**
 * An organization's webhook endpoints (docs/api.md, Webhooks): companyAdmins of the organization and
 * superUsers list, register (the signing secret answered once), change, enable, disable and remove them,
 * read the delivery log and redeliver. Another organization's endpoint is not found.
 */
export function webhookRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, webhooks } = services;
  const router = new Router({ prefix: '/api/admin/organizations/:id/webhooks' });
  const endpoints = webhookQueries(readModels);

  const organizationOf = async (
    ctx: Context,
  ): Promise<{ actor: CurrentUser; organization: OrganizationDocument }> => {
    const actor = requireRole(ctx, WEBHOOK_ROLES);
    return { actor, organization: await organizationFor(readModels, actor, idOrMyParam(ctx.params.id)) };
  };

  const endpointOf = async (ctx: Context) => {
    const { actor, organization } = await organizationOf(ctx);
    const endpoint = await endpoints.byId(idParam(ctx.params.webhookId));
    if (!endpoint || endpoint.organizationId !== organization._id)
      throw new ApiError(404, API_ERRORS.notFound);
    return { actor, endpoint };
  };

  const refuseAddress = async (url: string) => {
    const refusal = await webhooks.refusalOf(url);
    if (refusal) throw new ApiError(400, refusal, { url: refusal });
  };

  const handle = async (actor: CurrentUser, endpoint: WebhookDocument, command: WebhookCommand) => {
    const result = await commands.handle(webhookDecider, webhookStream(endpoint._id), command, {
      actorId: actor.id,
    });
    await projections.waitFor(result.position);
  };

  router.get('/', async (ctx) => {
    const { organization } = await organizationOf(ctx);
    ctx.body = (await endpoints.ofOrganization(organization._id)).map(presentWebhook);
  });

  router.post('/', async (ctx) => {
    const { actor, organization } = await organizationOf(ctx);
    const body = parseBody(createWebhookBody(webhooks.allowLoopback), ctx.request.body);
    await refuseAddress(body.url);
    const webhookId = randomUUID();
    const secret = webhooks.newSecret();
    const result = await commands.handle(
      webhookDecider,
      webhookStream(webhookId),
      {
        type: 'RegisterWebhook',
        webhookId,
        organizationId: organization._id,
        url: body.url,
        kinds: body.kinds,
        secret: await webhooks.sealSecret(webhookId, secret),
        by: actor.id,
        at: services.clock.now().toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    // The only answer that ever holds the secret.
    ctx.body = { ...presentWebhook((await endpoints.byId(webhookId))!), secret };
  });

  router.put('/:webhookId', async (ctx) => {
    const { actor, endpoint } = await endpointOf(ctx);
    const { enabled, ...fields } = parseBody(changeWebhookBody(webhooks.allowLoopback), ctx.request.body);
    if (fields.url !== undefined && fields.url !== endpoint.url) await refuseAddress(fields.url);
    const at = services.clock.now().toISOString();
    if (Object.keys(fields).length > 0)
      await handle(actor, endpoint, { type: 'ChangeWebhook', fields, by: actor.id, at });
    if (enabled === true) await handle(actor, endpoint, { type: 'EnableWebhook', by: actor.id, at });
    if (enabled === false)
      await handle(actor, endpoint, { type: 'DisableWebhook', reason: 'admin', by: actor.id, at });
    ctx.body = presentWebhook((await endpoints.byId(endpoint._id))!);
  });

  router.delete('/:webhookId', async (ctx) => {
    const { actor, endpoint } = await endpointOf(ctx);
    await handle(actor, endpoint, {
      type: 'RemoveWebhook',
      by: actor.id,
      at: services.clock.now().toISOString(),
    });
    await webhooks.forgetSecret(endpoint._id);
    ctx.status = 204;
  });

  router.get('/:webhookId/deliveries', async (ctx) => {
    const { endpoint } = await endpointOf(ctx);
    const query = deliveriesQuery.safeParse(ctx.query);
    if (!query.success) throw new ApiError(400, 'errors.validation', { limit: 'errors.validation' });
    ctx.body = await webhooks.deliveries(endpoint._id, query.data.limit);
  });

  router.post('/:webhookId/deliveries/:deliveryId/redeliver', async (ctx) => {
    const { actor, endpoint } = await endpointOf(ctx);
    const deliveryId = idParam(ctx.params.deliveryId);
    if (!(await webhooks.redeliver(endpoint._id, deliveryId))) throw new ApiError(404, API_ERRORS.notFound);
    // The audit trail names who sent which delivery again.
    await handle(actor, endpoint, {
      type: 'RequestRedelivery',
      deliveryId,
      by: actor.id,
      at: services.clock.now().toISOString(),
    });
    ctx.status = 202;
    ctx.body = { redelivered: true };
  });

  return router;
}
