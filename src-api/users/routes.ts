import Router from '@koa/router';
import { USER_ERRORS, userDecider, userStream } from '../../src-domain/user/index.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import { requestPasswordLink } from '../auth/reset-request.ts';
import {
  ADMIN_ROLES,
  hotelFor,
  inspectionTypeFor,
  organizationFor,
  userFor,
  userScope,
} from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { createUser } from './create-user.ts';
import { assertEmailFree, requestEmailChange } from './email-change.ts';
import { presentUser } from './presenter.ts';
import { AGENT_CODE_REQUIRED, createUserBody, eraseUserBody, updateUserBody } from './schema.ts';
import { eraseUser } from './erase-user.ts';
import { deleteUser, updateUser } from './user-commands.ts';

/** How long an erasure waits for the read models to drop the person's values (a plain command waits 5 s). */
const ERASURE_WAIT_MS = 60_000;

/** Users (administration §7 "Users and organizations"). */
export function userRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, sessions } = services;
  const router = new Router({ prefix: '/api/admin/users' });
  const users = userQueries(readModels);
  const reload = async (id: string) => presentUser((await users.byId(id))!);

  router.get('/', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    ctx.body = (await users.inScope(userScope(actor))).map(presentUser);
  });

  router.get('/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    ctx.body = presentUser(await userFor(readModels, actor, idParam(ctx.params.id)));
  });

  router.post('/', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const body = parseBody(createUserBody, ctx.request.body);
    const organization =
      actor.role === 'superUser'
        ? body.organizationId
          ? await organizationFor(readModels, actor, idParam(body.organizationId))
          : null
        : await organizationFor(readModels, actor, 'my');
    // Every entity linked must be one the actor administers, in the user's organization.
    const hotelIds = [...new Set(body.hotelIds.map((id) => idParam(id)))];
    for (const hotelId of hotelIds) {
      const hotel = await hotelFor(readModels, actor, hotelId);
      if (hotel.organizationId !== organization?._id)
        throw new ApiError(400, 'users.entityOutsideOrganization', {
          hotelIds: 'users.entityOutsideOrganization',
        });
    }
    // What a hotelAdmin creates sits at their entities, so it stays a user they administer.
    if (actor.role === 'hotelAdmin' && hotelIds.length === 0)
      throw new ApiError(400, USER_ERRORS.hotelRequired, { hotelIds: USER_ERRORS.hotelRequired });
    const created = await createUser(
      { commands, credentials: services.credentials },
      {
        name: body.name,
        email: body.email,
        agentCode: body.agentCode,
        role: body.role,
        profile: body.profile,
        organizationId: organization?._id ?? null,
        hotelIds,
        password: body.invite ? null : body.password!,
        actorId: actor.id,
        actorRole: actor.role,
      },
      services.clock.now(),
    );
    // The invitation is the reset link machinery's: one token, single-use, expiring, mailed by the jobs role.
    const invited = body.invite
      ? await requestPasswordLink(services, created.userId, null, { invitation: true, actorId: actor.id })
      : null;
    await projections.waitFor(Math.max(created.position, invited?.position ?? 0));
    ctx.status = 201;
    ctx.body = await reload(created.userId);
  });

  router.put('/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const user = await userFor(readModels, actor, idParam(ctx.params.id));
    const { email, ...fields } = parseBody(updateUserBody, ctx.request.body);
    if (user._id === actor.id && fields.role && fields.role !== user.role)
      throw new ApiError(403, API_ERRORS.noPermission);
    if (fields.agentCode === '') {
      // An empty code keeps a user who has none without one; it never takes a code away.
      if (user.agentCode) throw new ApiError(400, AGENT_CODE_REQUIRED, { agentCode: AGENT_CODE_REQUIRED });
      delete fields.agentCode;
    }
    const emailChanges = email !== undefined && email !== user.email;
    // A taken address is refused before anything else changes.
    if (emailChanges) await assertEmailFree(readModels, user._id, email);
    const updated = await updateUser(commands, actor, user._id, fields);
    // A new e-mail only waits for its confirmation link; the answer still carries the current one.
    const requested = emailChanges ? await requestEmailChange(services, actor.id, user, email) : null;
    await projections.waitFor(Math.max(updated.position, requested?.position ?? 0));
    ctx.body = await reload(user._id);
  });

  router.delete('/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const user = await userFor(readModels, actor, idParam(ctx.params.id));
    if (user._id === actor.id) throw new ApiError(403, API_ERRORS.noPermission);
    const result = await deleteUser(commands, actor, user._id, user.email, services.clock.now());
    await sessions.destroyAllOf(user._id);
    await projections.waitFor(result.position);
    ctx.body = {};
  });

  /** Erasure of a person's personal data: irreversible, so the superUser's alone, and confirmed in the body. */
  router.post('/:id/erase', async (ctx) => {
    const actor = requireRole(ctx, ['superUser']);
    const userId = idParam(ctx.params.id);
    parseBody(eraseUserBody, ctx.request.body);
    if (userId === actor.id) throw new ApiError(403, API_ERRORS.noPermission);
    const result = await eraseUser(services, actor, userId);
    // "Erased" is a promise about every file: the read models must have dropped the values before the log's
    // old frames are purged, so this waits longer than a plain command does and fails rather than answer early.
    if (!(await projections.waitFor(result.position, ERASURE_WAIT_MS)))
      throw new Error('the read models did not take the erasure in time');
    await services.personalData.purgeFreedBytes();
    ctx.body = {};
  });

  const link = (linked: boolean) => async (ctx: Parameters<Parameters<typeof router.put>[1]>[0]) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const user = await userFor(readModels, actor, idParam(ctx.params.userId));
    const hotel = await hotelFor(readModels, actor, idParam(ctx.params.hotelId));
    if (hotel.organizationId !== user.organizationId) throw new ApiError(404, API_ERRORS.notFound);
    const result = await commands.handle(
      userDecider,
      userStream(user._id),
      { type: linked ? 'LinkHotel' : 'UnlinkHotel', hotelId: hotel._id },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = await reload(user._id);
  };
  router.put('/:userId/hotels/:hotelId/link', link(true));
  router.delete('/:userId/hotels/:hotelId/link', link(false));

  /** The inspection types a user is linked to: id, name and the entity's name (administration §7). */
  router.get('/:id/inspection-types', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const user = await userFor(readModels, actor, idParam(ctx.params.id));
    const types = await inspectionTypeQueries(readModels).byIds(user.inspectionTypeIds ?? []);
    const hotels = await hotelQueries(readModels).byIds(types.flatMap((t) => (t.hotelId ? [t.hotelId] : [])));
    ctx.body = types.map((type) => ({
      id: type._id,
      name: type.name,
      hotel: type.hotelId
        ? { id: type.hotelId, name: hotels.find((h) => h._id === type.hotelId)?.name ?? '' }
        : null,
    }));
  });

  const linkType = (linked: boolean) => async (ctx: Parameters<Parameters<typeof router.put>[1]>[0]) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const user = await userFor(readModels, actor, idParam(ctx.params.userId));
    const type = await inspectionTypeFor(readModels, actor, idParam(ctx.params.typeId));
    if (type.organizationId !== user.organizationId) throw new ApiError(404, API_ERRORS.notFound);
    const result = await commands.handle(
      userDecider,
      userStream(user._id),
      { type: linked ? 'LinkInspectionType' : 'UnlinkInspectionType', inspectionTypeId: type._id },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = await reload(user._id);
  };
  router.put('/:userId/inspection-types/:typeId/link', linkType(true));
  router.delete('/:userId/inspection-types/:typeId/link', linkType(false));

  return router;
}
