import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
  mayManageTypes,
  type InspectionTypeFields,
} from '../../src-domain/inspection-type/index.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/shared/locales.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { moduleTypeQueries } from '../../src-projections/module-types/queries.ts';
import { requireRole, requireUser, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, hotelFor, hotelScope, inspectionTypeFor, organizationFor } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { idParam, idOrMyParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import {
  presentInspectionType,
  presentModules,
  presentSelfServeType,
  presentTypeQuestions,
} from './presenter.ts';
import {
  createModuleBody,
  createTypeBody,
  fromTemplateBody,
  updateModuleBody,
  updateTypeBody,
} from './schema.ts';

/**
 * Inspection types and their modules (administration §7 "Inspection types and modules"). A type belongs to an
 * entity, or to the organization as a template that is copied to entities ("link to entity", fromTemplate).
 * Who may change which field is the decider's (§6); here, who may see the type at all.
 */
export function inspectionTypeRoutes(services: ApiServices): Router {
  const { readModels, commands, projections } = services;
  const router = new Router();
  const types = inspectionTypeQueries(readModels);
  const hotels = hotelQueries(readModels);
  const moduleTypes = moduleTypeQueries(readModels);
  /** The module types a type's modules use: read by id, never the whole catalogue per request. */
  const moduleTypesOf = (type: { modules: Array<{ moduleTypeId: string }> }) =>
    moduleTypes.byIds(type.modules.map((m) => m.moduleTypeId));
  const context = (actor: CurrentUser) => ({ actorId: actor.id });

  const hotelNames = async (docs: InspectionTypeDocument[]) => {
    const ids = [...new Set(docs.flatMap((doc) => (doc.hotelId ? [doc.hotelId] : [])))];
    const list = ids.length ? await hotels.byIds(ids) : [];
    return new Map(list.map((hotel) => [hotel._id, hotel.name]));
  };
  const present = async (docs: InspectionTypeDocument[]) => {
    const names = await hotelNames(docs);
    return docs.map((doc) => presentInspectionType(doc, doc.hotelId ? (names.get(doc.hotelId) ?? '') : null));
  };
  const reload = async (id: string) => (await present([(await types.byId(id))!]))[0];
  const typeOf = (ctx: Context, actor: CurrentUser) =>
    inspectionTypeFor(readModels, actor, idParam(ctx.params.id ?? ctx.params.typeId));

  async function create(
    actor: CurrentUser,
    organizationId: string,
    hotelId: string | null,
    fields: InspectionTypeFields,
    template: InspectionTypeDocument | null = null,
  ) {
    const inspectionTypeId = randomUUID();
    const moduleIds = Object.fromEntries((template?.modules ?? []).map((m) => [m.id, randomUUID()]));
    const result = await commands.handle(
      inspectionTypeDecider,
      inspectionTypeStream(inspectionTypeId),
      {
        type: 'CreateInspectionType',
        actorRole: actor.role,
        inspectionTypeId,
        organizationId,
        hotelId,
        fields,
        template: template && {
          inspectionTypeId: template._id,
          modules: template.modules.map(({ id, ...module }) => ({ ...module, moduleId: id })),
        },
        moduleIds,
        now: services.clock.now().toISOString(),
      },
      context(actor),
    );
    return { inspectionTypeId, position: result.position };
  }

  /** Copies a type with its modules to each entity; the entities must be the template's organization's. */
  async function fromTemplate(ctx: Context, hotelIdsOf: () => string[], refused: () => ApiError) {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const template = await typeOf(ctx, actor);
    const hotelIds = hotelIdsOf();
    const targets: HotelDocument[] = [];
    // An entity that does not exist, is outside the actor's scope or the template's organization: one answer.
    for (const id of new Set(hotelIds.map((id) => idParam(id)))) {
      const hotel = await hotelFor(readModels, actor, id).catch(() => null);
      if (!hotel || hotel.organizationId !== template.organizationId) throw refused();
      targets.push(hotel);
    }
    const fields = typeFieldsOf(template);
    let last = 0;
    const created: string[] = [];
    for (const hotel of targets) {
      const result = await create(actor, template.organizationId, hotel._id, fields, template);
      created.push(result.inspectionTypeId);
      last = result.position;
    }
    await projections.waitFor(last);
    ctx.status = 201;
    ctx.body = await present(await types.byIds(created));
  }

  /** Self-serve types at the entities the signed-in user works at (or administers); the web filters by entity. */
  router.get('/api/inspection-types', async (ctx) => {
    const user = requireUser(ctx);
    // An agent's scope is the entities they work at.
    const visible = await hotels.inScope(hotelScope(user));
    const list = await types.selfServeAt(visible.map((hotel) => hotel._id));
    ctx.body = list.map(presentSelfServeType);
  });

  router.get('/api/admin/hotels/:hotelId/inspection-types', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const hotel = await hotelFor(readModels, actor, idParam(ctx.params.hotelId));
    ctx.body = await present(await types.atHotel(hotel._id));
  });

  /** The organization's own types (templates); the link-to-entity list is /inspection-types on the same path. */
  router.get('/api/admin/organizations/:id/inspectionTypes', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const organization = await organizationFor(readModels, actor, idOrMyParam(ctx.params.id));
    ctx.body = await present(await types.templatesOf(organization._id));
  });

  router.get('/api/admin/inspection-types/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    ctx.body = (await present([await typeOf(ctx, actor)]))[0];
  });

  /** The questions of the type's modules, to choose prefilled questions from (administration §3). */
  router.get('/api/admin/inspection-types/:id/questions', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const type = await typeOf(ctx, actor);
    ctx.body = presentTypeQuestions(type, await moduleTypesOf(type), languageOf(ctx.query.languageShortCode));
  });

  router.post('/api/admin/hotels/:hotelId/inspection-types', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const hotel = await hotelFor(readModels, actor, idParam(ctx.params.hotelId));
    const { organizationId: _ignored, ...fields } = parseBody(createTypeBody, ctx.request.body);
    const created = await create(actor, hotel.organizationId, hotel._id, {
      ...DEFAULT_INSPECTION_TYPE,
      ...fields,
    });
    await projections.waitFor(created.position);
    ctx.status = 201;
    ctx.body = await reload(created.inspectionTypeId);
  });

  /** An organization's type: a superUser names the organization, a companyAdmin's is their own. */
  router.post('/api/admin/inspection-types', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const { organizationId: requested, ...fields } = parseBody(createTypeBody, ctx.request.body);
    if (actor.role === 'superUser' && !requested)
      throw new ApiError(400, 'inspectionTypes.organizationRequired', {
        organizationId: 'inspectionTypes.organizationRequired',
      });
    // An organization id that names none is a bad request with the field's key.
    const organization = await organizationFor(
      readModels,
      actor,
      actor.role === 'superUser' ? requested! : 'my',
    ).catch(() => {
      throw new ApiError(400, 'inspectionTypes.organizationRequired', {
        organizationId: 'inspectionTypes.organizationRequired',
      });
    });
    const created = await create(actor, organization._id, null, { ...DEFAULT_INSPECTION_TYPE, ...fields });
    await projections.waitFor(created.position);
    ctx.status = 201;
    ctx.body = await reload(created.inspectionTypeId);
  });

  router.put('/api/admin/inspection-types/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const type = await typeOf(ctx, actor);
    const {
      id: _i,
      hotelId: _h,
      organizationId: _o,
      ...fields
    } = parseBody(updateTypeBody, ctx.request.body);
    if (fields.prefilledQuestions) {
      // Only questions the type asks; an entry without a comment prefills nothing and is dropped.
      const asked = new Set(
        presentTypeQuestions(type, await moduleTypesOf(type), DEFAULT_LOCALE).map((q) => q.id),
      );
      if (fields.prefilledQuestions.some((p) => !asked.has(p.questionId)))
        throw new ApiError(400, 'inspectionTypes.unknownQuestion', {
          prefilledQuestions: 'inspectionTypes.unknownQuestion',
        });
      fields.prefilledQuestions = fields.prefilledQuestions
        .map((p) => ({ questionId: p.questionId, comment: p.comment.trim() }))
        .filter((p) => p.comment !== '');
    }
    const result = await commands.handle(
      inspectionTypeDecider,
      inspectionTypeStream(type._id),
      { type: 'UpdateInspectionType', actorRole: actor.role, fields },
      context(actor),
    );
    await projections.waitFor(result.position);
    ctx.body = await reload(type._id);
  });

  router.delete('/api/admin/inspection-types/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const type = await typeOf(ctx, actor);
    if (!mayManageTypes(actor.role)) throw new ApiError(403, API_ERRORS.noPermission);
    const result = await commands.handle(
      inspectionTypeDecider,
      inspectionTypeStream(type._id),
      { type: 'DeleteInspectionType', actorRole: actor.role, now: services.clock.now().toISOString() },
      context(actor),
    );
    await projections.waitFor(result.position);
    ctx.body = {};
  });

  router.post('/api/admin/inspection-types/:id/hotels/:hotelId/fromTemplate', (ctx) =>
    fromTemplate(
      ctx,
      () => [ctx.params.hotelId ?? ''],
      () => new ApiError(404, API_ERRORS.notFound),
    ),
  );
  router.post('/api/admin/inspection-types/:id/fromTemplate', (ctx) =>
    fromTemplate(
      ctx,
      () => parseBody(fromTemplateBody, ctx.request.body).hotelIds,
      () =>
        new ApiError(400, 'inspectionTypes.hotelsRequired', { hotelIds: 'inspectionTypes.hotelsRequired' }),
    ),
  );

  // Modules: administered by the superUser (§6); the type's admins may read them.
  const modulesOf = async (typeId: string, ctx: Context) => {
    const type = (await types.byId(typeId))!;
    return presentModules(type, await moduleTypesOf(type), languageOf(ctx.query.languageShortCode));
  };

  router.get('/api/admin/inspection-types/:id/inspection-modules', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const type = await typeOf(ctx, actor);
    ctx.body = await modulesOf(type._id, ctx);
  });

  router.post('/api/admin/inspection-types/:id/inspection-modules', async (ctx) => {
    const actor = requireRole(ctx, ['superUser']);
    const type = await typeOf(ctx, actor);
    const { type: moduleTypeId, ordinal, ...fields } = parseBody(createModuleBody, ctx.request.body);
    if (!(await moduleTypes.byId(moduleTypeId.toLowerCase())))
      throw new ApiError(400, 'moduleTypes.notFound', { type: 'moduleTypes.notFound' });
    const moduleId = randomUUID();
    // Without an ordinal the module goes last.
    const next = Math.max(0, ...type.modules.map((m) => m.ordinal)) + (type.modules.length ? 1 : 0);
    const result = await commands.handle(
      inspectionTypeDecider,
      inspectionTypeStream(type._id),
      {
        type: 'AddModule',
        actorRole: actor.role,
        moduleId,
        fields: { ...fields, moduleTypeId: moduleTypeId.toLowerCase(), ordinal: ordinal ?? next },
      },
      context(actor),
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    ctx.body = (await modulesOf(type._id, ctx)).find((m) => m.id === moduleId);
  });

  router.put('/api/admin/inspection-types/:typeId/inspection-modules/:moduleId', async (ctx) => {
    const actor = requireRole(ctx, ['superUser']);
    const type = await typeOf(ctx, actor);
    const moduleId = idParam(ctx.params.moduleId);
    const { id: _i, inspectionTypeId: _t, ...fields } = parseBody(updateModuleBody, ctx.request.body);
    const result = await commands.handle(
      inspectionTypeDecider,
      inspectionTypeStream(type._id),
      { type: 'UpdateModule', actorRole: actor.role, moduleId, fields },
      context(actor),
    );
    await projections.waitFor(result.position);
    ctx.body = (await modulesOf(type._id, ctx)).find((m) => m.id === moduleId);
  });

  router.delete('/api/admin/inspection-types/:typeId/inspection-modules/:moduleId', async (ctx) => {
    const actor = requireRole(ctx, ['superUser']);
    const type = await typeOf(ctx, actor);
    const result = await commands.handle(
      inspectionTypeDecider,
      inspectionTypeStream(type._id),
      { type: 'RemoveModule', actorRole: actor.role, moduleId: idParam(ctx.params.moduleId) },
      context(actor),
    );
    await projections.waitFor(result.position);
    ctx.body = {};
  });

  return router;
}

/** The asked language, or the default one when none (or an unknown one) is asked for. */
const languageOf = (asked: unknown): Locale => (isLocale(asked) ? asked : DEFAULT_LOCALE);

/** The settings of a type, without its identity and modules: what a copy takes over. */
function typeFieldsOf(doc: InspectionTypeDocument): InspectionTypeFields {
  const keys = Object.keys(DEFAULT_INSPECTION_TYPE) as Array<keyof InspectionTypeFields>;
  return Object.fromEntries(keys.map((key) => [key, doc[key]])) as unknown as InspectionTypeFields;
}
