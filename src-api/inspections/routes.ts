import Router from '@koa/router';
import type { Context } from 'koa';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';
import { localDay } from '../../src-domain/shared/iso-week.ts';
import { isLocale, DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import {
  inspectionQueries,
  type InspectionSummaryFields,
} from '../../src-projections/inspections/queries.ts';
import type { Filter } from '../../src-projections/store/types.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { requireRole, requireUser, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, hotelFor, inspectionFor, inspectionScope } from '../auth/tenancy.ts';
import { ApiError } from '../http/api-error.ts';
import { listPage, markNextPage } from '../http/list-page.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { assignableUser } from './assignee.ts';
import { createInspection } from './create-inspection.ts';
import { madeInspection, madeNotice } from './made-state.ts';
import { presentFollowedUp, presentInspection, presentInspectionSummary, type Names } from './presenter.ts';
import {
  adminEndTimeBody,
  auditQaQuery,
  changeIdBody,
  clusterCommentBody,
  commentBody,
  contentBody,
  createInspectionBody,
  externalScoresBody,
  extraAnswerBody,
  followUpBody,
  rescheduleBody,
  scoreBody,
  splitChangeId,
  updateInspectionBody,
} from './schema.ts';

type CommandOf<T extends InspectionCommand['type']> = Omit<
  Extract<InspectionCommand, { type: T }>,
  'actor' | 'now'
>;

/**
 * Inspections (inspection-run §7; administration §7 "Inspections (admin)"; the paths the spec leaves open are
 * fixed in docs/api.md). Who may open one is tenancy's `mayAccessInspection`; what may change is the
 * decider's. Every answer call takes a client `eventId`: a retry after a lost answer changes nothing.
 */
export function inspectionRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, questionnaires } = services;
  const router = new Router();
  const inspections = inspectionQueries(readModels);

  const namesFor = async (
    docs: InspectionSummaryFields[],
  ): Promise<{ names: Names; hotels: Map<string, string> }> => {
    const userIds = [
      ...new Set(
        docs
          .flatMap((d) => [d.userId, d.lastEditedBy.userId, d.agentEndTimeSetBy, d.adminEndTimeSetBy])
          .filter((id): id is string => !!id),
      ),
    ];
    const hotelIds = [...new Set(docs.map((d) => d.hotelId))];
    const [users, hotels] = await Promise.all([
      userIds.length ? userQueries(readModels).byIds(userIds) : [],
      hotelIds.length ? hotelQueries(readModels).byIds(hotelIds) : [],
    ]);
    return {
      names: new Map(users.map((u) => [u._id, u.name])),
      hotels: new Map(hotels.map((h) => [h._id, h.name])),
    };
  };
  /** One page of a list: only the summary fields are read, and `X-Next-Skip` says when more may follow. */
  const summaries = async (ctx: Context, filter: Filter) => {
    const page = listPage(ctx);
    const docs = await inspections.summariesNewestFirst(filter, page);
    markNextPage(ctx, page, docs.length);
    const { names, hotels } = await namesFor(docs);
    return docs.map((doc) => presentInspectionSummary(doc, hotels.get(doc.hotelId) ?? '', names));
  };
  const whole = async (ctx: Context, id: string) => {
    const doc = (await inspections.byId(id))!;
    const [{ names, hotels }, questionnaire] = await Promise.all([
      namesFor([doc]),
      questionnaires.get(id, (doc as TrackedDocument<InspectionDocument>)._position),
    ]);
    const asked = ctx.query.languageShortCode;
    const whole = presentInspection(
      questionnaire,
      doc,
      hotels.get(doc.hotelId) ?? '',
      names,
      isLocale(asked) ? asked : DEFAULT_LOCALE,
    );
    // A follow-up shows the followed-up inspection's answers and actions beside its questions.
    const original = doc.followUpToInspectionId && (await inspections.byId(doc.followUpToInspectionId));
    return original
      ? { ...whole, followedUpInspection: presentFollowedUp(original, doc, questionnaire) }
      : whole;
  };
  /** Runs a command on the inspection the path names (after checking the actor may open it); answers its live state. */
  const run = <T extends InspectionCommand['type']>(
    ctx: Context,
    command: (actor: CurrentUser, doc: InspectionDocument) => CommandOf<T>,
    eventId?: string,
  ) =>
    (async () => {
      const actor = requireUser(ctx);
      const doc = await inspectionFor(readModels, actor, idParam(ctx.params.id));
      const result = await commands.handle(
        inspectionDecider,
        inspectionStream(doc._id),
        {
          ...command(actor, doc),
          actor: { id: actor.id, role: actor.role },
          now: services.clock.now().toISOString(),
        } as InspectionCommand,
        { actorId: actor.id, eventId },
      );
      // Co-editors are pushed the answer from the command's own state at once, not when the read model has it.
      const made = madeInspection(doc._id, result.state);
      const notice = made && madeNotice(made, result);
      if (notice) services.madePushes.publish([notice]);
      // Answers come as a steady stream: they wait for the read models in step with it (WaitOptions.hurry).
      await projections.waitFor(result.position, undefined, { hurry: false });
      // The text the push of this version carries too: presented and encoded once (live-states.ts).
      ctx.type = 'application/json';
      ctx.body = (await services.liveStates.of(made ?? (await inspections.byId(doc._id))!)).json;
    })();
  const moduleParams = (ctx: Context) => ({ moduleId: idParam(ctx.params.moduleId) });

  /** The signed-in user's inspections still open: an agent's own and the unassigned at their entities. */
  router.get('/api/inspections', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await summaries(ctx, { $and: [inspectionScope(actor), { adminEndTime: null }] });
  });

  /** Self-serve: an agent starts an inspection of a self-serve type at an entity they work at. */
  router.post('/api/inspections', async (ctx) => {
    const actor = requireUser(ctx);
    const body = parseBody(createInspectionBody, ctx.request.body);
    const hotel = await hotelQueries(readModels).byId(body.hotel);
    const works =
      hotel && hotel.organizationId === actor.organizationId && actor.hotelIds.includes(hotel._id);
    if (!hotel || !(works || actor.role !== 'user'))
      throw new ApiError(400, 'inspections.hotelRequired', { hotel: 'inspections.hotelRequired' });
    if (actor.role !== 'user') await hotelFor(readModels, actor, hotel._id);
    const { id, existing } = await createInspection(
      services,
      actor,
      { ...body, prefilledQuestions: undefined },
      { hotel, userId: actor.id },
    );
    // A Safe Q round already held that day is answered as it is (200), never made twice; only to someone
    // who may open it.
    if (existing) await inspectionFor(readModels, actor, id);
    ctx.status = existing ? 200 : 201;
    ctx.body = { ...(await whole(ctx, id)), ...(existing && { existing: true }) };
  });

  router.get('/api/inspections/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const doc = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    ctx.body = await whole(ctx, doc._id);
  });
  router.get('/api/inspections/:id/state', async (ctx) => {
    const actor = requireUser(ctx);
    const doc = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    ctx.type = 'application/json';
    ctx.body = (await services.liveStates.of(doc)).json;
  });

  const question = '/api/inspections/:id/modules/:moduleId/questions/:questionId';
  router.post(`${question}/score`, async (ctx) => {
    requireUser(ctx);
    const { score, comment, eventId } = parseBody(scoreBody, ctx.request.body);
    await run<'ScoreQuestion'>(
      ctx,
      () => ({
        type: 'ScoreQuestion',
        ...moduleParams(ctx),
        questionId: idParam(ctx.params.questionId),
        score,
        comment,
      }),
      eventId,
    );
  });
  router.post(`${question}/comment`, async (ctx) => {
    requireUser(ctx);
    const { comment, eventId } = parseBody(commentBody, ctx.request.body);
    await run<'CommentQuestion'>(
      ctx,
      () => ({
        type: 'CommentQuestion',
        ...moduleParams(ctx),
        questionId: idParam(ctx.params.questionId),
        comment,
      }),
      eventId,
    );
  });
  // An attachment removed: an event (pushed to everyone on the inspection), then its stored file goes.
  router.delete(`${question}/files/:fileId`, async (ctx) => {
    requireUser(ctx);
    const attachmentId = idParam(ctx.params.fileId);
    let path: string | undefined;
    await run<'RemoveAttachment'>(ctx, (_actor, doc) => {
      const { moduleId } = moduleParams(ctx);
      const questionId = idParam(ctx.params.questionId);
      path = doc.answers[moduleId]?.[questionId]?.attachments.find((a) => a.id === attachmentId)?.path;
      return { type: 'RemoveAttachment', moduleId, questionId, attachmentId };
    });
    if (path) await services.files.remove(path);
  });
  router.post(`${question}/setFollowUp`, async (ctx) => {
    requireUser(ctx);
    const { eventId, ...followUp } = parseBody(followUpBody, ctx.request.body);
    const hotel = await hotelQueries(readModels).byId(
      (await inspectionFor(readModels, requireUser(ctx), idParam(ctx.params.id))).hotelId,
    );
    // The entity's day by the server's clock, not the browser's: a deadline before it is refused.
    const today = localDay(services.clock.now(), timeZoneOf(hotel));
    await run<'SetFollowUp'>(
      ctx,
      () => ({
        type: 'SetFollowUp',
        ...moduleParams(ctx),
        questionId: idParam(ctx.params.questionId),
        followUp,
        today,
      }),
      eventId,
    );
  });

  const module = '/api/inspections/:id/modules/:moduleId';
  router.post(`${module}/context-questions/:questionId`, async (ctx) => {
    requireUser(ctx);
    const { content, eventId } = parseBody(contentBody, ctx.request.body);
    await run<'AnswerContextQuestion'>(
      ctx,
      () => ({
        type: 'AnswerContextQuestion',
        ...moduleParams(ctx),
        contextQuestionId: idParam(ctx.params.questionId),
        content,
      }),
      eventId,
    );
  });
  router.post(`${module}/cluster-comments/:clusterId`, async (ctx) => {
    requireUser(ctx);
    const { comments, eventId } = parseBody(clusterCommentBody, ctx.request.body);
    await run<'SetClusterComment'>(
      ctx,
      () => ({
        type: 'SetClusterComment',
        ...moduleParams(ctx),
        clusterId: idParam(ctx.params.clusterId),
        comments,
      }),
      eventId,
    );
  });
  // The module's own follow-up comment: `comment` as a question's comment is sent (administration §7).
  router.post(`${module}/setFollowUp`, async (ctx) => {
    requireUser(ctx);
    const { comment, eventId } = parseBody(commentBody, ctx.request.body);
    await run<'SetModuleFollowUp'>(
      ctx,
      () => ({ type: 'SetModuleFollowUp', ...moduleParams(ctx), comment }),
      eventId,
    );
  });
  router.post(`${module}/toggleSkipped`, (ctx) =>
    run<'ToggleModuleSkipped'>(
      ctx,
      () => ({ type: 'ToggleModuleSkipped', ...moduleParams(ctx) }),
      parseBody(changeIdBody, ctx.request.body).eventId,
    ),
  );
  router.post(`${module}/done`, (ctx) =>
    run<'FinishModule'>(
      ctx,
      () => ({ type: 'FinishModule', ...moduleParams(ctx) }),
      parseBody(changeIdBody, ctx.request.body).eventId,
    ),
  );

  router.put('/api/inspections/:id', async (ctx) => {
    requireUser(ctx);
    const body = parseBody(updateInspectionBody, ctx.request.body);
    if (body.type === 'generalComments')
      await run<'SetGeneralComments'>(
        ctx,
        () => ({ type: 'SetGeneralComments', comments: body.generalComments }),
        body.eventId,
      );
    else
      await run<'SetComfortZoneComments'>(
        ctx,
        () => ({ type: 'SetComfortZoneComments', comments: body.comfortZones }),
        body.eventId,
      );
  });
  router.post('/api/inspections/:id/externalScores', async (ctx) => {
    requireUser(ctx);
    const { changeId, rest } = splitChangeId(ctx.request.body);
    const { eventId } = parseBody(changeIdBody, changeId);
    const scores = parseBody(externalScoresBody, rest);
    await run<'SetExternalScores'>(ctx, () => ({ type: 'SetExternalScores', scores }), eventId);
  });
  router.post('/api/inspections/:id/extra-questions/:extraQuestionId', async (ctx) => {
    requireUser(ctx);
    const { score, comment, eventId } = parseBody(extraAnswerBody, ctx.request.body);
    await run<'AnswerExtraQuestion'>(
      ctx,
      () => ({
        type: 'AnswerExtraQuestion',
        extraQuestionId: idParam(ctx.params.extraQuestionId),
        score,
        comment,
      }),
      eventId,
    );
  });
  /** Submit at control: the agent's end time (inspection-run §4). */
  router.post('/api/inspections/:id/endTime', (ctx) =>
    run<'SetAgentEndTime'>(
      ctx,
      () => ({ type: 'SetAgentEndTime' }),
      parseBody(changeIdBody, ctx.request.body).eventId,
    ),
  );

  // Admin inspections (administration §2, §7).
  router.get('/api/admin/inspections', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    // Current: not yet finished by an admin; all=1 adds the old ones ("Load older").
    const filter =
      ctx.query.all === '1'
        ? inspectionScope(actor)
        : { $and: [inspectionScope(actor), { adminEndTime: null }] };
    ctx.body = await summaries(ctx, filter);
  });
  /**
   * The audit QA list (administration §2, §7): the audit inspections in the admin's scope, on one tab:
   * ongoing (not submitted), forReview (submitted, not approved) or reports (approved); newest first, paged.
   */
  router.get('/api/admin/inspections/auditQA', async (ctx) => {
    const actor = requireRole(ctx, ['superUser', 'companyAdmin']);
    const { tab } = parseBody(auditQaQuery, { tab: ctx.query.tab ?? undefined });
    const stage: Filter =
      tab === 'ongoing'
        ? { agentEndTime: null }
        : tab === 'forReview'
          ? { agentEndTime: { $ne: null }, adminEndTime: null }
          : { adminEndTime: { $ne: null } };
    ctx.body = await summaries(ctx, {
      $and: [inspectionScope(actor), { 'inspectionType.reportType': 'auditQA' }, stage],
    });
  });
  /** An entity's inspections, newest first: the entity page sorts them into pending, current and reports. */
  router.get('/api/admin/hotels/:id/inspections', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const hotel = await hotelFor(readModels, actor, idParam(ctx.params.id));
    ctx.body = await summaries(ctx, { hotelId: hotel._id });
  });
  router.get('/api/admin/inspections/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const doc = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    ctx.body = await whole(ctx, doc._id);
  });
  router.post('/api/admin/inspections', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const body = parseBody(createInspectionBody, ctx.request.body);
    // An entity that does not exist and one outside the actor's scope get the same answer.
    const hotel = await hotelFor(readModels, actor, body.hotel).catch(() => {
      throw new ApiError(400, 'inspections.hotelRequired', { hotel: 'inspections.hotelRequired' });
    });
    const { id, existing } = await createInspection(services, actor, body, {
      hotel,
      userId: body.user ?? null,
    });
    ctx.status = existing ? 200 : 201;
    ctx.body = { ...(await whole(ctx, id)), ...(existing && { existing: true }) };
  });
  router.put('/api/admin/inspections/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const body = parseBody(rescheduleBody, ctx.request.body);
    const doc = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    // The new assignee must work at the inspection's entity (checked before anything is written).
    if (body.user) {
      const hotel = await hotelQueries(readModels).byId(doc.hotelId);
      await assignableUser(readModels, hotel, body.user);
    }
    await run<'RescheduleInspection'>(ctx, () => ({
      type: 'RescheduleInspection',
      changes: {
        startDate: body.startTime,
        startHour: body.startTimeHour,
        ...(body.user !== undefined ? { userId: body.user } : {}),
      },
    }));
  });
  router.delete('/api/admin/inspections/:id', async (ctx) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    const doc = await inspectionFor(readModels, actor, idParam(ctx.params.id));
    const result = await commands.handle(
      inspectionDecider,
      inspectionStream(doc._id),
      {
        type: 'DeleteInspection',
        actor: { id: actor.id, role: actor.role },
        now: services.clock.now().toISOString(),
      },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = {};
  });
  router.post('/api/admin/inspections/:id/endTime', async (ctx) => {
    requireRole(ctx, ADMIN_ROLES);
    const { revert, eventId } = parseBody(adminEndTimeBody, ctx.request.body);
    await run<'SetAdminEndTime'>(ctx, () => ({ type: 'SetAdminEndTime', revert }), eventId);
  });

  return router;
}
