import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import {
  ADMIN_ROLES,
  hotelScope,
  mayAdministerInspectionType,
  organizationFor,
  userScope,
} from '../auth/tenancy.ts';
import { presentHotel } from '../hotels/presenter.ts';
import { idOrMyParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { presentUser } from '../users/presenter.ts';
import { presentOrganization } from './presenter.ts';
import { createOrganizationBody, updateOrganizationBody } from './schema.ts';

/** Organizations (administration §7 "Users and organizations"). */
export function organizationRoutes(services: ApiServices): Router {
  const { readModels, commands, projections } = services;
  const router = new Router({ prefix: '/api/admin/organizations' });
  const organizations = organizationQueries(readModels);

  router.get('/', async (ctx) => {
    requireRole(ctx, ['superUser']);
    ctx.body = (await organizations.all()).map(presentOrganization);
  });

  router.post('/', async (ctx) => {
    const actor = requireRole(ctx, ['superUser']);
    const body = parseBody(createOrganizationBody, ctx.request.body);
    const organizationId = randomUUID();
    const result = await commands.handle(
      organizationDecider,
      organizationStream(organizationId),
      {
        type: 'CreateOrganization',
        organizationId,
        name: body.name,
        now: services.clock.now().toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    ctx.body = presentOrganization((await organizations.byId(organizationId))!);
  });

  router.get('/:id', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    ctx.body = presentOrganization(await organizationFor(readModels, actor, idOrMyParam(ctx.params.id)));
  });

  router.put('/:id', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const body = parseBody(updateOrganizationBody, ctx.request.body);
    const result = await commands.handle(
      organizationDecider,
      organizationStream(organization._id),
      { type: 'UpdateOrganization', fields: body },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = presentOrganization((await organizations.byId(organization._id))!);
  });

  router.get('/:id/hotels', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const hotels = await hotelQueries(readModels).inOrganization(organization._id, hotelScope(actor));
    ctx.body = hotels.map((hotel) => presentHotel(hotel, services.clock.now()));
  });

  router.get('/:id/users', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const users = await userQueries(readModels).inOrganization(organization._id, userScope(actor));
    ctx.body = users.map(presentUser);
  });

  /** Types to link users to (administration §7: items with id and name), those the actor administers. */
  router.get('/:id/inspection-types', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    const types = await inspectionTypeQueries(readModels).inOrganization(organization._id);
    ctx.body = types
      .filter((type) => mayAdministerInspectionType(actor, type))
      .map((type) => ({ id: type._id, name: type.name, hotelId: type.hotelId }));
  });

  return router;
}
