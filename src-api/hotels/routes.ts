import Router from '@koa/router';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import { requireRole, requireUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, hotelFor, hotelScope, organizationFor } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { EMPTY_HOTEL, createHotel, deleteHotel, updateHotel } from './hotel-commands.ts';
import { presentHotel, presentHotelForAgent } from './presenter.ts';
import { createHotelBody, updateHotelBody } from './schema.ts';

/** Entities (administration §7 "Entities"), and the signed-in user's own list. */
export function hotelRoutes(services: ApiServices): Router {
  const { readModels, commands, projections } = services;
  const router = new Router();
  const hotels = hotelQueries(readModels);
  const reload = async (id: string) => presentHotel((await hotels.byId(id))!, services.clock.now());
  // Inactive entities sort last, then by name.
  const ordered = <Row extends { inactive: boolean; name: string }>(
    list: HotelDocument[],
    present: (doc: HotelDocument, now: Date) => Row,
  ) =>
    list
      .map((doc) => present(doc, services.clock.now()))
      .sort((a, b) => Number(a.inactive) - Number(b.inactive) || a.name.localeCompare(b.name));

  router.get('/api/hotels', async (ctx) => {
    const user = requireUser(ctx);
    const visible = await hotels.inScope(hotelScope(user));
    // Agents see the entities they work at, without the administrative fields (notification lists).
    ctx.body = ordered(visible, user.role === 'user' ? presentHotelForAgent : presentHotel);
  });

  router.get('/api/admin/hotels', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    ctx.body = ordered(await hotels.inScope(hotelScope(actor)), presentHotel);
  });

  router.get('/api/admin/hotels/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    ctx.body = presentHotel(await hotelFor(readModels, actor, idParam(ctx.params.id)), services.clock.now());
  });

  router.post('/api/admin/hotels', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const { organizationId: requested, ...fields } = parseBody(createHotelBody, ctx.request.body);
    let organization: OrganizationDocument;
    if (actor.role === 'superUser') {
      if (!requested)
        throw new ApiError(400, 'entities.organizationRequired', {
          organizationId: 'entities.organizationRequired',
        });
      // An id that names no organization is a bad request with the field's key, not a 404 of the path.
      organization = await organizationFor(readModels, actor, requested).catch(() => {
        throw new ApiError(400, 'entities.organizationRequired', {
          organizationId: 'entities.organizationRequired',
        });
      });
    } else {
      organization = await organizationFor(readModels, actor, 'my');
    }
    const created = await createHotel(
      commands,
      actor,
      organization._id,
      { ...EMPTY_HOTEL, ...fields },
      services.clock.now(),
    );
    await projections.waitFor(created.position);
    ctx.status = 201;
    ctx.body = await reload(created.hotelId);
  });

  router.put('/api/admin/hotels/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const hotel = await hotelFor(readModels, actor, idParam(ctx.params.id));
    const fields = parseBody(updateHotelBody, ctx.request.body);
    const result = await updateHotel(commands, actor, hotel, fields);
    await projections.waitFor(result.position);
    ctx.body = await reload(hotel._id);
  });

  router.delete('/api/admin/hotels/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const hotel = await hotelFor(readModels, actor, idParam(ctx.params.id));
    if (actor.role !== 'superUser') throw new ApiError(403, API_ERRORS.noPermission);
    const result = await deleteHotel(commands, actor, hotel, services.clock.now());
    await projections.waitFor(result.position);
    ctx.body = {};
  });

  return router;
}
