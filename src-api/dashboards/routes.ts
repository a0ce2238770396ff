import Router from '@koa/router';
import type { Context } from 'koa';
import { randomUUID } from 'node:crypto';
import {
  dashboardDecider,
  dashboardStream,
  defaultDashboardSettings,
  DASHBOARD_ERRORS,
} from '../../src-domain/dashboard/index.ts';
import { DEFAULT_LOCALE, isLocale } from '../../src-domain/shared/locales.ts';
import { dashboardQueries } from '../../src-projections/dashboards/queries.ts';
import { organizationQueries } from '../../src-projections/organizations/queries.ts';
import { requireRole, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, hotelFor } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { presentDashboard } from './presenter.ts';
import { dashboardView } from './public-view.ts';
import {
  changeDashboardBody,
  createDashboardBody,
  DASHBOARD_UUID,
  regenerateDashboardBody,
} from './schema.ts';

/** Every public dashboard route lives under it: rate-limited per IP, no session read or set. */
export const DASHBOARD_VIEW_PREFIX = '/api/dashboards/view/';

/**
 * Dashboards (administration-and-reporting §7): the editor's routes for the admins of the dashboard's
 * entity (superUsers, the organization's companyAdmins, the entity's hotelAdmins; anyone else's dashboard is
 * 404), and the public view by uuid, without a session.
 */
export function dashboardRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, clock, files, rateLimits } = services;
  const router = new Router();
  const dashboards = dashboardQueries(readModels);

  /** The dashboard and its entity, for an actor who administers that entity; 404 otherwise. */
  const dashboardFor = async (actor: CurrentUser, id: string) => {
    const dashboard = await dashboards.byId(idParam(id));
    if (!dashboard) throw new ApiError(404, DASHBOARD_ERRORS.notFound);
    const hotel = await hotelFor(readModels, actor, dashboard.hotelId).catch(() => {
      throw new ApiError(404, DASHBOARD_ERRORS.notFound);
    });
    return { dashboard, hotel };
  };

  const answerOf = async (id: string, actor: CurrentUser) => {
    const { dashboard, hotel } = await dashboardFor(actor, id);
    return presentDashboard(dashboard, hotel);
  };

  const publicLimit = async (ctx: Context) => {
    const waitSeconds = await rateLimits.dashboardRequest(ctx.ip);
    if (waitSeconds !== null) {
      ctx.set('Retry-After', String(waitSeconds));
      throw new ApiError(429, API_ERRORS.tooManyAttempts);
    }
  };

  /** The public view: display settings and figures only. The same 404 for every reason it is not there. */
  router.get('/api/dashboards/view/:uuid', async (ctx) => {
    await publicLimit(ctx);
    const uuid = String(ctx.params.uuid ?? '');
    const view = DASHBOARD_UUID.test(uuid) ? await dashboardView(readModels, uuid, clock.now()) : null;
    if (!view) throw new ApiError(404, DASHBOARD_ERRORS.notFound);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = view;
  });

  /** The organization's logo, for a view that shows it. */
  router.get('/api/dashboards/view/:uuid/logo', async (ctx) => {
    await publicLimit(ctx);
    const uuid = String(ctx.params.uuid ?? '');
    const view = DASHBOARD_UUID.test(uuid) ? await dashboardView(readModels, uuid, clock.now()) : null;
    const dashboard = view?.logo ? await dashboards.byUuid(uuid) : null;
    const organization = dashboard
      ? await organizationQueries(readModels).byId(dashboard.organizationId)
      : null;
    if (!organization?.logo) throw new ApiError(404, DASHBOARD_ERRORS.notFound);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = organization.logo.mimeType;
    ctx.body = await files.read(organization.logo.fileName);
  });

  /** An entity's dashboards with their public links (the entity page). */
  router.get('/api/dashboards', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const hotel = await hotelFor(readModels, actor, idParam(String(ctx.query.hotelId ?? '')));
    ctx.body = (await dashboards.ofHotel(hotel._id)).map((d) => presentDashboard(d, hotel));
  });

  /** Made on opening the editor's create route; the answer's id is where the editor goes next. */
  router.post('/api/dashboards', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const hotel = await hotelFor(readModels, actor, idParam(String(ctx.query.hotelId ?? '')));
    const body = parseBody(createDashboardBody, ctx.request.body ?? {});
    const dashboardId = randomUUID();
    const result = await commands.handle(
      dashboardDecider,
      dashboardStream(dashboardId),
      {
        type: 'CreateDashboard',
        actorRole: actor.role,
        dashboardId,
        hotelId: hotel._id,
        organizationId: hotel.organizationId,
        uuid: randomUUID(),
        settings: {
          ...defaultDashboardSettings(isLocale(actor.language) ? actor.language : DEFAULT_LOCALE),
          ...body,
        },
        by: actor.id,
        at: clock.now().toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    ctx.body = await answerOf(dashboardId, actor);
  });

  router.get('/api/dashboards/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    ctx.body = await answerOf(String(ctx.params.id), actor);
  });

  router.put('/api/dashboards/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const { dashboard } = await dashboardFor(actor, String(ctx.params.id));
    const changes = parseBody(changeDashboardBody, ctx.request.body ?? {});
    const result = await commands.handle(
      dashboardDecider,
      dashboardStream(dashboard._id),
      {
        type: 'ChangeDashboard',
        actorRole: actor.role,
        changes,
        by: actor.id,
        at: clock.now().toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = await answerOf(dashboard._id, actor);
  });

  /** A new uuid: the old address and every embed of it stop at once (their sockets are ended). */
  router.put('/api/dashboards/:id/regenerate', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const { dashboard } = await dashboardFor(actor, String(ctx.params.id));
    parseBody(regenerateDashboardBody, ctx.request.body ?? {});
    const result = await commands.handle(
      dashboardDecider,
      dashboardStream(dashboard._id),
      {
        type: 'RegenerateDashboard',
        actorRole: actor.role,
        uuid: randomUUID(),
        by: actor.id,
        at: clock.now().toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = await answerOf(dashboard._id, actor);
  });

  router.delete('/api/dashboards/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const { dashboard } = await dashboardFor(actor, String(ctx.params.id));
    const result = await commands.handle(
      dashboardDecider,
      dashboardStream(dashboard._id),
      { type: 'RemoveDashboard', actorRole: actor.role, by: actor.id, at: clock.now().toISOString() },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 204;
  });

  return router;
}
