import Router from '@koa/router';
import { z } from 'zod';
import { mailDecider, mailStream } from '../../src-domain/mail/index.ts';
import { requireRole, type CurrentUser } from '../auth/current-user.ts';
import { API_ERRORS, ApiError } from '../http/api-error.ts';
import { listPage, markNextPage } from '../http/list-page.ts';
import type { ApiServices } from '../services.ts';
import type { MailLogEntry } from './mail-log.ts';

export const MAIL_LOG_ERRORS = { notFailed: 'mailLog.notFailed' } as const;
const MAIL_ROLES = ['companyAdmin', 'superUser'] as const;
// Outbox ids are `<reactor>:<eventId>[:n]`: letters, digits, '-' and ':' only.
const entryId = z.string().regex(/^[A-Za-z0-9-]{1,80}(:[A-Za-z0-9-]{1,80}){0,3}$/);

/**
 * The mail log (companyAdmin: their organization's mails; superUser: all): to whom, what, when, state,
 * attempts and the reason of a failure; and resending a failed mail, recorded as an event.
 */
export function mailLogRoutes(services: Pick<ApiServices, 'mailLog' | 'commands' | 'clock'>): Router {
  const router = new Router({ prefix: '/api/admin/mails' });
  const { mailLog } = services;

  const scopeOf = (actor: CurrentUser) =>
    actor.role === 'superUser' ? {} : { organizationId: actor.organizationId ?? '-' };

  /** An entry the actor may see; anything else is not found, whoever's it is. */
  const entryFor = async (actor: CurrentUser, id: string | undefined): Promise<MailLogEntry> => {
    const parsed = entryId.safeParse(id);
    const entry = parsed.success ? await mailLog.get(parsed.data) : null;
    if (!entry || (actor.role !== 'superUser' && entry.organizationId !== actor.organizationId))
      throw new ApiError(404, API_ERRORS.notFound);
    return entry;
  };

  router.get('/', async (ctx) => {
    const actor = requireRole(ctx, MAIL_ROLES);
    const page = listPage(ctx);
    const entries = await mailLog.list(scopeOf(actor), page);
    markNextPage(ctx, page, entries.length);
    ctx.body = entries;
  });

  router.post('/:id/resend', async (ctx) => {
    const actor = requireRole(ctx, MAIL_ROLES);
    const entry = await entryFor(actor, ctx.params.id);
    if (entry.status !== 'failed') throw new ApiError(409, MAIL_LOG_ERRORS.notFailed);
    const now = services.clock.now();
    await services.commands.handle(
      mailDecider,
      mailStream(entry.id),
      {
        type: 'ResendMail',
        entryId: entry.id,
        organizationId: entry.organizationId,
        template: entry.kind,
        now: now.toISOString(),
      },
      { actorId: actor.id },
    );
    // Another admin's resend at the same moment already put it back: that is this one's answer too.
    await mailLog.requeue(entry.id, now);
    ctx.body = await mailLog.get(entry.id);
  });

  return router;
}
