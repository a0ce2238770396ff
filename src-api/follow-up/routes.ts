import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';
import { actionAt } from '../../src-domain/inspection/fold.ts';
import type { ActionRef } from '../../src-domain/inspection/fields.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { requireRole, requireUser, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, actionPlanFor, inspectionFor, mayCompleteAction } from '../auth/tenancy.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { ATTACHMENT_LIMITS, cleanAttachment } from '../files/attachment-upload.ts';
import { UPLOAD_ERRORS } from '../files/image-upload.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import { singleFileUpload, uploadRoot } from '../http/single-file-upload.ts';
import { assignableUser, assignableUsers } from '../inspections/assignee.ts';
import type { ApiServices } from '../services.ts';
import { createFollowUp } from './create-follow-up.ts';
import {
  actionOwnerBody,
  actionReopenBody,
  addActionItemBody,
  createFollowUpBody,
  editActionItemBody,
  followUpSummaryBody,
} from './schema.ts';

type CommandOf<T extends InspectionCommand['type']> = Omit<
  Extract<InspectionCommand, { type: T }>,
  'actor' | 'now'
>;

/**
 * The follow-up (administration §7 "Follow-up"): sending the action plan with or without a follow-up
 * inspection, who the follow-up can go to, the follow-up summary and its files, and the action loop on each
 * action (docs/action-plans.md). The decider rules on every change; these check who may ask.
 */
export function followUpRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, files, config, clock } = services;
  const router = new Router();
  const multipart = singleFileUpload({
    root: uploadRoot(config.dataDir),
    field: 'file',
    maxBytes: ATTACHMENT_LIMITS.maxBytes,
    keys: UPLOAD_ERRORS,
  });

  const run = async <T extends InspectionCommand['type']>(
    actor: CurrentUser,
    doc: InspectionDocument,
    command: CommandOf<T>,
  ) => {
    const result = await commands.handle(
      inspectionDecider,
      inspectionStream(doc._id),
      {
        ...command,
        actor: { id: actor.id, role: actor.role },
        now: clock.now().toISOString(),
      } as InspectionCommand,
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
  };
  /** The admin's inspection, for the review steps. */
  const reviewed = async (ctx: Context) => {
    const actor = requireRole(ctx, ADMIN_ROLES);
    return { actor, doc: await inspectionFor(readModels, actor, idParam(ctx.params.id)) };
  };
  /** An uploaded file made safe and stored beside the inspection's other files. */
  const stored = async (ctx: Context, doc: InspectionDocument) => {
    const upload = ctx.request.files?.file;
    const file = Array.isArray(upload) ? upload[0] : upload;
    if (!file) return null;
    const originalName = (file.originalFilename ?? 'file').slice(0, 200);
    const clean = await cleanAttachment(await readFile(file.filepath), originalName);
    const path = await files.save(doc.organizationId, `inspection-${doc._id}`, clean.extension, clean.data);
    return { id: randomUUID(), path, originalName, mimeType: clean.mimeType, isFollowUp: true };
  };
  /** Runs a change that stores a file; a refused change takes the stored file away again. */
  const withStored = async (
    attachment: { path: string } | null,
    change: () => Promise<void>,
  ): Promise<void> => {
    try {
      await change();
    } catch (error) {
      if (attachment) await files.remove(attachment.path);
      throw error;
    }
  };

  router.post('/api/inspections/:id/follow-up', async (ctx) => {
    const { actor, doc } = await reviewed(ctx);
    const body = parseBody(createFollowUpBody, ctx.request.body);
    const id = await createFollowUp(services, actor, doc as never, body);
    ctx.status = 201;
    // Without an id the plan went out alone (enableActionPlan), administration §4.
    ctx.body = id ? { id } : {};
  });

  /** Who a follow-up can go to: the active agents and admins of the inspection's entity. */
  router.get('/api/inspections/:id/follow-up-users', async (ctx) => {
    const { doc } = await reviewed(ctx);
    const users = await assignableUsers(readModels, { _id: doc.hotelId, organizationId: doc.organizationId });
    ctx.body = users.map((u) => ({ id: u._id, name: u.name }));
  });

  const summary = '/api/admin/inspections/:id/follow-up-summary';
  router.post(summary, async (ctx) => {
    const { actor, doc } = await reviewed(ctx);
    const { summary: content } = parseBody(followUpSummaryBody, ctx.request.body);
    await run<'SetFollowUpSummary'>(actor, doc, { type: 'SetFollowUpSummary', content });
    ctx.body = {};
  });
  router.post(
    `${summary}/file`,
    async (ctx, next) => {
      // Who may, before a byte of the body is read.
      ctx.state.reviewed = await reviewed(ctx);
      await next();
    },
    multipart,
    async (ctx) => {
      const { actor, doc } = ctx.state.reviewed as Awaited<ReturnType<typeof reviewed>>;
      const attachment = await stored(ctx, doc);
      if (!attachment) ctx.throw(400, UPLOAD_ERRORS.missingFile);
      await withStored(attachment, () =>
        run<'AddFollowUpSummaryFile'>(actor, doc, {
          type: 'AddFollowUpSummaryFile',
          attachment: attachment!,
        }),
      );
      ctx.status = 201;
      ctx.body = attachment;
    },
  );
  router.delete(`${summary}/file/:fileId`, async (ctx) => {
    const { actor, doc } = await reviewed(ctx);
    const attachmentId = idParam(ctx.params.fileId);
    const attachment = doc.followUpSummary.attachments.find((a) => a.id === attachmentId);
    await run<'RemoveFollowUpSummaryFile'>(actor, doc, { type: 'RemoveFollowUpSummaryFile', attachmentId });
    if (attachment) await files.remove(attachment.path);
    ctx.body = {};
  });

  /** An owner works at the inspection's entity, like a follow-up's agent. */
  const checkOwner = async (doc: InspectionDocument, ownerId: string | null | undefined) => {
    if (ownerId) await assignableUser(readModels, await hotelQueries(readModels).byId(doc.hotelId), ownerId);
  };

  // Actions added to an approved inspection's plan (docs/action-plans.md): the decider rules on the
  // inspection's state (approved, the question, the deadline); these check who may ask.
  const items = '/api/inspections/:id/action-items';
  router.post(items, async (ctx) => {
    const { actor, doc } = await reviewed(ctx);
    const body = parseBody(addActionItemBody, ctx.request.body);
    await checkOwner(doc, body.ownerId);
    const itemId = body.itemId ?? randomUUID();
    const question =
      body.moduleId && body.questionId ? { moduleId: body.moduleId, questionId: body.questionId } : null;
    await run<'AddActionItem'>(actor, doc, {
      type: 'AddActionItem',
      itemId,
      question,
      description: body.description,
      deadline: body.deadline,
      ownerId: body.ownerId,
    });
    ctx.status = 201;
    ctx.body = { itemId };
  });
  router.put(`${items}/:itemId`, async (ctx) => {
    const { actor, doc } = await reviewed(ctx);
    const changes = parseBody(editActionItemBody, ctx.request.body);
    await checkOwner(doc, changes.ownerId);
    await run<'EditActionItem'>(actor, doc, {
      type: 'EditActionItem',
      itemId: idParam(ctx.params.itemId),
      changes,
    });
    ctx.body = {};
  });
  router.delete(`${items}/:itemId`, async (ctx) => {
    const { actor, doc } = await reviewed(ctx);
    await run<'RemoveActionItem'>(actor, doc, {
      type: 'RemoveActionItem',
      itemId: idParam(ctx.params.itemId),
    });
    ctx.body = {};
  });

  // The action loop, the same on a flagged answer's action and on an added one.
  const loops: Array<[string, (ctx: Context) => ActionRef]> = [
    [
      '/api/inspections/:id/actions/:moduleId/:questionId',
      (ctx) => ({ moduleId: idParam(ctx.params.moduleId), questionId: idParam(ctx.params.questionId) }),
    ],
    [`${items}/:itemId`, (ctx) => ({ itemId: idParam(ctx.params.itemId) })],
  ];
  for (const [action, onAction] of loops) {
    router.put(`${action}/owner`, async (ctx) => {
      const { actor, doc } = await reviewed(ctx);
      const { ownerId } = parseBody(actionOwnerBody, ctx.request.body);
      await checkOwner(doc, ownerId);
      await run<'SetActionOwner'>(actor, doc, { type: 'SetActionOwner', ...onAction(ctx), ownerId });
      ctx.body = {};
    });
    router.post(
      `${action}/done`,
      async (ctx, next) => {
        const actor = requireUser(ctx);
        const doc = await actionPlanFor(readModels, actor, idParam(ctx.params.id));
        // Whose action it is, before a byte of the proof is read: a stranger's upload is never stored.
        if (!mayCompleteAction(actor, doc, actionAt(doc, onAction(ctx))))
          throw new ApiError(403, API_ERRORS.noPermission);
        ctx.state.plan = { actor, doc };
        await next();
      },
      multipart,
      async (ctx) => {
        const { actor, doc } = ctx.state.plan as { actor: CurrentUser; doc: InspectionDocument };
        const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
        const comment = typeof fields.comment === 'string' ? fields.comment.slice(0, 10_000) : '';
        const attachment = await stored(ctx, doc);
        await withStored(attachment, () =>
          run<'MarkActionDone'>(actor, doc, {
            type: 'MarkActionDone',
            ...onAction(ctx),
            comment,
            attachment,
          }),
        );
        ctx.body = {};
      },
    );
    router.post(`${action}/verify`, async (ctx) => {
      const { actor, doc } = await reviewed(ctx);
      await run<'VerifyAction'>(actor, doc, { type: 'VerifyAction', ...onAction(ctx) });
      ctx.body = {};
    });
    router.post(`${action}/reopen`, async (ctx) => {
      const { actor, doc } = await reviewed(ctx);
      const { reason } = parseBody(actionReopenBody, ctx.request.body);
      await run<'ReopenAction'>(actor, doc, { type: 'ReopenAction', ...onAction(ctx), reason });
      ctx.body = {};
    });
  }

  return router;
}
